// Normal life of a cinema estate: ticket traffic, health checks, periodic jobs, the noisy service, deprecation
// warnings, retries that succeed and an unrelated deploy or config reload.
import { type Estate, FILMS, has, name, type Role, type Runtime } from "./estates.js";
import type { Rng } from "./rng.js";
import { stack } from "./stacks.js";
import type { Level, Stream } from "./stream.js";

export interface Ctx {
  rng: Rng;
  s: Stream;
  e: Estate;
  start: number;
  end: number;
  /** true when `role` cannot serve at true time t */
  down: (role: Role, t: number) => boolean;
  /** writes what callers see when a flow hits a role that is down */
  onFail: (role: Role, t: number, trace: string | undefined, flow: Flow) => void;
  /** how much slower a role answers at t (1 = normal) */
  slow: (role: Role, t: number) => number;
}

export type Flow = "browse" | "seatmap" | "purchase" | "fnb" | "member" | "partner";

export const rt = (c: Ctx, r: Role): Runtime => c.e.runtime[r] ?? "node";
export const n = (c: Ctx, r: Role): string => name(c.e, r);
export const log = (c: Ctx, t: number, r: Role, level: Level, msg: string, trace?: string, st?: string[]): void => {
  if (!has(c.e, r)) return;
  c.s.add(t, n(c, r), level, msg, { ...(trace && c.e.traced ? { trace } : {}), ...(st ? { stack: st } : {}) });
};
export const money = (c: Ctx, v: number): string =>
  `${v.toFixed(2)} ${c.e.key === "lumen" ? "GBP" : c.e.key === "reelhouse" ? "USD" : c.e.key === "picturedome" ? "AUD" : "EUR"}`;
export const sessionId = (c: Ctx): string => `${c.rng.int(100000, 999999)}`;
const row = (c: Ctx) => "ABCDEFGHJKLMN"[c.rng.int(0, 12)] ?? "F";

/** An access-log line in the style of the role's runtime. */
export function access(c: Ctx, r: Role, method: string, path: string, status: number, ms: number): string {
  switch (rt(c, r)) {
    case "go":
      return `http request method=${method} path=${path} status=${status} duration=${(ms / 1000).toFixed(3)}s`;
    case "java":
      return `${method} ${path} -> ${status} (${ms} ms)`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${n(c, r)}${path} - ${status} - application/json ${ms.toFixed(4)}ms`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : "Error"} in ${ms}ms (Views: 0.4ms | ActiveRecord: ${(ms * 0.3).toFixed(1)}ms) ${method} ${path}`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} ${ms}ms`;
    default:
      return `${method} ${path} ${status} ${ms}ms`;
  }
}

function flow(c: Ctx, t: number, f: Flow): void {
  const { rng } = c;
  const trace = rng.hex(16);
  const site = rng.pick(c.e.sites);
  const sid = sessionId(c);
  const lat = (r: Role, base: number) => Math.round(base * c.slow(r, t) * (0.6 + rng.next()));
  const blocked = (roles: Role[]): boolean => {
    for (const r of roles) {
      if (has(c.e, r) && c.down(r, t)) {
        c.onFail(r, t, trace, f);
        return true;
      }
    }
    return false;
  };
  switch (f) {
    case "browse": {
      if (blocked(["tms"])) return;
      log(
        c,
        t + 4,
        "tms",
        "info",
        `sessions for ${site} on ${dateOf(t)}: ${rng.int(30, 70)} (cache ${rng.chance(0.8) ? "hit" : "miss"})`,
        trace,
      );
      log(
        c,
        t + lat("tms", 40),
        "edge",
        "info",
        access(c, "edge", "GET", `/api/v2/sites/${site}/showtimes?date=${dateOf(t)}`, 200, lat("tms", 40)),
        trace,
      );
      return;
    }
    case "seatmap": {
      if (blocked(["seats"])) return;
      const cap = rng.pick([96, 148, 212, 260, 344]);
      log(c, t + 3, "seats", "info", `seat map session=${sid} rendered: ${rng.int(0, cap)}/${cap} available`, trace);
      log(
        c,
        t + lat("seats", 30),
        "edge",
        "info",
        access(c, "edge", "GET", `/api/v2/sessions/${sid}/seatmap`, 200, lat("seats", 30)),
        trace,
      );
      return;
    }
    case "purchase":
    case "partner": {
      const k = rng.int(1, 4);
      const seats = Array.from({ length: k }, (_, i) => `${row(c)}${i + rng.int(1, 14)}`).join(",");
      const hold = `H${rng.int(1000000, 9999999)}`;
      const amount = k * rng.pick([9.5, 11.95, 13.4, 15.0, 17.25]);
      const order = `${c.e.key.slice(0, 3).toUpperCase()}-${rng.hex(6).toUpperCase()}`;
      if (f === "partner") {
        const agg = rng.pick(c.e.aggregators);
        if (blocked(["feeds"])) return;
        log(
          c,
          t,
          "feeds",
          "info",
          `${agg}: booking ${agg.slice(0, 3).toUpperCase()}-${rng.int(1e6, 9e6)} session=${sid} seats=${k} received`,
          trace,
        );
      }
      if (blocked(["seats"])) return;
      log(c, t + 5, "seats", "info", `hold ${hold} placed session=${sid} seats=${seats} ttl=480s`, trace);
      if (blocked(["orders"])) return;
      log(c, t + 20, "orders", "info", `order ${order} created: ${k} ticket(s), total ${money(c, amount)}`, trace);
      const p = f === "purchase" ? lat("pay", 300) : lat("orders", 60);
      if (f === "purchase") {
        if (blocked(["pay"])) return;
        log(
          c,
          t + 30 + p,
          "pay",
          "info",
          `authorised ${money(c, amount)} psp=${c.e.psp} ref=${rng.hex(12).toUpperCase()} 3ds=${rng.pick(["frictionless", "challenge", "exempt"])}`,
          trace,
        );
      }
      log(c, t + 45 + p, "orders", "info", `order ${order} confirmed, hold ${hold} committed`, trace);
      log(c, t + 55 + p, "seats", "info", `hold ${hold} committed -> sold (${k} seats)`, trace);
      if (f === "purchase") {
        log(c, t + 70 + p, "edge", "info", access(c, "edge", "POST", "/api/v2/orders", 201, 70 + p), trace);
        if (has(c.e, "loyalty") && !c.down("loyalty", t) && rng.chance(0.5))
          log(
            c,
            t + 90 + p,
            "loyalty",
            "info",
            `member M${rng.int(1e6, 9e6)} earned ${Math.round(amount)} points for order ${order}`,
            trace,
          );
      } else {
        log(c, t + 80 + p, "feeds", "info", `booking for session ${sid} confirmed as ${order}`, trace);
      }
      return;
    }
    case "fnb": {
      if (!has(c.e, "pos")) return;
      if (blocked(["pos"])) return;
      const till = `TILL-${String(rng.int(1, 12)).padStart(2, "0")}`;
      const total = rng.pick([6.5, 8.9, 12.4, 14.5, 19.8, 23.1]);
      const card = rng.chance(0.85);
      if (card && blocked(["pay"])) return;
      log(
        c,
        t + lat("pos", 250),
        "pos",
        "info",
        `${site} ${till} sale #${rng.int(10000, 99999)} ${rng.int(1, 5)} item(s) ${money(c, total)} tender=${card ? "card" : "cash"}`,
        trace,
      );
      return;
    }
    case "member": {
      if (!has(c.e, "loyalty")) return;
      if (blocked(["loyalty"])) return;
      const path = rng.pick(["/v1/members/me", "/v1/members/me/rewards", "/v1/offers", "/v1/members/me/tickets"]);
      log(
        c,
        t + lat("loyalty", 35),
        "loyalty",
        "info",
        access(c, "loyalty", "GET", path, 200, lat("loyalty", 35)),
        trace,
      );
      return;
    }
  }
}

export const dateOf = (t: number): string => new Date(t).toISOString().slice(0, 10);
const every = (c: Ctx, period: number, jitter: number, fn: (t: number) => void, offset = 0): void => {
  for (let t = c.start + offset + c.rng.int(0, period); t < c.end; t += period + c.rng.int(-jitter, jitter)) fn(t);
};

export function background(c: Ctx, rate: number): void {
  const { rng, e } = c;
  // request traffic
  const flows: Flow[] = ["browse", "browse", "seatmap", "seatmap", "purchase", "fnb", "member", "partner"];
  for (let t = c.start + rng.int(0, 400); t < c.end; t += Math.round((400 + rng.int(0, 1200)) / rate))
    flow(c, t, rng.pick(flows));
  // health checks (kube probes)
  for (const r of ["edge", "seats", "orders", "pay", "tms"] as Role[]) {
    if (!has(e, r)) continue;
    every(c, 10000, 300, (t) => {
      if (!c.down(r, t)) log(c, t, r, "debug", access(c, r, "GET", "/healthz", 200, rng.int(0, 3)));
    });
  }
  // periodic jobs
  every(c, 60000, 2000, (t) => {
    if (!c.down("tms", t))
      log(
        c,
        t,
        "tms",
        "info",
        `session sync: ${rng.int(180, 420)} sessions across ${e.sites.length} sites, ${rng.int(0, 3)} changed`,
      );
  });
  every(c, 90000, 3000, (t) => {
    if (!c.down("kdm", t))
      log(
        c,
        t,
        "kdm",
        "info",
        `polled KDM mailbox kdm@${e.key}.example: ${rng.chance(0.85) ? 0 : rng.int(1, 3)} new message(s)`,
      );
  });
  every(c, 30000, 1500, (t) => {
    if (!c.down("seats", t)) log(c, t, "seats", "info", `hold sweeper: released ${rng.int(0, 6)} expired hold(s)`);
  });
  every(c, 20000, 1000, (t) => {
    if (!c.down("feeds", t))
      log(
        c,
        t,
        "feeds",
        "info",
        `polled ${rng.pick(e.aggregators)}: ${rng.int(0, 9)} new booking(s), cursor=${rng.hex(8)}`,
      );
  });
  every(c, 45000, 2000, (t) => {
    const screen = rng.int(1, 12);
    if (!c.down("proj", t))
      log(
        c,
        t,
        "proj",
        "info",
        `screen ${screen}: playing ${rng.pick(FILMS)} reel ${rng.int(1, 6)}/6 sm=ok temp=${rng.int(31, 38)}C`,
      );
  });
  every(c, 120000, 3000, (t) => {
    if (!c.down("pay", t))
      log(c, t, "pay", "info", `settlement report fetched from ${e.psp}: ${rng.int(40, 400)} records reconciled`);
  });
  every(c, 60000, 3000, (t) => {
    if (!c.down("orders", t)) log(c, t, "orders", "info", `expired ${rng.int(0, 7)} unpaid order(s) older than 15m`);
  });
  noisy(c);
  deprecations(c);
  retries(c);
}

/** One role logs the same harmless error at a constant rate from the first minute. */
function noisy(c: Ctx): void {
  const { rng, e } = c;
  const r = e.noisy;
  const gap = () => rng.int(2500, 9000);
  for (let t = c.start + rng.int(500, 20000); t < c.end; t += gap()) {
    switch (r) {
      case "loyalty":
        log(
          c,
          t,
          r,
          "error",
          `FCM send failed for member M${rng.int(1e6, 9e6)}: messaging/registration-token-not-registered (token pruned)`,
        );
        break;
      case "pos":
        log(
          c,
          t,
          r,
          "error",
          `Receipt printer ${rng.pick(e.sites)}/TILL-07 (TM-T88VI) offline: receipt for sale #${rng.int(10000, 99999)} spooled`,
        );
        break;
      case "proj":
        log(
          c,
          t,
          r,
          "error",
          `SNMP poll of screen 9 projector (10.31.9.20): No SNMP response received before timeout, marking sensor stale`,
        );
        break;
      default:
        log(
          c,
          t,
          r,
          "error",
          `${e.aggregators[0]}: no session mapping for external id ${rng.int(100000, 999999)} (retired showtime); booking skipped`,
        );
    }
  }
}

function deprecations(c: Ctx): void {
  const { rng } = c;
  const text: Record<Runtime, string> = {
    node: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    python:
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC",
    go: "grpc: Dial is deprecated: use NewClient instead",
    dotnet:
      "No store type was specified for the decimal property 'Price' on entity type 'TicketLine'. This will cause values to be silently truncated if they do not fit in the default precision and scale.",
    ruby: "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.0.",
    cpp: "config key 'kdm.legacy_smpte_check' is deprecated and ignored",
  };
  const roles = rng.shuffle(Object.keys(c.e.svc) as Role[]).slice(0, 3);
  for (const r of roles) {
    const period = rng.int(60000, 240000);
    for (let t = c.start + rng.int(1000, 60000); t < c.end; t += period) log(c, t, r, "warn", text[rt(c, r)]);
  }
}

function retries(c: Ctx): void {
  const { rng, e } = c;
  for (let t = c.start + rng.int(20000, 90000); t < c.end; t += rng.int(50000, 150000)) {
    if (rng.chance(0.5) && !c.down("feeds", t)) {
      const agg = rng.pick(e.aggregators);
      log(c, t, "feeds", "warn", `${agg}: GET /v1/bookings?since=... returned 503, retry 1/5 in 2s`);
      log(c, t + 2100, "feeds", "info", `${agg}: retry 1 succeeded (${rng.int(0, 6)} bookings)`);
    } else if (!c.down("pay", t)) {
      const ref = rng.hex(10).toUpperCase();
      log(
        c,
        t,
        "pay",
        "warn",
        `${e.psp} /payments call exceeded 2000ms, retrying idempotently (attempt 2/3, key=${ref})`,
      );
      log(c, t + rng.int(300, 900), "pay", "info", `${e.psp} /payments attempt 2 ok key=${ref}`);
    }
  }
}

/** An unrelated deploy (rolling restart) or config reload of `r` at t. */
export function deploy(c: Ctx, t: number, r: Role, kind: "deploy" | "reload"): void {
  const { rng } = c;
  const v = `${rng.int(2, 9)}.${rng.int(0, 40)}.${rng.int(0, 9)}`;
  if (kind === "reload") {
    log(
      c,
      t,
      r,
      "info",
      `config reloaded from /etc/${n(c, r)}/app.yaml: ${rng.int(1, 3)} key(s) changed (cache.ttl_seconds, feature.waiting_room)`,
    );
    return;
  }
  const startup: Record<Runtime, string[]> = {
    node: [
      "received SIGTERM, closing server (in-flight: 3)",
      "server closed",
      `${n(c, r)}@${v} listening on :8080 (NODE_ENV=production)`,
    ],
    java: [
      "Commencing graceful shutdown. Waiting for active requests to complete",
      "Graceful shutdown complete",
      `Started Application in ${(rng.int(60, 140) / 10).toFixed(1)} seconds (process running for ${rng.int(8, 16)}.2) version=${v}`,
    ],
    go: [
      "shutting down: signal terminated",
      `starting ${n(c, r)} version=${v} commit=${rng.hex(7)}`,
      "listening on :8080",
    ],
    python: [
      "Shutting down",
      "Waiting for application shutdown.",
      `Started server process [1] version=${v}`,
      "Application startup complete.",
    ],
    dotnet: [
      "Application is shutting down...",
      `Now listening on: http://[::]:8080 (version ${v})`,
      "Application started. Press Ctrl+C to shut down.",
    ],
    ruby: [
      "- Gracefully stopping, waiting for requests to finish",
      `* Puma version: 6.4.3 ("The Eagle of Durango") app ${v}`,
      "* Listening on http://0.0.0.0:3000",
    ],
    cpp: ["caught SIGTERM, stopping playout supervisor", `agent ${v} starting, ${rng.int(6, 14)} screens configured`],
  };
  const lines = startup[rt(c, r)];
  lines.forEach((l, i) => {
    log(c, t + i * rng.int(400, 2500), r, "info", l);
  });
}

export const javaFrames = (c: Ctx, parts: string[]): [string, string][] =>
  parts.map((p) => [`${c.e.pkg}.${p}`, `${p.split(".").slice(-2)[0] ?? "App"}.java`]);
export { stack };
