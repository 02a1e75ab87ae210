// Ordinary traffic: requests through the edge and their services, and each role's periodic jobs, written in the
// runtime's own style. Fills a window up to its line budget around the noise and the incident.
import type { Rng } from "./rng.js";
import { abbrev, completionLine, KIOSK_UA, podIp } from "./shapes.js";
import type { Endpoint, Svc } from "./types.js";
import type { PlannedRequest, Win } from "./window.js";

const SPECIES = ["neon tetra", "cardinal tetra", "betta", "panda cory", "otocinclus", "ocellaris clown", "yellow tang"];
const MORE = ["cherry shrimp", "amano shrimp", "blue diamond discus", "german blue ram", "harlequin rasbora"];
const ALL_SPECIES = [...SPECIES, ...MORE];
const CARRIERS = ["FinExpress", "ColdChain Couriers", "AquaFreight", "NightOwl Logistics"];
const STORES = ["S01", "S02", "S03", "S04", "S05", "S07", "S09", "S11"];

/** Wraps a message body in the service's logger style. */
export function styled(svc: Svc, r: Rng, cls: string, body: string): string {
  switch (svc.runtime) {
    case "java":
      return `[${r.pick(["nio-8080-exec-", "task-", "scheduling-"])}${r.int(1, 24)}] ${abbrev(svc.pkg)}.${cls} : ${body}`;
    case "dotnet":
      return `${svc.pkg}.${cls}[0] ${body}`;
    case "python":
      return `${svc.pkg}.${cls.toLowerCase()}: ${body}`;
    case "php":
      return `production.INFO: ${body}`;
    case "elixir":
      return `[${svc.pkg}.${cls}] ${body}`;
    default:
      return body;
  }
}

/** What a service says while handling one request of its role. */
export function domainLine(svc: Svc, r: Rng, path: string): string {
  const n = (a: number, b: number) => r.int(a, b);
  const money = () => `${n(8, 420)}.${String(n(0, 99)).padStart(2, "0")}`;
  switch (svc.role) {
    case "shop":
      if (path.includes("checkout"))
        return styled(
          svc,
          r,
          "Checkout",
          `checkout submitted cart=c_${r.hex(10)} lines=${n(1, 7)} subtotal=${money()}`,
        );
      if (path.includes("cart"))
        return styled(svc, r, "Cart", `cart updated cart=c_${r.hex(10)} add=${r.pick(ALL_SPECIES)} qty=${n(1, 12)}`);
      if (path.includes("search"))
        return styled(svc, r, "Search", `search "${r.pick(ALL_SPECIES)}" returned ${n(0, 60)} listings`);
      return styled(
        svc,
        r,
        "Pages",
        `rendered ${path.split("?")[0]} for ${r.pick(["guest", "member"])} in ${n(4, 60)}ms`,
      );
    case "catalog":
      return styled(
        svc,
        r,
        "Species",
        `care sheet ${r.pick(ALL_SPECIES)}: ${n(1, 18)} listings, ${n(0, 14)} in stock (${r.pick(["cache hit", "cache hit", "cache miss"])})`,
      );
    case "inventory":
      return styled(
        svc,
        r,
        "Holds",
        `hold reserved ${n(1, 12)}x ${r.pick(ALL_SPECIES)} tank=${r.pick(["A", "B", "C", "Q"])}${n(1, 40)} ttl=${r.pick([10, 15, 20])}m`,
      );
    case "shipping":
      return styled(
        svc,
        r,
        "Windows",
        `windows for zip ${n(10000, 99950)}: ${n(1, 4)} live-arrival slots, next ${r.pick(["Tue", "Wed", "Thu"])} ${r.pick(["08-12", "12-16"])}${r.chance(0.2) ? ", Fri blocked (heat forecast)" : ""}`,
      );
    case "orders":
      return styled(
        svc,
        r,
        "OrderService",
        `livestock order ${n(400000, 499999)} ${r.pick(["created", "confirmed", "read"])}: ${n(1, 6)} lines, total ${money()} USD`,
      );
    case "payments":
      return styled(
        svc,
        r,
        "Intents",
        `payment intent pi_${r.hex(14)} authorised amount=${money()} USD card=${r.pick(["visa", "mastercard", "amex"])}`,
      );
    case "loyalty":
      return styled(svc, r, "Points", `member ${n(1000, 98000)} +${n(5, 120)} points (balance ${n(100, 9000)})`);
    case "kiosk":
      return styled(
        svc,
        r,
        "Results",
        `strip result store=${r.pick(STORES)} kiosk=K${n(1, 3)} ph=${(n(64, 84) / 10).toFixed(1)} no2=${r.pick(["0", "0", "0.5"])} no3=${r.pick([5, 10, 20, 40])} gh=${n(3, 14)} kh=${n(2, 12)}`,
      );
    case "sensors":
      return styled(svc, r, "Readings", `readings served tank=${n(1, 64)} points=${n(60, 1440)}`);
    case "courier":
      return styled(svc, r, "Pickups", `pickup quote carrier="${r.pick(CARRIERS)}" boxes=${n(1, 3)} insulated=true`);
    default:
      return styled(svc, r, "Handler", `handled ${path.split("?")[0]}`);
  }
}

/** One periodic job line of a service (no request), or undefined when its role has none. */
export function jobLine(svc: Svc, r: Rng): string | undefined {
  const n = (a: number, b: number) => r.int(a, b);
  switch (svc.role) {
    case "sensors":
      return svc.runtime === "go"
        ? `ingest batch store=${r.pick(STORES)} probes=${n(8, 64)} temp_avg=${(n(240, 262) / 10).toFixed(1)} dur=${n(2, 40)}ms`
        : styled(
            svc,
            r,
            "Ingest",
            `stored ${n(8, 64)} probe readings from store ${r.pick(STORES)} (salinity avg ${(n(1021, 1026) / 1000).toFixed(3)})`,
          );
    case "worker":
      return styled(
        svc,
        r,
        "Jobs",
        `${r.pick(["stock reconcile", "price feed", "supplier manifest", "photo resize"])} run ${n(1000, 9999)} finished: ${n(10, 2400)} items in ${(n(3, 90) / 10).toFixed(1)}s`,
      );
    case "notify":
      return styled(
        svc,
        r,
        "Deliveries",
        `delivered ${r.pick(["order_confirmed", "shipping_window", "arrived_alive_survey", "water_test_summary"])} via ${r.pick(["email", "sms", "push"])} msg_id=${r.hex(12)}`,
      );
    case "courier":
      return styled(
        svc,
        r,
        "Tracking",
        `tracking update ${r.pick(CARRIERS)} parcel=${r.hex(10).toUpperCase()} status=${r.pick(["picked_up", "in_transit", "out_for_delivery", "delivered"])} box_temp=${n(21, 27)}C`,
      );
    case "kiosk":
      return styled(
        svc,
        r,
        "Heartbeat",
        `kiosk ${r.pick(STORES)}-K${n(1, 3)} heartbeat ok fw=3.1.4 strips_left=${n(3, 200)}`,
      );
    case "loyalty":
      return r.chance(0.5)
        ? styled(svc, r, "Tiers", `tier recalculation batch ${n(1, 40)}/40 done (${n(200, 900)} members)`)
        : undefined;
    case "search":
      return svc.runtime === "elasticsearch"
        ? `[${svc.name}-0] [livestock_v3][${n(0, 2)}] refresh took [${n(2, 90)}ms], docs=${n(20000, 24000)}`
        : undefined;
    case "inventory":
      return styled(
        svc,
        r,
        "Expiry",
        `released ${n(1, 9)} expired holds (tank checks ${r.pick(["ok", "ok", "2 moved to quarantine"])})`,
      );
    case "shipping":
      return r.chance(0.4)
        ? styled(svc, r, "Forecast", `weather feed refreshed: ${n(0, 9)} zips blocked for live arrival`)
        : undefined;
    default:
      return undefined;
  }
}

/** Writes one request normally: edge access line plus one line per service in the chain. */
export function normalRequest(w: Win, q: PlannedRequest): void {
  const r = w.r;
  let t = q.t;
  const lat: number[] = q.chain.map((s) => r.latency(s.role === "payments" ? 180 : s.role === "orders" ? 60 : 18));
  const total = lat.reduce((a, b) => a + b, 0) + r.int(1, 6);
  q.chain.forEach((svc, i) => {
    t += r.int(1, 8);
    const req = q.ids(i + 1);
    if (svc.runtime === "elasticsearch") return;
    const done = i === 0 && r.chance(0.35);
    const status = q.method === "POST" ? (q.path.includes("checkout") ? 201 : 200) : 200;
    w.push(
      t,
      svc,
      "info",
      done ? completionLine(svc, r, q.method, q.path, status, lat[i]) : domainLine(svc, r, q.path),
      req,
    );
  });
  const status = q.path.startsWith("/static")
    ? r.weighted([
        [200, 8],
        [304, 3],
      ] as const)
    : q.method === "POST" && q.path.includes("checkout")
      ? 201
      : 200;
  w.access(
    {
      t: q.t + total,
      method: q.method,
      path: q.path,
      status,
      ms: total,
      upstream: q.chain[0]?.name,
      req: q.ids(0),
      ua: q.instore ? KIOSK_UA : undefined,
      ip: q.instore ? podIp(r) : undefined,
    },
    q.instore,
  );
}

/** Plans a random request at time t on one of the estate's endpoints the window can serve. */
export function planRequest(w: Win, t: number): PlannedRequest {
  const r = w.r;
  const eps = w.estate.endpoints.filter((e: Endpoint) => e.chain.length === 0 || w.role(e.chain[0]));
  const ep = r.weighted(eps.map((e) => [e, e.weight] as const));
  const chain: Svc[] = [];
  for (const role of ep.chain) {
    const s = w.role(role);
    if (s) chain.push(s);
  }
  return { t, method: ep.method, path: ep.path(r), chain, instore: !!ep.instore, ids: w.ids() };
}

/** How many file lines the records take in a format (multi-line messages count per line where printed raw). */
export function lineCost(msg: string, multiline: boolean): number {
  if (!multiline) return 1;
  let k = 1;
  for (let i = 0; i < msg.length; i++) if (msg.charCodeAt(i) === 10) k++;
  return k;
}

/** Adds ordinary traffic and job lines until the window holds `target` file lines. */
export function fill(w: Win, target: number, multiline: boolean): void {
  const r = w.r;
  const count = () => w.recs.reduce((s, x) => s + lineCost(x.msg, multiline), 0);
  let have = count();
  const jobSvcs = w
    .apps()
    .filter((s) => jobLine(s, r.fork("probe")) !== undefined || s.role === "loyalty" || s.role === "shipping");
  while (have < target) {
    const before = w.recs.length;
    if (jobSvcs.length && r.chance(0.22)) {
      const svc = r.pick(jobSvcs);
      const msg = jobLine(svc, r);
      const t = w.at();
      if (msg && !w.muted(svc.name, t)) w.push(t, svc, "info", msg);
    } else {
      const q = planRequest(w, w.at(0, 0.999));
      let taken: ReturnType<(typeof w.interceptors)[number]>;
      for (const f of w.interceptors) {
        taken = f(w, q);
        if (taken) break;
      }
      if (taken) w.recs.push(...taken);
      else normalRequest(w, q);
    }
    for (let i = before; i < w.recs.length; i++) have += lineCost(w.recs[i].msg, multiline);
  }
}
