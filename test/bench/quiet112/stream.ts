// One aggregated stream: the context the noise and failure writers share, everyday traffic, health checks, periodic
// jobs, the estate's noisy service, deprecation warnings, retries that succeed and the final skew-sorted render.
import type { Estate, Role, Runtime } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export type Flow = "browse" | "seatmap" | "hold" | "checkout" | "fnb" | "pass" | "till";

export interface Opts {
  stack?: string[];
  errType?: string;
  trace?: string;
  force?: boolean;
}

export interface Breakage {
  role: Role;
  from: number;
  frac: number;
  flows: readonly Flow[];
  hook: (c: Ctx, t: number, flow: Flow, trace: string | undefined) => void;
}

export class Ctx {
  evs: Ev[] = [];
  skew: Record<string, number> = {};
  broken?: Breakage;
  silent?: { role: Role; from: number };
  /** a site whose concessions orders only ever fail after `from` */
  badKitchen?: { site: string; from: number };
  /** the showtime cache refresh stops succeeding from this time */
  refreshFailsFrom?: number;
  constructor(
    readonly rng: Rng,
    readonly e: Estate,
    readonly t0: number,
    readonly t1: number,
  ) {
    for (const s of Object.values(e.svc)) this.skew[s as string] = rng.int(-300, 300);
  }
  has(r: Role): boolean {
    return this.e.svc[r] !== undefined;
  }
  name(r: Role): string {
    return this.e.svc[r] ?? (this.e.svc.gw as string);
  }
  rt(r: Role): Runtime {
    return this.e.rt[r] ?? "go";
  }
  emit(r: Role, t: number, level: Level, msg: string, o: Opts = {}): void {
    if (!this.has(r) || t < this.t0 || t >= this.t1) return;
    if (this.silent && this.silent.role === r && t >= this.silent.from && !o.force) return;
    const svc = this.name(r);
    this.evs.push({
      t,
      p: t + (this.skew[svc] ?? 0),
      svc,
      level,
      msg,
      stack: o.stack,
      errType: o.errType,
      trace: o.trace,
    });
  }
  tid(): string | undefined {
    return this.e.traced ? this.rng.hex(this.e.key === "paragon" ? 16 : 12) : undefined;
  }
  /** Poisson-ish ticks from a to b with mean gap ms */
  every(a: number, b: number, gap: number, f: (t: number) => void): void {
    let t = a + this.rng.next() * gap;
    while (t < b) {
      f(Math.floor(t));
      t += gap * (0.4 + 1.2 * this.rng.next());
    }
  }
  /** fixed period with small jitter */
  period(a: number, b: number, gap: number, f: (t: number) => void): void {
    for (let t = a + this.rng.int(0, gap); t < b; t += gap) f(t + this.rng.int(0, 900));
  }
  site(): string {
    return this.rng.pick(this.e.sites);
  }
  film(): string {
    return this.rng.pick(this.e.films);
  }
  session(): string {
    return `${this.rng.int(10, 99)}${this.rng.int(10000, 99999)}`;
  }
  seat(): string {
    return `${"ABCDEFGHJKLMN"[this.rng.int(0, 12)]}${this.rng.int(1, 24)}`;
  }
}

const ms = (c: Ctx, lo: number, hi: number) => c.rng.int(lo, hi);

/** an access-log line in the gateway runtime's own wording */
export function gwLine(c: Ctx, method: string, path: string, status: number, took: number): string {
  switch (c.rt("gw")) {
    case "node":
      return `${method} ${path} ${status} ${took}ms - ${c.rng.int(120, 9000)} bytes`;
    case "go":
      return `http: ${method} ${path} status=${status} dur=${took}.${c.rng.int(0, 9)}ms`;
    default:
      return `${method} ${path} -> ${status} (${took} ms)`;
  }
}

export function levelFor(status: number): Level {
  return status >= 500 ? "error" : status >= 400 ? "warn" : "info";
}

function paths(c: Ctx, flow: Flow, sess = c.session(), site = c.site()): [string, string] {
  const v = c.e.key === "lumen" ? "/api/v2" : c.e.key === "paragon" ? "/bff" : "/v1";
  switch (flow) {
    case "browse":
      return ["GET", `${v}/showtimes?site=${site}&date=2026-12-0${c.rng.int(1, 7)}`];
    case "seatmap":
      return ["GET", `${v}/sessions/${sess}/seats`];
    case "hold":
      return ["POST", `${v}/sessions/${sess}/holds`];
    case "checkout":
      return ["POST", `${v}/orders`];
    case "fnb":
      return ["POST", `${v}/concessions/orders`];
    case "pass":
      return ["POST", `${v}/passes/redeem`];
    case "till":
      return ["POST", "/till/sales"];
  }
}

export const flowPath = paths;

const ROLES_OF: Record<Flow, Role[]> = {
  browse: ["gw", "show"],
  seatmap: ["gw", "seats"],
  hold: ["gw", "seats"],
  checkout: ["gw", "seats", "orders", "pay", "loyalty"],
  fnb: ["gw", "fnb", "pay"],
  pass: ["gw", "loyalty", "orders"],
  till: ["pos", "orders", "pay"],
};

export function rolesOf(f: Flow): Role[] {
  return ROLES_OF[f];
}

/** the normal, healthy version of one flow */
export function okFlow(c: Ctx, t: number, flow: Flow, trace: string | undefined): void {
  const r = c.rng;
  const sess = c.session();
  const site = c.site();
  const [m, p] = paths(c, flow, sess, site);
  const o = { trace };
  let d = ms(c, 3, 25);
  switch (flow) {
    case "browse":
      c.emit(
        "show",
        t + d,
        "info",
        `listed ${r.int(14, 96)} sessions for ${site} (${r.int(2, 40)}ms, cache ${r.pick(["hit", "hit", "hit", "miss"])})`,
        o,
      );
      break;
    case "seatmap":
      c.emit(
        "seats",
        t + d,
        "info",
        `seat map session=${sess} auditorium=${r.int(1, 14)} seats=${r.int(90, 420)} sold=${r.int(0, 180)} built in ${r.int(4, 60)}ms`,
        o,
      );
      break;
    case "hold":
      c.emit("seats", t + d, "info", `hold ${r.hex(8)} created: ${r.int(1, 6)} seats on session ${sess} ttl=480s`, o);
      break;
    case "checkout": {
      const ord = `${c.e.key.slice(0, 2).toUpperCase()}-${r.int(1000000, 9999999)}`;
      c.emit("seats", t + d, "info", `hold ${r.hex(8)} converted to sale (${r.int(1, 6)} seats, session ${sess})`, o);
      d += ms(c, 10, 60);
      c.emit(
        "pay",
        t + d,
        "info",
        `authorised ${r.int(9, 78)}.${r.int(10, 99)} ${c.e.key === "starlite" ? "USD" : c.e.key === "northlight" ? "DKK" : "GBP"} for ${ord} via ${r.pick(["card", "card", "apple_pay", "google_pay", "gift_card"])} (${r.int(180, 900)}ms)`,
        o,
      );
      d += ms(c, 180, 900);
      c.emit(
        "orders",
        t + d,
        "info",
        `order ${ord} confirmed: ${r.int(1, 6)} tickets for ${c.film()} at ${c.site()}`,
        o,
      );
      if (r.chance(0.45))
        c.emit(
          "loyalty",
          t + d + ms(c, 5, 40),
          "info",
          `member ${r.int(100000, 999999)} earned ${r.int(10, 240)} points for ${ord}`,
          o,
        );
      d += ms(c, 20, 60);
      break;
    }
    case "fnb": {
      let kitchen = c.site();
      while (c.badKitchen && t >= c.badKitchen.from && kitchen === c.badKitchen.site) kitchen = c.site();
      c.emit(
        "fnb",
        t + d,
        "info",
        `order-to-seat ${r.hex(6)} accepted for screen ${r.int(1, 12)} seat ${c.seat()} (${r.int(1, 5)} items, kitchen ${kitchen})`,
        o,
      );
      d += ms(c, 10, 40);
      c.emit(
        "pay",
        t + d,
        "info",
        `authorised ${r.int(4, 30)}.${r.int(10, 99)} for concessions ${r.hex(6)} (${r.int(150, 700)}ms)`,
        o,
      );
      d += ms(c, 150, 700);
      break;
    }
    case "pass":
      c.emit(
        "loyalty",
        t + d,
        "info",
        `pass ${r.pick(["UNL", "SUB", "PLUS"])}-${r.int(100000, 999999)} redeemed for session ${sess}`,
        o,
      );
      d += ms(c, 10, 50);
      c.emit("orders", t + d, "info", `zero-price order issued for pass redemption, session ${sess}`, o);
      break;
    case "till": {
      c.emit(
        "pos",
        t,
        "info",
        `terminal BO-${String(r.int(1, 12)).padStart(2, "0")} sale ${r.int(1, 5)} tickets + ${r.int(0, 4)} concessions`,
        o,
      );
      c.emit("orders", t + d, "info", `box office order ${r.int(100000, 999999)} recorded for session ${sess}`, o);
      c.emit(
        "pay",
        t + d + ms(c, 5, 30),
        "info",
        `card present auth ok (${r.pick(["contactless", "chip", "chip"])}) ${r.int(5, 60)}.${r.int(10, 99)}`,
        o,
      );
      return;
    }
  }
  c.emit("gw", t + d + ms(c, 1, 6), "info", gwLine(c, m, p, flow === "checkout" || flow === "fnb" ? 201 : 200, d), o);
}

/** request traffic; flows that hit a broken service go to its hook */
export function traffic(c: Ctx, perSec: number): void {
  const weights: [Flow, number][] = [
    ["browse", 30],
    ["seatmap", 18],
    ["hold", 14],
    ["checkout", 12],
    ["fnb", 8],
    ["pass", 6],
    ["till", 8],
  ];
  const total = weights.reduce((s, w) => s + w[1], 0);
  c.every(c.t0, c.t1, 1000 / perSec, (t) => {
    let x = c.rng.next() * total;
    let flow: Flow = "browse";
    for (const [f, w] of weights) {
      x -= w;
      if (x < 0) {
        flow = f;
        break;
      }
    }
    if (flow === "till" && !c.has("pos")) flow = "browse";
    const trace = c.tid();
    const b = c.broken;
    if (b && t >= b.from && b.flows.includes(flow) && c.rng.chance(b.frac)) b.hook(c, t, flow, trace);
    else okFlow(c, t, flow, trace);
  });
}

const HEALTH: Record<Runtime, string> = {
  node: "GET /healthz 200 1ms",
  go: "http: GET /healthz status=200 dur=0.3ms",
  java: "GET /actuator/health 200 4ms",
  kotlin: "GET /health/ready -> 200 (3 ms)",
  python: '10.0.3.1 - - "GET /health HTTP/1.1" 200 2',
  dotnet: "Request finished HTTP/1.1 GET http://0.0.0.0:8080/health - 200 - text/plain 0.8421ms",
  ruby: 'Started GET "/up" for 10.0.3.1 / Completed 200 OK in 1ms',
  cpp: "status endpoint served (uptime ok)",
};

const DEPRECATION: Record<Runtime, string> = {
  node: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  go: "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.",
  java: "Property 'spring.redis.host' is deprecated: Use 'spring.data.redis.host' instead.",
  kotlin: "Ktor: 'install(CallLogging)' format option 'level' is deprecated and will be removed in 3.x",
  python:
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects.",
  dotnet:
    "warning ASPDEPR004: 'WebHostBuilder' is obsolete. Consider switching to 'WebApplicationBuilder'. (Microsoft.AspNetCore.Hosting)",
  ruby: "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0.",
  cpp: "config key 'snmp.community' is deprecated, use 'snmp.v3.user' (continuing with v2c)",
};

export const NOISY: Record<string, (c: Ctx) => [Level, string]> = {
  lumen: (c) => [
    "error",
    `SNMP GET 1.3.6.1.4.1.12612.220.11.1.2.1 timed out after 2000ms: screen-11 projector 10.20.11.${c.rng.int(40, 41)} (leeds-trinity)`,
  ],
  northlight: (c) => [
    "error",
    `IMAP uid ${c.rng.int(48000, 49999)} from no-reply@${c.rng.pick(["deluxe.com", "eikongroup.co.uk", "unique-dcp.com"])}: no .xml KDM attachment found, moved to Rejected`,
  ],
  paragon: (c) => [
    "error",
    `terminal BO-${c.rng.pick(["09", "11"])} (bath-kingsmead) heartbeat missed, last seen 2026-11-${c.rng.int(12, 20)}T18:0${c.rng.int(0, 9)}:11Z; marking offline`,
  ],
  starlite: (c) => [
    "error",
    `menu sync: SKU ${c.rng.pick(["40213", "40977", "51102"])} has no price for site ${c.rng.pick(["tempe-mill", "mesa-riverview"])}, item hidden from menu`,
  ],
};

/** everything every file carries besides its special noise */
export function background(c: Ctx): void {
  const r = c.rng;
  const roles = Object.keys(c.e.svc) as Role[];
  for (const role of roles) {
    if (r.chance(0.6))
      c.period(c.t0, c.t1, r.pick([10000, 15000, 30000]), (t) => c.emit(role, t, "info", HEALTH[c.rt(role)]));
  }
  const noisy = NOISY[c.e.key];
  if (noisy)
    c.every(c.t0, c.t1, r.int(6000, 14000), (t) => {
      const [lv, m] = noisy(c);
      c.emit(c.e.noisy, t, lv, m);
    });
  c.period(c.t0, Math.min(c.t1, c.refreshFailsFrom ?? c.t1), 60000, (t) =>
    c.emit(
      "show",
      t,
      "info",
      `showtime cache refreshed: ${r.int(900, 1600)} sessions across ${c.e.sites.length} sites in ${r.int(300, 1400)}ms`,
    ),
  );
  c.period(c.t0, c.t1, 30000, (t) =>
    c.emit("proj", t, "info", `polled ${r.int(38, 60)} screens: ${r.int(10, 30)} playing, rest idle; lamp/laser ok`),
  );
  c.period(c.t0, c.t1, 45000, (t) => c.emit("kdm", t, "info", `mailbox poll: ${r.pick([0, 0, 0, 1, 2])} new messages`));
  c.period(c.t0, c.t1, 120000, (t) =>
    c.emit("loyalty", t, "info", `points ledger flush: ${r.int(40, 400)} entries written`),
  );
  c.period(c.t0, c.t1, 300000, (t) =>
    c.emit("pay", t, "info", `settlement batch ${r.int(1000, 9999)} submitted: ${r.int(200, 900)} captures`),
  );
  if (c.has("pos"))
    c.period(c.t0, c.t1, 60000, (t) => c.emit("pos", t, "info", `heartbeat: ${r.int(18, 26)} terminals online`));
  c.period(c.t0, c.t1, 90000, (t) =>
    c.emit("fnb", t, "info", `kitchen display sync: ${r.int(2, 14)} open tickets at ${c.site()}`),
  );
  // deprecation warnings: a couple of services, a few times each
  for (const role of [r.pick(roles), r.pick(roles)]) {
    for (let i = 0; i < r.int(2, 5); i++) c.emit(role, r.int(c.t0, c.t1), "warn", DEPRECATION[c.rt(role)]);
  }
  // retries that succeed
  c.every(c.t0, c.t1, r.int(60000, 140000), (t) => {
    const o = { trace: c.tid() };
    const which = r.int(0, 2);
    if (which === 0) {
      c.emit("pay", t, "warn", `acquirer call attempt 1/3 failed: read timed out after 5000ms; retrying in 250ms`, o);
      c.emit("pay", t + 5400, "info", `acquirer call attempt 2/3 succeeded (612ms)`, o);
    } else if (which === 1) {
      c.emit(
        "loyalty",
        t,
        "warn",
        `${c.rt("loyalty") === "ruby" ? "Redis::TimeoutError" : "redis.exceptions.TimeoutError: Timeout reading from socket"} on GET member:${r.int(100000, 999999)}, retry 1 of 2`,
        o,
      );
      c.emit("loyalty", t + 120, "info", `member cache read ok after retry`, o);
    } else {
      c.emit("orders", t, "warn", `email receipt enqueue failed (broker busy), retry 1 in 1s`, o);
      c.emit("orders", t + 1100, "info", `email receipt enqueued on retry`, o);
    }
  });
}

/** an unrelated deploy or config reload, roughly at `at` */
export function unrelatedChange(c: Ctx, role: Role, at: number): void {
  const r = c.rng;
  const v = `${r.int(2, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  const rt = c.rt(role);
  if (r.chance(0.5)) {
    c.emit(role, at, "info", `received SIGTERM, draining connections (grace 30s)`);
    c.emit(
      role,
      at + 2100,
      "info",
      rt === "java" || rt === "kotlin"
        ? `Started Application in ${r.int(6, 19)}.${r.int(100, 999)} seconds (process running for ${r.int(7, 21)}.3)`
        : `starting ${c.name(role)} version=${v} commit=${r.hex(7)}`,
    );
    c.emit(role, at + 2900, "info", `listening on :8080 (version ${v})`);
  } else {
    c.emit(
      role,
      at,
      "info",
      `config reloaded from configmap ${c.name(role)}-config (resourceVersion ${r.int(4000000, 9999999)}); 2 keys changed: log.sampling, feature.${r.pick(["fast_seatmap", "recs_v2", "apple_pay_express"])}`,
    );
  }
}

export function renderAll(f: Format, c: Ctx): string[] {
  const evs = [...c.evs].sort((a, b) => a.p - b.p);
  const names = Object.values(c.e.svc) as string[];
  const width = Math.max(...names.map((n) => n.length)) + 3;
  const hosts: Record<string, string> = {};
  const host = (s: string) => {
    hosts[s] ??= `${s}-${c.rng.hex(8).slice(0, 5)}${c.rng.int(0, 9)}`;
    return hosts[s] as string;
  };
  const out: string[] = [];
  for (const e of evs) out.push(...render(f, e, { namespace: c.e.namespace, composeWidth: width, host }));
  return out;
}
