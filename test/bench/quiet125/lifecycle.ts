// What a process prints when it stops and starts, per runtime, and what the front door prints for one call.
// Used by rolling restarts, deploys and crash loops.
import { camel } from "./errors.js";
import type { Rand } from "./rng.js";
import type { Ctx, Level, Svc } from "./types.js";

export function shutdownLines(r: Rand, s: Svc): Array<[Level, string]> {
  switch (s.rt) {
    case "java":
      return [
        ["INFO", "Commencing graceful shutdown. Waiting for active requests to complete"],
        ["INFO", "Graceful shutdown complete"],
        ["INFO", `HikariPool-1 - Shutdown initiated...`],
        ["INFO", `HikariPool-1 - Shutdown completed.`],
      ];
    case "node":
      return [
        ["INFO", "SIGTERM received, closing HTTP server"],
        ["INFO", `drained ${r.int(0, 6)} in-flight requests, exiting`],
      ];
    case "python":
      return [
        ["INFO", "Handling signal: term"],
        ["INFO", `Worker exiting (pid: ${r.int(7, 40)})`],
        ["INFO", `Worker exiting (pid: ${r.int(7, 40)})`],
        ["INFO", "Shutting down: Master"],
      ];
    case "go":
      return [
        ["INFO", "received signal terminated, shutting down http server"],
        ["INFO", `server stopped gracefully inflight=${r.int(0, 5)}`],
      ];
    case "dotnet":
      return [
        ["INFO", "Application is shutting down..."],
        ["INFO", "Waiting for the host to be disposed. Ensure all 'IHost' instances are wrapped in 'using' blocks."],
      ];
    case "ruby":
      return [
        ["INFO", "- Gracefully stopping, waiting for requests to finish"],
        ["INFO", "=== puma shutdown ==="],
        ["INFO", "- Goodbye!"],
      ];
    default:
      return [["INFO", "exiting on SIGQUIT"]];
  }
}

export function startupLines(r: Rand, s: Svc, version: string): Array<[Level, string]> {
  const app = camel(s.name);
  switch (s.rt) {
    case "java":
      return [
        [
          "INFO",
          `Starting ${app}Application v${version} using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)`,
        ],
        ["INFO", 'The following 1 profile is active: "prod"'],
        ["INFO", `Tomcat initialized with port 8080 (http)`],
        ["INFO", "HikariPool-1 - Starting..."],
        ["INFO", `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(8)}`],
        ["INFO", "HikariPool-1 - Start completed."],
        ["INFO", `Tomcat started on port 8080 (http) with context path '/'`],
        [
          "INFO",
          `Started ${app}Application in ${r.float(9, 28).toFixed(3)} seconds (process running for ${r.float(10, 30).toFixed(3)})`,
        ],
      ];
    case "node":
      return [
        ["INFO", `${s.name} v${version} starting (node v20.${r.int(11, 15)}.0, NODE_ENV=production)`],
        ["INFO", `listening on :${r.pick([3000, 8080])}`],
      ];
    case "python":
      return [
        ["INFO", "Starting gunicorn 21.2.0"],
        ["INFO", "Listening at: http://0.0.0.0:8000 (1)"],
        ["INFO", "Using worker: gthread"],
        ["INFO", `Booting worker with pid: ${r.int(7, 12)}`],
        ["INFO", `Booting worker with pid: ${r.int(13, 20)}`],
        ["INFO", `${s.name} ${version} ready`],
      ];
    case "go":
      return [
        ["INFO", `starting ${s.name} version=${version} commit=${r.hex(7)} go=go1.22.${r.int(2, 5)}`],
        ["INFO", `http server listening addr=:8080`],
      ];
    case "dotnet":
      return [
        ["INFO", "Now listening on: http://[::]:8080"],
        ["INFO", "Application started. Press Ctrl+C to shut down."],
        ["INFO", "Hosting environment: Production"],
        ["INFO", `Content root path: /app (${app} ${version})`],
      ];
    case "ruby":
      return [
        ["INFO", "Puma starting in cluster mode..."],
        ["INFO", `* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")`],
        ["INFO", "* Environment: production"],
        ["INFO", `* Workers: ${r.int(2, 4)}`],
        ["INFO", "* Listening on http://0.0.0.0:3000"],
        ["INFO", `Use Ctrl-C to stop (release ${version})`],
      ];
    default:
      return [["INFO", "start worker processes"]];
  }
}

/** Emits shutdown then startup of one pod at time t; returns the time the pod is ready again. */
export function restartPod(ctx: Ctx, s: Svc, t: number, version: string, downMs: number): number {
  const { r } = ctx;
  let tt = t;
  for (const [level, msg] of shutdownLines(r, s)) {
    ctx.emit({ t: Math.round(tt), svc: s.name, level, msg });
    tt += r.int(20, 600);
  }
  tt = t + downMs;
  for (const [level, msg] of startupLines(r, s, version)) {
    ctx.emit({ t: Math.round(tt), svc: s.name, level, msg });
    tt += r.int(30, 1200);
  }
  return tt;
}
