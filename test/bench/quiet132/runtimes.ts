// What each runtime prints when a process stops, starts and reloads its configuration, and a restart
// helper that lays those lines down (one replica or a rolling restart).
import { emit, service } from "./ctx.js";
import type { Ctx, Level, Runtime } from "./types.js";

type Line = [number, Level, string];

const camel = (s: string) =>
  s
    .split(/[-_]/)
    .map((w) => (w[0] ?? "").toUpperCase() + w.slice(1))
    .join("");

export function stopLines(rt: Runtime, name: string): Line[] {
  switch (rt) {
    case "java":
      return [
        [0, "info", "Commencing graceful shutdown. Waiting for active requests to complete"],
        [900, "info", "Graceful shutdown complete"],
        [1100, "info", "HikariPool-1 - Shutdown initiated..."],
        [1180, "info", "HikariPool-1 - Shutdown completed."],
      ];
    case "node":
      return [
        [0, "info", "received SIGTERM, closing server (draining keep-alive sockets)"],
        [1400, "info", "server closed, exiting with code 0"],
      ];
    case "go":
      return [
        [0, "info", "shutdown signal received (terminated), draining in-flight requests"],
        [2100, "info", `${name} stopped cleanly`],
      ];
    case "dotnet":
      return [
        [0, "info", "Application is shutting down..."],
        [600, "info", "Stopping hosted service ..."],
      ];
    case "python":
      return [
        [0, "info", "Handling signal: term"],
        [700, "info", "Worker exiting (pid: 8)"],
        [1500, "info", "Shutting down: Master"],
      ];
    case "ruby":
      return [
        [0, "info", "- Gracefully stopping, waiting for requests to finish"],
        [1900, "info", "- Goodbye!"],
      ];
    case "nginx":
      return [[0, "info", "signal 15 (SIGTERM) received from 1, exiting"]];
    case "envoy":
      return [
        [0, "warn", "caught ENVOY_SIGTERM"],
        [300, "info", "shutting down server instance"],
      ];
    case "keycloak":
      return [[0, "info", `Keycloak stopped in 0.412s`]];
  }
}

export function bootLines(rt: Runtime, name: string, version: string, port: number): Line[] {
  switch (rt) {
    case "java":
      return [
        [0, "info", `Starting ${camel(name)}Application v${version} using Java 21.0.3 with PID 1`],
        [40, "info", 'The following 1 profile is active: "prod"'],
        [2900, "info", `Tomcat initialized with port ${port} (http)`],
        [5200, "info", "HikariPool-1 - Starting..."],
        [5600, "info", "HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@5b1f29fa"],
        [5610, "info", "HikariPool-1 - Start completed."],
        [7800, "info", `Tomcat started on port ${port} (http) with context path '/'`],
        [7900, "info", `Started ${camel(name)}Application in 7.412 seconds (process running for 8.09)`],
      ];
    case "node":
      return [
        [0, "info", `${name}@${version} starting (node v20.14.0, NODE_ENV=production)`],
        [900, "info", `listening on http://0.0.0.0:${port}`],
      ];
    case "go":
      return [
        [0, "info", `starting ${name} version=${version} commit=${version.replace(/\./g, "")}f3a9c go=go1.22.4`],
        [120, "info", `http server listening addr=:${port}`],
        [140, "info", "ready"],
      ];
    case "dotnet":
      return [
        [0, "info", `Now listening on: http://[::]:${port}`],
        [10, "info", "Application started. Press Ctrl+C to shut down."],
        [12, "info", "Hosting environment: Production"],
        [14, "info", "Content root path: /app"],
      ];
    case "python":
      return [
        [0, "info", "Starting gunicorn 22.0.0"],
        [10, "info", `Listening at: http://0.0.0.0:${port} (1)`],
        [12, "info", "Using worker: gthread"],
        [60, "info", "Booting worker with pid: 7"],
        [90, "info", "Booting worker with pid: 8"],
      ];
    case "ruby":
      return [
        [0, "info", `Puma starting in cluster mode...`],
        [5, "info", '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")'],
        [8, "info", "*  Environment: production"],
        [2600, "info", `* Listening on http://0.0.0.0:${port}`],
        [2610, "info", "Use Ctrl-C to stop"],
      ];
    case "nginx":
      return [
        [0, "info", 'using the "epoll" event method'],
        [5, "info", "start worker processes"],
      ];
    case "envoy":
      return [
        [0, "info", `initializing epoch 0 (base id=0, hot restart version=11.104)`],
        [700, "info", "all clusters initialized. initializing init manager"],
        [900, "info", "starting main dispatch loop"],
      ];
    case "keycloak":
      return [
        [
          0,
          "info",
          `Keycloak 24.0.5 on JVM (powered by Quarkus 3.8.5) started in 9.804s. Listening on: http://0.0.0.0:${port}`,
        ],
      ];
  }
}

/** A configuration reload that worked, in the runtime's words (one optional WARN about an ignored key). */
export function reloadLines(rt: Runtime, name: string, changed: number, stray?: string): Line[] {
  const warn: Line[] = stray ? [[30, "warn", unknownKey(rt, stray)]] : [];
  switch (rt) {
    case "nginx":
      return [[0, "info", "signal 1 (SIGHUP) received from 1, reconfiguring"], [20, "info", "reconfiguring"], ...warn];
    case "envoy":
      return [
        [0, "info", `cds: add ${changed} cluster(s), remove 0 cluster(s)`],
        [15, "info", "lds: add/update listener 'ingress_https'"],
        ...warn,
      ];
    case "java":
      return [
        [
          0,
          "info",
          `Refreshing keys: [${Array.from({ length: changed }, (_, i) => `feature.flag${i + 1}`).join(", ")}]`,
        ],
        ...warn,
      ];
    case "dotnet":
      return [
        [0, "info", `Configuration reloaded from /config/appsettings.Production.json (${changed} keys changed)`],
        ...warn,
      ];
    case "go":
      return [[0, "info", `config reloaded path=/etc/${name}/config.yaml changed=${changed}`], ...warn];
    default:
      return [[0, "info", `configuration reloaded (${changed} settings changed)`], ...warn];
  }
}

function unknownKey(rt: Runtime, k: string): string {
  switch (rt) {
    case "go":
      return `config: unknown field "${k}" ignored`;
    case "java":
      return `Property '${k}' is not bound to any @ConfigurationProperties and will be ignored`;
    case "dotnet":
      return `Configuration key '${k}' is obsolete and has no effect`;
    case "nginx":
      return `the "${k}" directive is deprecated, use the "http2" directive instead`;
    default:
      return `unknown setting '${k}' ignored`;
  }
}

export function lay(c: Ctx, t: number, svc: string, lines: Line[], rep?: number): number {
  let last = t;
  for (const [dt, lv, msg] of lines) {
    emit(c, t + dt, svc, lv, msg, rep ? { rep } : {});
    last = t + dt;
  }
  return last;
}

/**
 * Stops and starts every replica of `svc` one after another from `t` (a rolling restart); with `down`, the
 * service writes nothing between stop and start. Returns the time the last replica is up.
 */
export function restart(c: Ctx, svc: string, t: number, version?: string, gapMs = 9000, down = false): number {
  const s = service(c, svc);
  const reps = Math.max(1, s.replicas);
  let at = t;
  for (let r = 1; r <= reps; r++) {
    const stopEnd = lay(c, at, svc, stopLines(s.rt, svc), r);
    if (down) c.down.push({ svc, from: stopEnd + 1, to: stopEnd + gapMs });
    const up = lay(c, stopEnd + gapMs, svc, bootLines(s.rt, svc, version ?? s.version, s.port), r);
    at = up + c.rng.float(4000, 12000);
  }
  return at;
}
