// What a process prints when it is rolled out or restarted, by runtime. Shared because Spring, Kestrel, Puma,
// gunicorn and Next.js print the same banners whoever runs them; the estates choose names and versions.
import type { Rng } from "./rng.js";
import type { Ev, Runtime } from "./types.js";

export interface StartOpts {
  app: string;
  version: string;
  /** Lines spaced over about this many ms. */
  spread?: number;
}

const step = (r: Rng, t: number, n: number, spread: number) => t + Math.round(((n + r.next()) * spread) / 8);

export function startupLines(r: Rng, svc: string, rt: Runtime, t: number, o: StartOpts): Ev[] {
  const s = o.spread ?? 9000;
  const ev = (n: number, msg: string, level: Ev["level"] = "info"): Ev => ({ t: step(r, t, n, s), svc, level, msg });
  switch (rt) {
    case "java":
    case "kotlin":
      return [
        ev(0, `Starting ${o.app} v${o.version} using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)`),
        ev(1, 'The following 1 profile is active: "prod"'),
        ev(2, "Tomcat initialized with port 8080 (http)"),
        ev(3, "HikariPool-1 - Starting..."),
        ev(4, "HikariPool-1 - Start completed."),
        ev(5, "Exposing 3 endpoint(s) beneath base path '/actuator'"),
        ev(6, "Tomcat started on port 8080 (http) with context path ''"),
        ev(
          7,
          `Started ${o.app} in ${(8 + r.next() * 9).toFixed(3)} seconds (process running for ${(10 + r.next() * 9).toFixed(3)})`,
        ),
      ];
    case "dotnet":
      return [
        ev(0, "Now listening on: http://[::]:8080"),
        ev(1, "Application started. Press Ctrl+C to shut down."),
        ev(2, "Hosting environment: Production"),
        ev(3, "Content root path: /app"),
        ev(4, `${o.app} ${o.version} ready`),
      ];
    case "node":
      return [
        ev(0, `> ${o.app}@${o.version} start`),
        ev(1, "> node --enable-source-maps dist/server.js"),
        ev(3, `${o.app} ${o.version} listening on :3000 (node v20.12.2, pid 1)`),
      ];
    case "python":
      return [
        ev(0, "Starting gunicorn 22.0.0"),
        ev(1, "Listening at: http://0.0.0.0:8000 (1)"),
        ev(2, "Using worker: gthread"),
        ev(3, `Booting worker with pid: ${r.int(7, 12)}`),
        ev(4, `Booting worker with pid: ${r.int(13, 19)}`),
        ev(5, `${o.app} ${o.version} ready`),
      ];
    case "ruby":
      return [
        ev(0, "Puma starting in cluster mode..."),
        ev(1, '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")'),
        ev(2, "*  Min threads: 5\n*  Max threads: 5\n*  Environment: production"),
        ev(3, "* Listening on http://0.0.0.0:3000"),
        ev(4, "Use Ctrl-C to stop"),
        ev(5, `- Worker 0 (PID: ${r.int(20, 40)}) booted in 2.41s, phase: 0`),
        ev(6, `- Worker 1 (PID: ${r.int(41, 60)}) booted in 2.44s, phase: 0`),
      ];
    case "go":
      return [
        ev(0, `starting ${o.app} version=${o.version} commit=${r.hex(7)} go=go1.22.4`),
        ev(2, "config loaded from env (14 keys)"),
        ev(4, "http server listening addr=:8080"),
      ];
    default:
      return [ev(0, `${o.app} ${o.version} started`)];
  }
}

export function shutdownLines(r: Rng, svc: string, rt: Runtime, t: number): Ev[] {
  const ev = (dt: number, msg: string): Ev => ({ t: t + dt + r.int(0, 40), svc, level: "info", msg });
  switch (rt) {
    case "java":
    case "kotlin":
      return [
        ev(0, "Commencing graceful shutdown. Waiting for active requests to complete"),
        ev(900, "Graceful shutdown complete"),
        ev(1000, "HikariPool-1 - Shutdown initiated..."),
        ev(1100, "HikariPool-1 - Shutdown completed."),
      ];
    case "dotnet":
      return [ev(0, "Application is shutting down...")];
    case "python":
      return [
        ev(0, "Handling signal: term"),
        ev(1500, `Worker exiting (pid: ${r.int(7, 19)})`),
        ev(1900, "Shutting down: Master"),
      ];
    case "ruby":
      return [
        ev(0, "- Gracefully stopping, waiting for requests to finish"),
        ev(1200, `=== puma shutdown: ${new Date(t + 1200).toISOString().replace("T", " ").slice(0, 19)} +0000 ===`),
      ];
    case "go":
      return [ev(0, "shutdown signal received, draining connections"), ev(800, "server stopped")];
    case "node":
      return [ev(0, "SIGTERM received, closing server"), ev(600, "server closed")];
    default:
      return [ev(0, "shutting down")];
  }
}
