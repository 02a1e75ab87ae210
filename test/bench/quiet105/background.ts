// Ordinary life of a brewery estate: traffic, sensor readings, health checks, periodic jobs, the noisy service,
// deprecation warnings, retries that succeed, and one unrelated deploy or config reload.
import { access, DEPRECATIONS, health, shutdown, startup } from "./runtimes.js";
import type { Win } from "./stream.js";

const money = (c: number) => `$${(c / 100).toFixed(2)}`;

/** One request flow at time t; returns nothing, adds 1-5 lines. */
function flow(w: Win, t: number): void {
  const r = w.r;
  const e = w.est;
  const id = w.tid();
  const edge = w.svc("edge");
  const k = r.next();
  if (k < 0.22) {
    const pos = w.svc("pos");
    const tab = `T-${r.int(1000, 9999)}`;
    const beer = r.pick(e.beers);
    const n = r.int(1, 4);
    const pick = r.next();
    if (pick < 0.45)
      w.add(t, pos, "info", `tab ${tab}: added ${n}x ${beer} ${r.pick(["16oz", "10oz", "flight", "crowler 32oz"])}`, {
        trace: id,
      });
    else if (pick < 0.7)
      w.add(
        t,
        pos,
        "info",
        `tab ${tab} opened by ${r.pick(["maria", "dev", "sam", "jo", "lee", "kat"])} table ${r.int(1, 38)}`,
        { trace: id },
      );
    else {
      w.add(t, pos, "info", access(w.rt(pos), r, "POST", `/tabs/${tab}/close`, 200, r.int(120, 900)), { trace: id });
      w.add(
        t + r.int(5, 40),
        pos,
        "info",
        `tab ${tab} closed total=${money(r.int(900, 9800))} tip=${money(r.int(100, 2000))} card=${r.pick(["visa", "mc", "amex"])} ****${r.int(1000, 9999)} approved`,
        { trace: id },
      );
    }
  } else if (k < 0.42) {
    const club = w.svc("club");
    const rel = `R-${r.int(2600, 2640)}`;
    const path = r.pick([
      `/club/releases/${rel}`,
      "/club",
      "/api/menu",
      `/club/releases/${rel}/availability`,
      "/shop/merch",
    ]);
    const ms = r.int(8, 260);
    w.add(t, edge, "info", access(w.rt(edge), r, "GET", path, 200, ms), { trace: id });
    if (path.includes("releases"))
      w.add(t - ms + 3, club, "info", `release ${rel} availability: ${r.int(40, 900)} of 1200 allocations left`, {
        trace: id,
      });
  } else if (k < 0.55) {
    const orders = w.svc("orders");
    const labels = w.svc("labels");
    const keg = w.svc("keg");
    const order = `DO-${r.int(50000, 59999)}`;
    const st = r.pick(e.states);
    const kegs = r.int(2, 30);
    w.add(t, edge, "info", access(w.rt(edge), r, "POST", "/api/distributor/orders", 201, r.int(90, 420)), {
      trace: id,
    });
    w.add(
      t + 20,
      orders,
      "info",
      `order ${order} received from '${r.pick(e.distributors)}' (${st}): ${kegs} x 1/2bbl, ${r.int(0, 80)} cs 16oz`,
      { trace: id },
    );
    w.add(t + 45, labels, "info", `label check ${order}: ${r.int(1, 4)} SKUs approved for ${st}`, { trace: id });
    w.add(t + 80, keg, "info", `reserved ${kegs} kegs for ${order}`, { trace: id });
  } else if (k < 0.72) {
    const keg = w.svc("keg");
    const kid = `K-${r.int(10000, 24999)}`;
    const [from, to] = r.pick([
      ["EMPTY", "CLEANED"],
      ["CLEANED", "FILLED"],
      ["FILLED", "SHIPPED"],
      ["SHIPPED", "RETURNED"],
      ["RETURNED", "EMPTY"],
    ]);
    w.add(t, keg, "info", `scan ${kid} at ${r.pick(["dock-1", "dock-2", "washer", "cold-room"])}: ${from} -> ${to}`, {
      trace: id,
    });
  } else if (k < 0.82) {
    const pos = w.svc("pos");
    w.add(
      t,
      pos,
      "info",
      access(w.rt(pos), r, "GET", r.pick(["/menu", "/tabs/open", "/tap-list"]), 200, r.int(3, 60)),
      { trace: id },
    );
  } else if (k < 0.98) {
    w.add(
      t,
      edge,
      "info",
      access(
        w.rt(edge),
        r,
        "GET",
        r.pick(["/", "/visit", "/beers", "/static/app.css", "/events"]),
        r.chance(0.04) ? 304 : 200,
        r.int(2, 90),
      ),
      { trace: id },
    );
  } else {
    const pack = w.svc("pack");
    w.add(
      t,
      pack,
      "info",
      `pallet P-${r.int(7000, 7999)} closed: ${r.pick(["96 cs 12oz", "80 cs 16oz", "8 x 1/2bbl", "16 x 1/6bbl"])} ${r.pick(e.beers)} lot ${r.int(240, 299)}`,
      { trace: id },
    );
  }
}

export function background(w: Win, linesPerSec: number): void {
  const r = w.r;
  const e = w.est;
  const periodic = 1.6;
  const flowRate = Math.max(0.6, (linesPerSec - periodic) / 1.45);
  for (let t = w.start + r.expo(1000 / flowRate); t < w.end; t += r.expo(1000 / flowRate)) flow(w, t);

  // fermentation readings, one per tank per ~30 s
  const ferm = w.svc("ferm");
  for (const tank of e.tanks) {
    const base = tank.startsWith("B") ? 1.5 : 18 + r.next() * 3;
    const sg = 1.01 + r.next() * 0.03;
    for (let t = w.start + r.int(0, 30_000); t < w.end; t += r.int(28_000, 32_000))
      w.add(
        t,
        ferm,
        "info",
        `${tank} temp=${(base + r.next() * 0.4 - 0.2).toFixed(1)}C sg=${sg.toFixed(3)} pressure=${r.float(2, 14)}psi`,
      );
  }
  // brewhouse controller steps
  const brew = w.svc("brew");
  const batch = r.int(1100, 1300);
  for (let t = w.start + r.int(0, 40_000); t < w.end; t += r.int(35_000, 55_000))
    w.add(
      t,
      brew,
      "info",
      r.pick([
        `batch ${batch} kettle ${r.float(99.6, 100.4)}C, boil ${r.int(10, 70)}:00 remaining`,
        `batch ${batch} lauter flow ${r.float(8, 11)} L/min, wort gravity ${r.float(12, 16)}P`,
        `batch ${batch} HLT ${r.float(76, 79)}C setpoint 78.0C`,
        `glycol loop supply ${r.float(-2.5, -1.5)}C return ${r.float(1, 3)}C`,
      ]),
    );
  // packaging rate
  const pack = w.svc("pack");
  for (let t = w.start + r.int(0, 30_000); t < w.end; t += r.int(28_000, 33_000))
    w.add(
      t,
      pack,
      "info",
      `line 1 ${r.pick(["canning", "kegging"])}: ${r.int(180, 420)}/min, rejects ${r.float(0.1, 0.6)}% (low fill ${r.int(0, 4)})`,
    );
  // health checks from a few services
  for (const s of e.services.filter((_, i) => i % 3 === 0))
    for (let t = w.start + r.int(0, 15_000); t < w.end; t += 15_000 + r.int(-40, 40))
      w.add(t, s.name, "info", health(s.rt, r));
  // periodic jobs
  const excise = w.svc("excise");
  for (let t = w.start + r.int(10_000, 120_000); t < w.end; t += r.int(170_000, 190_000))
    w.add(
      t,
      excise,
      "info",
      `excise sync: posted ${r.int(3, 40)} removals (${r.float(1, 30)} bbl taxable) to ledger period ${new Date(t).toISOString().slice(0, 7)}`,
    );
  const keg = w.svc("keg");
  for (let t = w.start + r.int(10_000, 90_000); t < w.end; t += r.int(110_000, 130_000))
    w.add(
      t,
      keg,
      "info",
      `reconcile: ${r.int(1800, 2600)} kegs, ${r.int(120, 400)} at distributors, ${r.int(0, 6)} overdue > 90d`,
    );
  const labels = w.svc("labels");
  for (let t = w.start + r.int(20_000, 200_000); t < w.end; t += r.int(280_000, 320_000))
    w.add(t, labels, "info", `COLA status poll: ${r.int(4, 12)} applications checked, 0 changed`);
  // the noisy service, from the first minute
  const noisy = w.svc(e.noisy.role);
  for (let t = w.start + r.int(500, 5000); t < w.end; t += e.noisy.every + r.int(-800, 800))
    w.add(t, noisy, e.noisy.level, r.pick(e.noisy.msgs));
  // deprecation warnings, every few minutes in two services
  for (const s of r.shuffle(e.services).slice(0, 2)) {
    const m = r.pick(DEPRECATIONS[s.rt]);
    for (let t = w.start + r.int(20_000, 200_000); t < w.end; t += r.int(240_000, 420_000)) w.add(t, s.name, "warn", m);
  }
  // retries that succeed
  const retr = w.svc(r.pick(["orders", "club", "pos", "labels"] as const));
  for (let t = w.start + r.int(30_000, 90_000); t < w.end; t += r.int(80_000, 200_000)) {
    const host = r.pick(["api.easypost.com", "hooks.slack.com", "api.sendgrid.com", "connect.squareup.com"]);
    w.add(
      t,
      retr,
      "warn",
      `POST https://${host}/${r.pick(["v2/shipments", "services/T0/B1", "v3/mail/send", "v2/payments"])} failed with ${r.pick(["502 Bad Gateway", "503 Service Unavailable", "ECONNRESET", "read timeout"])}, retrying (attempt 1/3) in ${r.int(200, 1200)}ms`,
    );
    w.add(t + r.int(900, 2500), retr, "info", `POST https://${host} succeeded on attempt 2`);
  }
}

/** An unrelated deploy (restart with start-up lines) or config reload of `svc` at t. */
export function deploy(w: Win, svc: string, t: number): void {
  const r = w.r;
  const rt = w.rt(svc);
  const v = `${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  if (r.chance(0.4)) {
    w.add(
      t,
      svc,
      "info",
      `config reloaded from /etc/${svc}/config.yaml: ${r.int(1, 4)} keys changed (${r.pick(["log.sampling", "cache.ttl", "feature.club_waitlist", "http.idle_timeout"])}, ...)`,
      { keep: true },
    );
    return;
  }
  w.add(t, svc, "info", shutdown(rt), { keep: true });
  let u = t + r.int(2000, 9000);
  for (const line of startup(rt, svc, v, r)) {
    w.add(u, svc, "info", line, { keep: true });
    u += r.int(40, 900);
  }
  if (r.chance(0.5))
    w.add(
      u + r.int(500, 3000),
      svc,
      "warn",
      `readiness probe failed once during warm-up (${r.int(2, 6)}s), now ready`,
      { keep: true },
    );
}
