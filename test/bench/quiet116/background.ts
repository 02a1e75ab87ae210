// Background every window carries: health checks, periodic jobs, one constantly noisy service, deprecation
// warnings, retries that succeed, and a deploy or config reload of some service.
import { type Ctx, has, type Role, uid } from "./estates.js";
import type { Level } from "./formats.js";

const HEALTH_ROLES: Role[] = ["gw", "profile", "swipe", "chat", "billing", "discovery", "media", "verify"];

export function healthChecks(ctx: Ctx): void {
  const r = ctx.r;
  for (const role of HEALTH_ROLES) {
    if (!has(ctx.est, role) || r.chance(0.35)) continue;
    const every = r.pick([10000, 15000, 30000]);
    const line = r.pick([
      `GET /healthz 200 (kube-probe/1.29)`,
      `readiness probe ok db=up cache=up`,
      `"GET /health/live HTTP/1.1" 200`,
    ]);
    for (let t = ctx.t0 + r.int(0, every); t < ctx.t1; t += every + r.int(-40, 40)) ctx.emit(role, t, "debug", line);
  }
}

const JOBS: [Role, (c: Ctx) => string][] = [
  ["profile", (c) => `boost expiry sweep: ${c.r.int(40, 300)} boosts expired, ${c.r.int(0, 9)} refunded as unused`],
  ["discovery", (c) => `geo cell stats refreshed (${c.r.pick([2048, 4096, 8192])} cells, ${c.r.int(90, 900)}ms)`],
  ["billing", (c) => `renewal sweep: ${c.r.int(10, 90)} subscriptions due in next hour, ${c.r.int(0, 6)} in grace`],
  [
    "safety",
    (c) => `SLA sweep: t1 queue ${c.r.int(20, 160)} open (oldest ${c.r.int(2, 19)}m), t2 ${c.r.int(0, 40)} open`,
  ],
  [
    "moderation",
    (c) => `model batch stats batch=16 p50=${c.r.int(40, 90)}ms p95=${c.r.int(120, 320)}ms queue=${c.r.int(0, 40)}`,
  ],
  ["swipe", (c) => `ledger segment ${c.r.hex(6)} compacted (${c.r.int(200, 1600)}k rows, ${c.r.int(1, 9)}s)`],
  ["chat", (c) => `presence GC removed ${c.r.int(300, 4000)} stale sessions`],
  ["media", (c) => `orphan cleanup: deleted ${c.r.int(10, 200)} unreferenced objects`],
  ["verify", (c) => `vendor quota remaining ${c.r.int(20000, 90000)} checks this month`],
  ["push", (c) => `feedback poll: ${c.r.int(0, 30)} tokens marked inactive`],
  ["gw", (c) => `jwks refreshed (${c.r.int(2, 3)} keys, kid rotation none)`],
];

export function periodicJobs(ctx: Ctx): void {
  const r = ctx.r;
  for (const [role, msg] of JOBS) {
    if (!has(ctx.est, role)) continue;
    const every = r.pick([30000, 60000, 60000, 120000]);
    for (let t = ctx.t0 + r.int(1000, every); t < ctx.t1; t += every + r.int(-200, 200))
      ctx.emit(role, t, "info", msg(ctx));
  }
}

const NOISY: [Role, Level, (c: Ctx) => string][] = [
  [
    "safety",
    "warn",
    (c) => `text classifier returned empty labels for message m_${c.r.hex(8)}; defaulting to allow (model=tox-v7)`,
  ],
  [
    "media",
    "error",
    (c) => `EXIF parse failed for upload ph_${c.r.hex(10)}: truncated APP1 segment; stripping metadata`,
  ],
  ["push", "error", (c) => `APNs 410 Unregistered for device token ${c.r.hex(12)}..., token removed`],
  [
    "discovery",
    "warn",
    (c) => `location for ${uid(c.r)} at null island (lat=0.0 lng=0.0), falling back to last known fix`,
  ],
  ["profile", "error", (c) => `instagram widget fetch failed for ${uid(c.r)}: HTTP 404 (account gone), hiding widget`],
  ["chat", "warn", (c) => `typing event for archived conversation c_${c.r.hex(9)} dropped`],
  ["billing", "error", (c) => `Play RTDN with unknown purchaseToken ${c.r.hex(16)}... (test notification?) ignored`],
  ["gw", "warn", (c) => `token from app build 5.${c.r.int(1, 9)}.0 carries deprecated claim 'fbid'; ignored`],
  ["moderation", "warn", (c) => `photo ph_${c.r.hex(10)}: no face detected, routed to manual review`],
];

/** One service logs the same harmless complaint at a steady rate from the first second. */
export function noisyService(ctx: Ctx, avoid?: Role): Role {
  const r = ctx.r;
  const options = NOISY.filter(([role]) => has(ctx.est, role) && role !== avoid);
  const [role, level, msg] = r.pick(options);
  const gap = r.int(1500, 6000);
  for (let t = ctx.t0 + r.int(0, 2000); t < ctx.t1; t += gap * (0.5 + r.next())) ctx.emit(role, t, level, msg(ctx));
  return role;
}

const DEPRECATION: Record<string, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  python:
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  go: "grpc: Dial is deprecated, use NewClient instead (google.golang.org/grpc v1.64)",
  dotnet: "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:5000'.",
  ruby: "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2.",
  cpp: "[ WARN:0@12.204] global net_impl.cpp:178 setUpNet DNN/CPU: the OpenCL backend is deprecated, falling back to CPU",
};

export function deprecations(ctx: Ctx): void {
  const r = ctx.r;
  const roles = (Object.keys(ctx.est.services) as Role[]).filter(() => r.chance(0.4));
  for (const role of roles) {
    const every = r.pick([45000, 90000, 180000]);
    for (let t = ctx.t0 + r.int(0, every); t < ctx.t1; t += every) ctx.emit(role, t, "warn", DEPRECATION[ctx.rt(role)]);
  }
}

const RETRIES: [Role, (c: Ctx) => [string, string]][] = [
  [
    "swipe",
    (c) => [`redis MGET i/o timeout on cache-${c.r.int(0, 5)}, retrying (attempt 2/3)`, `redis MGET ok after retry`],
  ],
  [
    "billing",
    () => [`App Store Server API returned 502, retry 1/3 in 400ms`, `App Store Server API call succeeded on attempt 2`],
  ],
  ["media", () => [`PutObject got 503 SlowDown, backing off 250ms (attempt 1)`, `PutObject completed on attempt 2`]],
  [
    "verify",
    (c) => [
      `face-match vendor read timeout after 3000ms, retrying job v_${c.r.hex(8)}`,
      `face-match vendor answered on retry`,
    ],
  ],
  [
    "chat",
    () => [
      `kafka produce to chat.events NOT_LEADER_FOR_PARTITION, refreshing metadata`,
      `kafka produce ok after metadata refresh`,
    ],
  ],
  [
    "profile",
    () => [`serialization failure on update, retrying transaction (attempt 2)`, `profile update committed on retry`],
  ],
];

export function succeedingRetries(ctx: Ctx): void {
  const r = ctx.r;
  const opts = RETRIES.filter(([role]) => has(ctx.est, role));
  for (let t = ctx.t0 + r.int(5000, 40000); t < ctx.t1; t += r.int(25000, 110000)) {
    const [role, m] = r.pick(opts);
    const [a, b] = m(ctx);
    ctx.emit(role, t, "warn", a);
    ctx.emit(role, t + r.int(250, 3500), "info", b);
  }
}

const STARTED: Record<string, (c: Ctx, svc: string, v: string) => string[]> = {
  java: (c, svc, v) => [
    `Commencing graceful shutdown. Waiting for active requests to complete`,
    `Starting ${svc} v${v} using Java 21.0.5 with PID 1`,
    `Tomcat started on port 8080 (http) with context path '/'`,
    `Started Application in ${c.r.int(6, 14)}.${c.r.int(100, 999)} seconds (process running for ${c.r.int(15, 19)}.2)`,
  ],
  python: (c, _svc, v) => [
    `Handling signal: term`,
    `Starting gunicorn 22.0.0 (release ${v})`,
    `Listening at: http://0.0.0.0:8000 (1)`,
    `Booting worker with pid: ${c.r.int(7, 40)}`,
  ],
  go: (_c, svc, v) => [`received SIGTERM, draining connections`, `${svc} starting version=${v}`, `listening on :8080`],
  node: (c, _svc, v) => [
    `SIGTERM received, closing server`,
    `build ${v} starting (node v20.18.0)`,
    `Server listening at http://0.0.0.0:${c.r.pick([3000, 8080])}`,
  ],
  dotnet: (_c, _svc, v) => [
    `Application is shutting down...`,
    `Now listening on: http://[::]:8080 (build ${v})`,
    `Application started. Press Ctrl+C to shut down.`,
  ],
  ruby: (c, _svc, v) => [
    `- Gracefully stopping, waiting for requests to finish`,
    `Puma starting in cluster mode... release ${v}`,
    `* Listening on http://0.0.0.0:3000`,
    `- Worker ${c.r.int(0, 3)} (PID: ${c.r.int(40, 90)}) booted in 4.1s, phase: 0`,
  ],
  cpp: (_c, svc, v) => [
    `caught signal 15, shutting down`,
    `${svc} ${v} starting, 8 worker threads`,
    `serving on 0.0.0.0:9090`,
  ],
};

/** A rolling restart of one replica of `role` at `t` (new build), or a config reload. */
export function deployOrReload(ctx: Ctx, role: Role, t: number, reload: boolean): string {
  const r = ctx.r;
  if (reload) {
    const rev = r.int(1000, 9000);
    ctx.emit(role, t, "info", `config reloaded: feature_flags rev ${rev} -> ${rev + 1} (${r.int(1, 4)} keys changed)`);
    return "config reload";
  }
  const v = `2026.11.${r.int(20, 30)}-${r.int(1, 9)}.${r.hex(7)}`;
  const lines = STARTED[ctx.rt(role)](ctx, ctx.name(role), v);
  lines.forEach((l, i) => {
    ctx.emit(role, t + i * r.int(300, 2500), i === 0 ? "warn" : "info", l);
  });
  return `deploy ${v}`;
}
