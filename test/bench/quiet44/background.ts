// What every window carries besides traffic: deprecation warnings, retries that succeed, and a rollout or reload.
import type { Estate, Runtime } from "./estates.js";
import type { Stream } from "./stream.js";

const DEPRECATION: Record<Runtime, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  python:
    "/usr/local/lib/python3.11/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  go: "grpc: WithInsecure is deprecated: use WithTransportCredentials and insecure.NewCredentials() instead",
  dotnet:
    "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
  ruby: "DEPRECATION WARNING: ActiveSupport::TimeWithZone#to_s(:db) is deprecated. Please use #to_fs(:db) instead. (called from block in <class:MeetingSerializer> at /app/app/serializers/meeting_serializer.rb:14)",
  elixir: "[warning] Phoenix.View is deprecated, use Phoenix.Component and Phoenix.Template instead",
  c: "WARNING: <core> [core/cfg.y:3563]: yyparse(): parameter 'tcp_connection_lifetime' is deprecated, use 'tcp_connection_lifetime_ms'",
  cpp: "W0312 deprecated flag --max_bitrate_kbps, use --max_bitrate",
};

const BOOT: Record<Runtime, (name: string, ver: string) => string[]> = {
  java: (n, v) => [
    "Commencing graceful shutdown. Waiting for active requests to complete",
    "Graceful shutdown complete",
    `Starting ${n.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Application v${v} using Java 21.0.2 with PID 1`,
    `Started ${n.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Application in 9.214 seconds (process running for 10.02)`,
  ],
  node: (n, v) => ["received SIGTERM, draining connections", `${n}@${v} listening on :8080 (node v20.11.1)`],
  go: (n, v) => [
    "shutdown signal received, draining",
    `starting ${n} version=v${v} commit=${v.replace(/\./g, "")}a7f go=go1.22.1`,
  ],
  python: (_n, v) => [
    "[INFO] Handling signal: term",
    `[INFO] Starting gunicorn 21.2.0 (app ${v})`,
    "[INFO] Booting worker with pid: 8",
  ],
  dotnet: (_n, v) => [
    "info: Microsoft.Hosting.Lifetime[0] Application is shutting down...",
    `info: Microsoft.Hosting.Lifetime[0] Application started. Hosting environment: Production; build ${v}`,
  ],
  ruby: (_n, v) => [
    "- Gracefully stopping, waiting for requests to finish",
    `* Puma version: 6.4.2 (ruby 3.3.0) app ${v}`,
    "* Listening on http://0.0.0.0:3000",
  ],
  elixir: (_n, v) => [`[info] Running PresenceHubWeb.Endpoint with cowboy 2.10.0 at :::4000 (http) release ${v}`],
  c: (_n, v) => [
    "config reload requested (SIGHUP)",
    `reloaded configuration rev ${v}: dispatcher sets=3, tls domains=2`,
  ],
  cpp: (n, v) => [`${n} ${v} starting`],
};

export function deprecations(s: Stream, E: Estate): void {
  const picks = s.r.shuffle([...E.services]).slice(0, 2);
  for (const p of picks) s.every(s.r.int(90, 240) * 1000, (t) => s.emit(t, p.name, "warn", DEPRECATION[p.rt]));
}

/** A rollout (or config reload) of one service at t; returns the version string. */
export function rollout(s: Stream, E: Estate, svc: string, t: number): string {
  const rt = E.services.find((x) => x.name === svc)?.rt ?? "go";
  const ver = `${s.r.int(1, 4)}.${s.r.int(0, 40)}.${s.r.int(0, 9)}`;
  s.emit(t - 4000, svc, "info", `rollout: deployment/${svc} image tag ${ver} (ci pipeline #${s.r.int(20000, 40000)})`);
  BOOT[rt](svc, ver).forEach((line, i) => {
    s.emit(t + i * s.r.int(400, 3000), svc, "info", line);
  });
  return ver;
}

/** Calls that fail once and succeed on the next attempt, scattered through the window. */
export function retriesThatSucceed(s: Stream, E: Estate): void {
  const r = s.r;
  const pairs: [string, string, string][] = {
    ringwell: [
      ["cdr-rater", "billing-ledger", "POST http://billing-ledger:8080/v1/batches"],
      ["voice-api", "call-router", "POST http://call-router:7070/calls"],
      ["number-porting", "billing-ledger", "PUT http://billing-ledger:8080/v1/numbers"],
    ] as [string, string, string][],
    meetbright: [
      ["meet-api", "room-service", "GET http://room-service:8080/rooms"],
      ["recording-worker", "room-service", "GET http://room-service:8080/rooms/meta"],
      ["signal-ws", "sfu-media", "POST http://sfu-media:7000/v1/allocate"],
    ] as [string, string, string][],
    callharbor: [
      ["agent-desktop-api", "crm-connector", "GET http://crm-connector/api/contacts"],
      ["queue-stats", "skills-router", "GET http://skills-router:9090/queues"],
      ["speech-analytics", "recording-vault", "GET http://recording-vault:8200/v1/media"],
    ] as [string, string, string][],
  }[E.key];
  s.every(r.int(70, 150) * 1000, (t) => {
    const [svc, , url] = r.pick(pairs);
    const why = r.pick([
      "ECONNRESET",
      "socket hang up",
      "read: connection reset by peer",
      "502 Bad Gateway",
      "timeout after 2000ms",
    ]);
    s.emit(
      t,
      svc,
      "warn",
      `${url.split(" ")[0]} ${url.split(" ")[1]} failed (${why}), retry 1/3 in ${r.int(100, 800)}ms`,
    );
    s.emit(t + r.int(300, 1200), svc, "info", `${url.split(" ")[0]} ${url.split(" ")[1]} succeeded on attempt 2`);
  });
}
