// Ordinary traffic and the usual noise every window carries: request flows with trace ids, health checks,
// periodic jobs, one chronic noisy warning/error at a constant rate, deprecation warnings, retries that succeed,
// an unrelated deploy and a few slow requests.
import { edgeLine } from "./estates.js";
import type { Ctx } from "./types.js";

const CHRONIC = [
  (c: Ctx) => ({
    svc: c.e.roles.search,
    level: "warn" as const,
    msg: () =>
      `[index.search.slowlog.query] took[${c.r.int(1, 3)}.${c.r.int(0, 9)}s], shard[${c.r.int(0, 4)}], source[{"size":${c.r.pick([20, 50])}}] exceeded warn threshold`,
  }),
  (c: Ctx) => ({
    svc: c.e.roles.notify,
    level: "error" as const,
    msg: () => `dropping message for unsubscribed recipient ${c.r.hex(8)}: no consent record (status=skipped)`,
  }),
  (c: Ctx) => ({
    svc: c.e.roles.extra,
    level: "error" as const,
    msg: () =>
      `metrics exporter: failed to push to statsd-legacy:8125 (connection refused), dropping ${c.r.int(20, 90)} points`,
  }),
  (c: Ctx) => ({
    svc: c.e.roles.store,
    level: "warn" as const,
    msg: () => `object ${c.r.hex(12)} has no content-type, defaulting to application/octet-stream`,
  }),
];

const DEPRECATIONS = [
  "DeprecationWarning: the `Buffer()` constructor is deprecated; use Buffer.alloc() or Buffer.from()",
  "WARN spring.jpa.open-in-view is enabled by default; database queries may be performed during view rendering",
  "config key `cache.ttl_seconds` is deprecated and will be removed in 4.0, use `cache.ttl`",
  "FutureWarning: pandas.DataFrame.applymap has been deprecated, use DataFrame.map instead",
  "grpc: Dial option WithInsecure() is deprecated, use WithTransportCredentials(insecure.NewCredentials())",
];

export function background(c: Ctx, perSecond: number): void {
  const { r, e } = c;
  const downstream = Object.values(e.roles).filter((s) => s !== e.roles.edge && s !== e.roles.job);
  // request flows
  for (let t = c.start + r.gap(1000 / perSecond); t < c.end; t += r.gap(1000 / perSecond)) {
    const trace = r.hex(16);
    const path = r.pick(e.paths);
    const method = r.chance(0.7) ? "GET" : "POST";
    const slow = r.chance(0.006);
    const took = slow ? r.int(2500, 7800) : r.int(8, 260);
    let dt = r.int(2, 20);
    for (let k = r.int(1, 3); k > 0; k--) {
      const s = r.pick(downstream);
      c.add(t + dt, s, r.chance(0.12) ? "debug" : "info", e.say[s](r), { trace });
      dt += r.int(3, 60);
    }
    c.add(
      t + Math.max(took, dt + 2),
      e.roles.edge,
      slow ? "warn" : "info",
      slow
        ? `slow request: ${method} ${path} took ${took}ms (threshold 2000ms)`
        : edgeLine(e, r, method, path, r.chance(0.97) ? 200 : r.pick([201, 204, 304]), took),
      { trace },
    );
  }
  // health checks and periodic work
  for (const s of [e.roles.edge, e.roles.db, e.roles.notify])
    c.every(c.start + r.int(0, 15000), c.end, 15, 0.1, (t) =>
      c.add(t, s, "debug", `GET /healthz 200 ${r.int(0, 3)}ms ua=kube-probe/1.29`),
    );
  c.every(c.start + r.int(0, 30000), c.end, 30, 0.2, (t) => c.add(t, e.roles.job, "info", e.say[e.roles.job](r)));
  c.every(c.start + r.int(0, 20000), c.end, 20, 0.3, (t) => c.add(t, e.roles.ws, "info", e.say[e.roles.ws](r)));
  c.every(c.start + r.int(0, 60000), c.end, 60, 0.1, (t) =>
    c.add(
      t,
      e.roles.jvm,
      "debug",
      `HikariPool-1 - Pool stats (total=20, active=${r.int(1, 7)}, idle=${r.int(13, 19)}, waiting=0)`,
    ),
  );
  // chronic noisy service, from the first minute at a constant rate
  const ch = r.pick(CHRONIC)(c);
  c.every(c.start + r.int(0, 20000), c.end, r.int(12, 40), 0.25, (t) => c.add(t, ch.svc, ch.level, ch.msg()));
  // deprecation warnings
  const dep = r.pick(DEPRECATIONS);
  const depSvc = r.pick(downstream);
  c.every(c.start + r.int(0, 120000), c.end, r.int(150, 300), 0.2, (t) => c.add(t, depSvc, "warn", dep));
  // retries that succeed
  for (let i = r.int(2, 6); i > 0; i--) {
    const t = r.int(c.start, c.end - 10000);
    const s = r.pick(downstream);
    const to = r.pick(downstream.filter((x) => x !== s));
    c.add(
      t,
      s,
      "warn",
      `call to ${to} failed (attempt 1/3): ${r.pick(["context deadline exceeded", "503 Service Unavailable", "read ECONNRESET"])}; retrying in 200ms`,
    );
    c.add(t + r.int(220, 900), s, "info", `call to ${to} succeeded on attempt 2`);
  }
  // unrelated deploy
  const dsvc = r.pick(downstream);
  const dt = r.int(c.start + 60000, c.end - 60000);
  const v = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 20)}`;
  c.add(dt, dsvc, "info", `received SIGTERM, draining connections (rolling update to v${v})`);
  c.add(dt + r.int(3000, 9000), dsvc, "info", `starting ${dsvc} v${v} (git ${r.hex(7)}) on :8080`);
  c.add(dt + r.int(10000, 20000), dsvc, "info", `readiness probe passed, instance in service`);
}
