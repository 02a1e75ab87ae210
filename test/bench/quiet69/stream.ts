// Builds one aggregated window: request traffic, health checks, periodic jobs, the noisy service, deprecation
// warnings, retries that succeed and an unrelated deploy; then whatever the scenario adds, mutes, skew and sort.
import type { Printed } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Ctx, Estate, Ev } from "./types.js";

const HEALTH: Record<string, (r: Rng) => string> = {
  node: (r) => `GET /healthz 200 ${r.int(1, 4)}.${r.int(0, 9)} ms - 15`,
  java: () => `"GET /actuator/health HTTP/1.1" 200 kube-probe/1.29`,
  ruby: (r) => `Completed 200 OK in ${r.int(0, 2)}ms for GET "/up" (kube-probe/1.29)`,
  go: (r) => `http: GET /healthz 200 (${r.int(40, 300)}µs) ua=kube-probe/1.29`,
  python: (r) => `10.${r.int(40, 60)}.0.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`,
  dotnet: (r) =>
    `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET /health - 200 - text/plain ${r.int(0, 2)}.${r.int(1000, 9999)}ms`,
  cpp: () => `[http] GET /healthz -> 200`,
};

const DEPRECATION: Record<string, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  python: [
    "/usr/local/lib/python3.12/site-packages/botocore/auth.py:424: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "/usr/local/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
  ],
  java: [
    "o.h.orm.deprecation : HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    "JpaBaseConfiguration$JpaWebConfiguration : spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  ],
  ruby: [
    "DEPRECATION WARNING: TimeWithZone#to_s(:db) is deprecated. Please use TimeWithZone#to_fs(:db) instead. (called from block in <class:Permit> at /app/app/models/permit.rb:41)",
  ],
  go: ['config: key "tls.min_version" value "1.0" is deprecated and will be rejected by v3, use "1.2"'],
  dotnet: [
    "Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository[50] Using an in-memory repository. Keys will not be persisted to storage.",
  ],
  cpp: ["Warning: Invalid resolution 0 dpi. Using 70 instead."],
};

const RETRY: Record<string, [string, string]> = {
  java: ["java.net.SocketTimeoutException: Read timed out; retrying (attempt 2 of 3)", "call succeeded on attempt 2"],
  python: [
    "Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /v1/batch",
    "batch accepted on retry",
  ],
  node: ["request failed with ECONNRESET (socket hang up), retry 1/3 in 200ms", "retry 1 ok"],
  go: ["retryable error: unexpected EOF; backing off 250ms (attempt 1/4)", "attempt 2/4 ok"],
  dotnet: [
    "Polly[3] Execution attempt. Source: 'default-pipeline/Standard-Retry', Operation Key: '', Result: 'System.Net.Http.HttpRequestException: An error occurred while sending the request.', Handled: 'True', Attempt: '0'",
    "Polly[3] Execution attempt. Source: 'default-pipeline/Standard-Retry', Operation Key: '', Result: '200', Handled: 'False', Attempt: '1'",
  ],
  ruby: ["Faraday::ConnectionFailed (Net::OpenTimeout), retry 1 of 3", "request ok after 1 retry"],
  cpp: ["[http] upstream read short, re-requesting page", "[http] page fetched"],
};

export const STARTUP: Record<string, (svc: string, v: string) => string> = {
  java: (svc, v) =>
    `o.s.b.StartupInfoLogger : Started ${svc.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Application v${v} in 11.8 seconds (process running for 13.1)`,
  python: (svc, v) => `[INFO] Booting worker with pid: 7 (${svc} ${v}, gunicorn 22.0.0)`,
  node: (svc, v) => `${svc}@${v} listening on :8080 (NODE_ENV=production)`,
  go: (svc, v) => `starting ${svc} version=${v} go=go1.22.5 addr=:8080`,
  dotnet: (_svc, v) => `Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down. (build ${v})`,
  ruby: (svc, v) =>
    `=> Booting Puma (${svc} ${v}) * Puma version: 6.4.2 (ruby 3.3.1-p55) * Min threads: 5 * Max threads: 5 * Listening on http://0.0.0.0:3000`,
  cpp: (svc, v) => `${svc} ${v} started, tesseract 5.3.4, 4 worker threads`,
};

const SHUTDOWN: Record<string, string> = {
  java: "o.s.b.w.e.tomcat.GracefulShutdown : Commencing graceful shutdown. Waiting for active requests to complete",
  python: "[INFO] Handling signal: term",
  node: "SIGTERM received, draining connections",
  go: "received terminated, shutting down http server (grace 20s)",
  dotnet: "Microsoft.Hosting.Lifetime[0] Application is shutting down...",
  ruby: "- Gracefully stopping, waiting for requests to finish",
  cpp: "caught SIGTERM, finishing current page",
};

export function newCtx(r: Rng, estate: Estate, start: number, end: number): Ctx {
  const ctx: Ctx = {
    r,
    start,
    end,
    estate,
    evs: [],
    mutes: [],
    add: (t, svc, level, msg, req, keep) => {
      if (t >= start && t < end) ctx.evs.push({ t, svc, level, msg, req, keep });
    },
    rid: () => (estate.traced ? r.hex(12) : undefined),
  };
  return ctx;
}

/** The background every window carries; `nearDeploy` places the unrelated deploy or config reload. */
export function background(ctx: Ctx, ratePerSec: number, nearDeploy: number, avoid: string | null): void {
  const { r, estate: e, start, end } = ctx;
  const total = e.flows.reduce((s, f) => s + f.w, 0);
  for (let t = start + r.exp(1000 / ratePerSec); t < end; t += r.exp(1000 / ratePerSec)) {
    let x = r.next() * total;
    let flow = e.flows[0];
    for (const f of e.flows) {
      x -= f.w;
      if (x < 0) {
        flow = f;
        break;
      }
    }
    const mute = ctx.mutes.find((m) => flow.touches.includes(m.svc) && t >= m.from && t < m.to);
    if (mute && !r.chance(mute.keepProb)) continue;
    const id = ctx.rid();
    for (const [dt, svc, level, msg] of flow.run(r)) {
      if (t + dt < end) ctx.evs.push({ t: t + dt, svc, level, msg, req: id, keep: true });
    }
  }
  for (const svc of e.health) {
    const h = HEALTH[e.runtime[svc]];
    for (let t = start + r.int(0, 15000); t < end; t += 15000 + r.int(-40, 40)) ctx.add(t, svc, "info", h(r));
  }
  for (const j of e.jobs) {
    for (let t = start + r.int(0, j.every); t < end; t += j.every + r.int(-200, 200)) {
      for (const [i, [lv, m]] of j.run(r).entries()) ctx.add(t + i * 30, j.svc, lv, m);
    }
  }
  for (let t = start + r.int(500, 6000); t < end; t += r.exp(e.noisy.every)) {
    const [lv, m] = e.noisy.run(r);
    ctx.add(t, e.noisy.svc, lv, m);
  }
  // deprecation warnings: once at a worker start and again at random
  for (const svc of e.services) {
    const d = DEPRECATION[e.runtime[svc]];
    if (r.chance(0.45)) ctx.add(start + r.int(0, end - start), svc, "warn", r.pick(d));
  }
  // retries that succeed
  const n = r.int(3, 8);
  for (let i = 0; i < n; i++) {
    const svc = r.pick(e.services);
    const [a, b] = RETRY[e.runtime[svc]];
    const t = start + r.int(0, end - start - 2000);
    ctx.add(t, svc, "warn", a);
    ctx.add(t + r.int(200, 900), svc, "info", b);
  }
  // an unrelated deploy or a config reload near nearDeploy
  const svc = r.pick(e.services.filter((s) => s !== avoid && s !== e.noisy.svc));
  const rt = e.runtime[svc];
  const t = nearDeploy;
  if (r.chance(0.6)) {
    const v = `${r.int(1, 6)}.${r.int(0, 30)}.${r.int(0, 9)}`;
    ctx.add(t, svc, "info", SHUTDOWN[rt]);
    ctx.add(t + r.int(3000, 8000), svc, "info", STARTUP[rt](svc, v));
    ctx.add(t + r.int(9000, 12000), svc, "info", `rollout: ${svc} now at ${v} (2/2 replicas ready)`);
  } else {
    ctx.add(
      t,
      svc,
      "info",
      `config reloaded from /etc/${svc}/app.yaml (checksum ${ctx.r.hex(8)}), ${r.int(2, 9)} keys changed`,
    );
  }
}

export function finish(ctx: Ctx, skew: Map<string, number>): Printed[] {
  const kept: Ev[] = ctx.evs.filter((x) => {
    if (x.keep) return true;
    const m = ctx.mutes.find((mu) => mu.svc === x.svc && x.t >= mu.from && x.t < mu.to);
    return !m || ctx.r.chance(m.keepProb);
  });
  const out = kept
    .filter((x) => x.t >= ctx.start && x.t < ctx.end)
    .map((x) => ({ at: Math.round(x.t + (skew.get(x.svc) ?? 0)), svc: x.svc, level: x.level, msg: x.msg, req: x.req }));
  out.sort((a, b) => a.at - b.at);
  return out;
}
