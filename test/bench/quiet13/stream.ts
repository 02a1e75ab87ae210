// One window's stream: per-service clock skew, request traffic through the edge, health checks, periodic jobs,
// the noisy service, deprecation warnings and retries that succeed; then everything sorted by printed time.
import type { Estate, Role } from "./estates.js";
import type { Level, LogEvent } from "./formats.js";
import type { Rng } from "./rng.js";

export class Ctx {
  readonly events: LogEvent[] = [];
  readonly skew: Record<string, number> = {};
  constructor(
    readonly r: Rng,
    readonly e: Estate,
    readonly start: number,
    readonly end: number,
  ) {
    for (const s of this.services()) this.skew[s] = r.int(-300, 300);
  }
  services(): string[] {
    return [...Object.values(this.e.svc), this.e.extra];
  }
  name(role: Role): string {
    return this.e.svc[role];
  }
  trace(): string {
    return this.r.hex(12);
  }
  /** Logs at true time t for a role (or the extra service by its name). */
  log(who: Role | string, t: number, level: Level, message: string, stack?: string[], trace?: string): void {
    const service = (this.e.svc as Record<string, string>)[who] ?? who;
    if (t < this.start || t >= this.end) return;
    stack = stack?.flatMap((l) => l.split("\n"));
    const kind = stack?.[0]?.match(/^([\w.$]+(?:Error|Exception|Error\b))/)?.[1];
    this.events.push({ t: t + (this.skew[service] ?? 0), service, level, message, stack, trace, kind });
  }
  id(): string {
    return `${this.e.idPrefix}-${this.r.int(100000, 999999)}`;
  }
  jpkg(role: Role): string {
    return `${this.e.pkg}.${this.name(role).replace(/-/g, "")}`;
  }
}

const HEALTH: Record<Role, string> = {
  gw: "GET /healthz 200 in 1ms",
  orders: "GET /actuator/health 200 OK in 3ms",
  catalog: "GET /healthz 200 (0.4ms)",
  payments: "GET /actuator/health 200 OK in 4ms",
  worker: "celery@worker-0 ping: pong",
  search: "GET /healthz 200 (0.6ms)",
  media: "GET /healthz 200 in 1ms",
  notify: "GET /health/ 200 2ms",
  mailer: "GET /healthz 200 OK (sidekiq busy=0)",
  profile: "Request finished HTTP/1.1 GET http://0.0.0.0:8080/health - 200 - text/plain 1.2ms",
};

function downstream(c: Ctx, role: Role, t: number, tr: string): void {
  const r = c.r;
  const ent = c.e.entity;
  switch (role) {
    case "orders":
      c.log(role, t, "info", `${ent} ${c.id()} saved (version ${r.int(1, 9)}, ${r.int(1, 14)} lines)`, undefined, tr);
      break;
    case "catalog":
      c.log(
        role,
        t,
        "info",
        `GET /items?page=${r.int(1, 40)} 200 (${r.int(2, 60)}ms) rows=${r.int(10, 50)}`,
        undefined,
        tr,
      );
      break;
    case "payments":
      c.log(
        role,
        t,
        "info",
        `payment intent pi_${r.hex(14)} authorised via ${c.e.psp} in ${r.int(180, 900)}ms`,
        undefined,
        tr,
      );
      break;
    case "search":
      c.log(
        role,
        t,
        "info",
        `query "${r.pick(["fresh", "weekly", "express", "intro", "standard", "bulk"])}" hits=${r.int(0, 900)} took=${r.int(3, 120)}ms`,
        undefined,
        tr,
      );
      break;
    case "media":
      c.log(
        role,
        t,
        "info",
        `GET /assets/${r.hex(10)}.webp 200 ${r.int(8, 240)}KB in ${r.int(4, 90)}ms`,
        undefined,
        tr,
      );
      break;
    case "profile":
      c.log(
        role,
        t,
        "info",
        `Request finished HTTP/1.1 GET http://${c.name("profile")}/v1/profiles/${r.int(10000, 99999)} - 200 - application/json ${r.int(3, 60)}.${r.int(0, 9)}ms`,
        undefined,
        tr,
      );
      break;
    default:
      break;
  }
}

const PATH_ROLE: Role[] = ["orders", "catalog", "media", "payments", "profile"];

export function background(c: Ctx, reqPerSec: number): void {
  const r = c.r;
  const { start, end } = c;
  // request traffic
  for (
    let t = start + r.int(0, 500);
    t < end;
    t += Math.max(20, Math.round((-Math.log(1 - r.next()) * 1000) / reqPerSec))
  ) {
    const tr = c.trace();
    const pi = r.int(0, c.e.paths.length - 1);
    const role = r.chance(0.15) ? "search" : PATH_ROLE[pi];
    const method = role === "orders" || role === "payments" ? r.pick(["GET", "POST", "PUT"]) : "GET";
    const ms = r.int(12, 380);
    downstream(c, role, t + r.int(5, ms - 5), tr);
    if (r.chance(0.004)) {
      const up = c.name(role);
      c.log(
        "gw",
        t + 3,
        "warn",
        `upstream ${up} closed connection (ECONNRESET) on keep-alive socket, retrying request (attempt 2/3)`,
        undefined,
        tr,
      );
    }
    const status = r.chance(0.01) ? r.pick([404, 401, 409]) : method === "POST" ? 201 : 200;
    c.log(
      "gw",
      t + ms,
      status >= 400 ? "warn" : "info",
      `${method} ${c.e.paths[pi]}${role === "search" ? "/search" : ""} ${status} in ${ms}ms`,
      undefined,
      tr,
    );
  }
  // health checks every 15s from the kubelet
  for (const role of Object.keys(c.e.svc) as Role[]) {
    const off = r.int(0, 14999);
    if (r.chance(0.4)) continue;
    for (let t = start + off; t < end; t += 15000) c.log(role, t, "info", HEALTH[role]);
  }
  // periodic jobs
  for (let t = start + r.int(0, 20000); t < end; t += 30000) {
    const id = r.uuid();
    c.log("worker", t, "info", `Task app.tasks.sync_${c.e.entity.replace(/ /g, "_")}_status[${id}] received`);
    c.log(
      "worker",
      t + r.int(80, 900),
      "info",
      `Task app.tasks.sync_${c.e.entity.replace(/ /g, "_")}_status[${id}] succeeded in ${(r.int(80, 900) / 1000).toFixed(3)}s: {'updated': ${r.int(0, 40)}}`,
    );
  }
  for (let t = start + r.int(0, 60000); t < end; t += 60000)
    c.log(
      "orders",
      t,
      "info",
      `Scheduled task reconcileOutbox completed: published=${r.int(0, 30)} in ${r.int(20, 400)}ms`,
    );
  for (let t = start + r.int(0, 8000); t < end; t += r.int(4000, 12000)) {
    const jid = r.hex(24);
    c.log("mailer", t, "info", `SendNotificationJob JID-${jid} INFO: start`);
    c.log(
      "mailer",
      t + r.int(200, 1500),
      "info",
      `SendNotificationJob JID-${jid} INFO: done: ${(r.int(200, 1500) / 1000).toFixed(3)} sec`,
    );
  }
  for (let t = start + r.int(0, 9000); t < end; t += r.int(5000, 15000))
    c.log(
      "notify",
      t,
      "info",
      `delivered event evt_${r.hex(16)} to subscriber ${r.int(100, 999)} (200, ${r.int(40, 400)}ms)`,
    );
  for (let t = start + r.int(0, 20000); t < end; t += r.int(15000, 40000))
    c.log("catalog", t, "info", `cache refresh: ${r.int(200, 4000)} items loaded in ${r.int(20, 300)}ms`);
  // the noisy extra service: steady harmless complaints plus its own work
  for (let t = start + r.int(0, 5000); t < end; t += r.int(3000, 11000)) {
    const n = c.e.noisy(r);
    c.log(c.e.extra, t, n.level, n.message);
  }
  for (let t = start + r.int(0, 7000); t < end; t += r.int(5000, 14000))
    c.log(c.e.extra, t, "info", `poll cycle finished: ${r.int(5, 400)} records in ${r.int(30, 900)}ms`);
  // deprecation warnings
  for (let t = start + r.int(0, 90000); t < end; t += r.int(120000, 240000)) {
    c.log(
      "media",
      t,
      "warn",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    );
    c.log(
      "notify",
      t + r.int(1000, 30000),
      "warn",
      "/app/app/clock.py:14: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    );
    c.log(
      "orders",
      t + r.int(1000, 30000),
      "warn",
      "HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
    );
  }
  c.log(
    "search",
    start + r.int(1000, 40000),
    "warn",
    "[deprecation] legacy index template [logs-template] matches index pattern, use composable templates instead",
  );
  // a retry that succeeds
  for (let t = start + r.int(30000, 90000); t < end; t += r.int(90000, 200000)) {
    c.log(
      "worker",
      t,
      "warn",
      `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='${c.e.geocoder}', port=443): Read timed out. (read timeout=5)")': /v1/geocode`,
    );
    c.log("worker", t + r.int(300, 1500), "info", `geocoded address for ${c.e.entity} ${c.id()} (attempt 2)`);
  }
}
