// One window's stream: the context scenarios write into, the everyday background traffic of an estate (requests,
// health checks, periodic jobs, a noisy service, deprecation warnings, retries that succeed), skew and sorting.
import type { Estate } from "./estates.js";
import { roleName, services } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  e: Estate;
  t0: number;
  t1: number;
  /** when the scenario's event starts (true time) */
  at: number;
  evs: Ev[];
  add(
    t: number,
    svc: string,
    level: Level,
    msg: string,
    extra?: { stack?: string; trace?: string; route?: string },
  ): void;
  /** user-request traffic per second, so scenarios can scale their own volume */
  rps: number;
}

export function makeCtx(r: Rng, e: Estate, t0: number, t1: number, at: number, rps: number): Ctx {
  const evs: Ev[] = [];
  return {
    r,
    e,
    t0,
    t1,
    at,
    evs,
    rps,
    add(t, svc, level, msg, extra) {
      if (t < t0 || t >= t1) return;
      evs.push({ t: Math.round(t), svc, level, msg, ...extra });
    },
  };
}

const ip = (r: Rng) => `10.${r.int(2, 9)}.${r.int(0, 255)}.${r.int(2, 254)}`;
const UA = [
  "okhttp/4.12.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)",
  "Mozilla/5.0 (Windows NT 10.0)",
  "Dart/3.3 (dart:io)",
];

export function fill(tpl: string, r: Rng): string {
  return tpl
    .replace(/\{n\}/g, () => String(r.int(2, 480)))
    .replace(/\{id\}/g, () => String(r.int(10000, 99999)))
    .replace(/\{ord\}/g, () => `${r.pick(["A", "B", "C", "K"])}${r.int(100000, 999999)}`)
    .replace(/\{ms\}/g, () => String(r.int(3, 180)))
    .replace(/\{hex\}/g, () => r.hex(10))
    .replace(/\{band\}/g, () => r.pick(["A", "B", "C", "D"]))
    .replace(/\{lane\}/g, () => r.pick(["CHI-DAL", "ATL-MIA", "SEA-PDX", "NJ-BOS"]))
    .replace(/\{amt\}/g, () => (r.int(12000, 380000) / 100).toFixed(2));
}

/** Access line of the edge for one request. */
export function access(
  r: Rng,
  method: string,
  path: string,
  status: number,
  ms: number,
  upstream: string,
  ua?: string,
) {
  return `${ip(r)} - - "${method} ${path} HTTP/1.1" ${status} ${r.int(120, 9000)} "-" "${ua ?? r.pick(UA)}" rt=${(ms / 1000).toFixed(3)} upstream=${upstream}`;
}

/** The downstream service's own line for a routine request. */
function downstream(
  c: Ctx,
  role: "core" | "pay" | "search" | "auth",
  method: string,
  path: string,
  ms: number,
): string {
  const { r, e } = c;
  switch (role) {
    case "core":
      return r.chance(0.5)
        ? `Completed ${method === "POST" ? "201 CREATED" : "200 OK"} ${method} ${path.replace("{id}", String(r.int(1000, 99999)))} in ${ms}ms`
        : `${e.noun} ${r.pick(["A", "B", "K"])}${r.int(100000, 999999)} ${r.pick(["loaded", "updated", "validated", "saved"])} (${r.int(1, 9)} rows, ${r.int(1, 30)}ms)`;
    case "pay":
      return `charge ch_3P${r.hex(14)} succeeded amount=${r.int(900, 48000)} currency=usd (${ms}ms)`;
    case "search":
      return `query "${r.pick(c.e.terms)}" -> ${r.int(0, 900)} hits in ${r.int(4, 60)}ms (index alias=${c.e.noun}s)`;
    case "auth":
      return `token issued sub=u_${r.int(10000, 99999)} client=${r.pick(["web-spa", "ios", "android", "partner-api"])} scope="openid profile" exp=3600`;
  }
}

export function background(c: Ctx): void {
  const { r, e, t0, t1 } = c;
  const svcs = services(e);
  // user requests
  for (let t = t0 + r.gap(1000 / c.rps); t < t1; t += r.gap(1000 / c.rps)) {
    const [m, path0, role] = r.pick(e.routes);
    const path = path0.replace("{id}", String(r.int(1000, 99999)));
    const tr = r.hex(12);
    const ms = r.int(8, 240);
    c.add(t + 2, e[role], "info", downstream(c, role, m, path, ms), { trace: tr, route: e[role] });
    if (role === "core" && r.chance(0.3)) {
      const x = r.pick(e.extras);
      c.add(t + 4, x.name, "info", fill(r.pick(x.lines), r), { trace: tr });
    }
    if (role === "core" && m === "POST" && r.chance(0.4))
      c.add(
        t + 30,
        e.worker,
        "info",
        `Task ${e.worker.replace(/-/g, "_")}.tasks.on_${e.noun}_saved[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] received`,
        { trace: tr },
      );
    c.add(t + ms, e.edge, "info", access(r, m, path, m === "POST" && role === "core" ? 201 : 200, ms, e[role]), {
      trace: tr,
      route: e[role],
    });
  }
  // health checks: kubelet probes each service every 15 s, the edge logs its own
  for (const s of svcs) {
    const off = r.int(0, 14999);
    const prob =
      s === e.edge ? 'GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"' : "GET /healthz 200 (kube-probe/1.29) 1ms";
    for (let t = t0 + off; t < t1; t += 15000)
      c.add(t, s, "info", s === e.edge ? `${ip(r)} - - "${prob} rt=0.000` : prob, { route: `health:${s}` });
  }
  // periodic jobs
  for (let t = t0 + r.int(0, 30000); t < t1; t += 30000)
    c.add(
      t,
      e.core,
      "debug",
      `HikariPool-1 - Pool stats (total=20, active=${r.int(1, 6)}, idle=${r.int(12, 19)}, waiting=0)`,
    );
  for (let t = t0 + r.int(0, 60000); t < t1; t += 60000) {
    const job = r.pick(["purgeExpiredSessions", "refreshExchangeRates", "compactOutbox", "syncFeatureFlags"]);
    c.add(
      t,
      e.sched,
      "info",
      `Job DEFAULT.${job} fired (trigger: cron 0 * * * * ?), next fire at ${new Date(t + 60000).toISOString()}`,
    );
    c.add(t + r.int(40, 900), e.sched, "info", `Job DEFAULT.${job} completed in ${r.int(30, 880)} ms`);
  }
  for (let t = t0 + r.gap(4000); t < t1; t += r.gap(4000)) {
    const id = `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`;
    const task = r.pick(["send_receipt", "rebuild_thumbnail", "sync_crm_contact", "export_ledger_row"]);
    c.add(
      t,
      e.worker,
      "info",
      `Task ${e.worker.replace(/-/g, "_")}.tasks.${task}[${id}] succeeded in ${(r.int(20, 2400) / 1000).toFixed(3)}s: None`,
    );
  }
  for (let t = t0 + r.gap(6000); t < t1; t += r.gap(6000))
    c.add(
      t,
      e.notify,
      "info",
      `Sent message <${r.hex(16)}@${e.ns}.mail> to ***@${r.pick(["gmail.com", "outlook.com", "yahoo.com", "icloud.com"])} via ses: 250 Ok`,
      { route: e.notify },
    );
  for (const x of e.extras)
    for (let t = t0 + r.gap(5000); t < t1; t += r.gap(5000))
      c.add(t, x.name, "info", fill(r.pick(x.lines), r), { route: x.name });
  // JVM GC on the core service
  for (let t = t0 + r.gap(25000); t < t1; t += r.gap(25000))
    c.add(
      t,
      e.core,
      "info",
      `[gc] GC(${r.int(100, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(300, 700)}M->${r.int(90, 200)}M(1024M) ${(r.int(30, 250) / 10).toFixed(1)}ms`,
    );
  // the noisy service: a constant harmless error or warning from the first minute
  const noisy = roleName(e, e.noisy.role);
  const lvl: Level = e.noisy.role === "core" || e.noisy.role === "worker" ? "warn" : "error";
  for (let t = t0 + r.int(500, 6000); t < t1; t += r.int(6000, 14000)) c.add(t, noisy, lvl, e.noisy.msg);
  // deprecation warnings
  const dep: Array<[string, string]> = [
    [
      e.pay,
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    ],
    [
      e.search,
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    ],
    [
      e.core,
      "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    ],
    [
      e.notify,
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    ],
  ];
  for (let t = t0 + r.gap(70000); t < t1; t += r.gap(70000)) {
    const [s, m] = r.pick(dep);
    c.add(t, s, "warn", m);
  }
  // retries that succeed
  for (let t = t0 + r.gap(90000); t < t1; t += r.gap(90000)) {
    const x = r.pick(e.extras).name;
    c.add(
      t,
      e.core,
      "warn",
      `I/O error on POST request for "http://${x}:8080/internal/v1/batch": Connection reset; retrying (attempt 1 of 3) in 200ms`,
    );
    c.add(t + r.int(210, 400), e.core, "info", `POST http://${x}:8080/internal/v1/batch succeeded on attempt 2`);
  }
  for (let t = t0 + r.gap(120000); t < t1; t += r.gap(120000)) {
    c.add(
      t,
      e.worker,
      "warn",
      `Retry in 5s: ConnectionError('Connection aborted.', RemoteDisconnected('Remote end closed connection without response'))`,
    );
    c.add(
      t + 5200,
      e.worker,
      "info",
      `Task ${e.worker.replace(/-/g, "_")}.tasks.sync_crm_contact[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] succeeded in 0.${r.int(100, 900)}s: None`,
    );
  }
}

/** An outage: drops that share of the routine request lines served by `svc` from `from` on. */
export function thin(c: Ctx, svc: string, from: number, share: number): void {
  const keep = c.evs.filter((ev) => ev.route !== svc || ev.t < from || c.r.next() >= share);
  c.evs.length = 0;
  c.evs.push(...keep);
}

/** Per-service clock skew (up to ±300 ms), then sort by printed time. */
export function finish(c: Ctx): Ev[] {
  const skew = new Map<string, number>();
  for (const s of [...new Set(c.evs.map((e) => e.svc))].sort()) skew.set(s, c.r.int(-300, 300));
  for (const ev of c.evs) ev.p = ev.t + (skew.get(ev.svc) ?? 0);
  return c.evs
    .map((e, i) => [e, i] as const)
    .sort((a, b) => (a[0].p ?? 0) - (b[0].p ?? 0) || a[1] - b[1])
    .map(([e]) => e);
}
