// What each runtime prints for health probes, restarts/deploys and deprecations.
import type { Stream } from "./stream.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export function health(s: Stream, svc: string, rt: Runtime, t: number): void {
  const r = s.r;
  const ip = `10.42.${r.int(0, 7)}.${r.int(2, 250)}`;
  switch (rt) {
    case "go":
      s.add(t, svc, "debug", `GET /healthz 200 ${r.float(0.1, 0.9).toFixed(3)}ms remote=${ip}`);
      break;
    case "node":
      s.add(
        t,
        svc,
        "info",
        `${ip} - - "GET /health HTTP/1.1" 200 15 "-" "kube-probe/1.29" ${r.float(0.4, 3).toFixed(3)} ms`,
      );
      break;
    case "python":
      s.add(t, svc, "info", `${ip}:${r.int(30000, 60000)} - "GET /healthz HTTP/1.1" 200 OK`);
      break;
    case "dotnet":
      s.add(
        t,
        svc,
        "info",
        `Request finished HTTP/1.1 GET http://${ip}:8080/healthz - 200 - text/plain 0.${r.digits(4)}ms`,
      );
      break;
    case "ruby":
      s.add(
        t,
        svc,
        "info",
        `Completed 200 OK in ${r.int(1, 4)}ms (Views: 0.1ms | ActiveRecord: 0.0ms | Allocations: ${r.int(80, 300)})`,
      );
      break;
    case "java":
      if (r.chance(0.3))
        s.add(t, svc, "debug", `o.s.b.a.health.HealthEndpointWebExtension : Health UP (db, diskSpace, ping)`);
      break;
    case "cpp":
      break;
  }
}

export function restartLines(s: Stream, svc: string, rt: Runtime, t: number, version: string): number {
  const r = s.r;
  const lines: [number, string][] = [];
  switch (rt) {
    case "java":
      lines.push(
        [
          0,
          `Started ${svc.replace(/-(.)/g, (_m, c: string) => c.toUpperCase())}Application in ${r.float(9, 24).toFixed(3)} seconds (process running for ${r.float(11, 27).toFixed(3)})`,
        ],
        [40, `Tomcat started on port 8080 (http) with context path '/'`],
        [90, `build-info: version=${version} commit=${r.hex(7)}`],
      );
      break;
    case "python":
      lines.push(
        [0, `Starting gunicorn 22.0.0`],
        [20, `Listening at: http://0.0.0.0:8000 (1)`],
        [40, `Booting worker with pid: ${r.int(7, 40)}`],
        [900, `app ready version=${version}`],
      );
      break;
    case "go":
      lines.push([0, `starting ${svc} version=${version} go=go1.22.5`], [15, `http server listening addr=:8080`]);
      break;
    case "node":
      lines.push([0, `${svc}@${version} starting (node v20.15.1, NODE_ENV=production)`], [300, `listening on :3000`]);
      break;
    case "dotnet":
      lines.push(
        [0, `Now listening on: http://[::]:8080`],
        [5, `Application started. Press Ctrl+C to shut down.`],
        [6, `Hosting environment: Production`],
        [7, `Content root path: /app (assembly version ${version})`],
      );
      break;
    case "ruby":
      lines.push(
        [0, `Puma starting in single mode...`],
        [5, `* Version 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango")`],
        [900, `* Listening on http://0.0.0.0:3000 (release ${version})`],
      );
      break;
    case "cpp":
      lines.push(
        [0, `${svc} ${version} starting, config=/etc/${svc}/${svc}.conf`],
        [50, `worker threads: 8, listening on 0.0.0.0:7400`],
      );
      break;
  }
  for (const [dt, m] of lines) s.add(t + dt, svc, "info", m);
  return lines.length;
}

/** A rolling deploy of svc at t: drain, restart, ready. */
export function deploy(s: Stream, svc: string, rt: Runtime, t: number, version: string): void {
  s.add(
    t - 2200,
    svc,
    "info",
    rt === "node" ? "SIGTERM received, closing server" : "Received SIGTERM, shutting down gracefully",
  );
  if (rt === "java")
    s.add(t - 1800, svc, "info", "Commencing graceful shutdown. Waiting for active requests to complete");
  restartLines(s, svc, rt, t, version);
}

export function configReload(s: Stream, svc: string, rt: Runtime, t: number, what: string): void {
  const msg =
    rt === "java"
      ? `Refreshing keys: [${what}] (RefreshScope)`
      : rt === "dotnet"
        ? `Configuration reloaded from /config/appsettings.Production.json (${what})`
        : rt === "go"
          ? `config reloaded from configmap keys=${what}`
          : `reloaded configuration (${what})`;
  s.add(t, svc, "info", msg);
}

export const DEPRECATIONS: Record<Runtime, string[]> = {
  node: [
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  ],
  python: [
    "/app/.venv/lib/python3.12/site-packages/botocore/auth.py:424: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "/app/.venv/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
  ],
  java: [
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  ],
  dotnet: [
    "No store type was specified for the decimal property 'Amount' on entity type 'PriceLine'. This will cause values to be silently truncated if they do not fit in the default precision and scale.",
    "Storing keys in a directory '/root/.aspnet/DataProtection-Keys' that may not be persisted outside of the container. Protected data will be unavailable when container is destroyed.",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
    "DEPRECATION WARNING: Using legacy connection handling is deprecated. Please set `legacy_connection_handling` to `false` in your application.",
  ],
  go: [
    "grpc: Dial called with deprecated option WithInsecure(); use WithTransportCredentials(insecure.NewCredentials()) instead",
  ],
  cpp: ["warning: OpenSSL 1.1.1 is end-of-life; linking against libssl.so.1.1 (legacy)"],
};
