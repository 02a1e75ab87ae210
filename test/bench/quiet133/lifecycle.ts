// Start-up and shutdown lines in each runtime's words, and rolling deploys across a service's pods.
import { lg } from "./background.js";
import type { Ctx, Service } from "./types.js";

function className(s: Service): string {
  return `${s.name
    .split(/[-_]/)
    .map((x) => x.charAt(0).toUpperCase() + x.slice(1))
    .join("")}Application`;
}

export function startLines(c: Ctx, s: Service, pod: string, t: number, version: string): number {
  const r = c.r;
  const L: Array<[number, string, boolean?]> = [];
  switch (s.runtime) {
    case "java":
      L.push(
        [0, `Starting ${className(s)} v${version} using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)`],
        [400, 'The following 1 profile is active: "prod"'],
        [6200, `Tomcat initialized with port ${s.port} (http)`],
        [9100, "HikariPool-1 - Starting..."],
        [9600, `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(8)}`],
        [9700, "HikariPool-1 - Start completed."],
        [13800, `Tomcat started on port ${s.port} (http) with context path '/'`],
        [
          14100,
          `Started ${className(s)} in ${r.float(12, 16).toFixed(3)} seconds (process running for ${r.float(16, 18).toFixed(3)})`,
        ],
      );
      break;
    case "kotlin":
      L.push(
        [0, `${s.name} ${version} starting (JVM 21.0.3)`],
        [3100, `Application started in ${r.float(2.8, 4.2).toFixed(3)} seconds.`],
        [3150, `Responding at http://0.0.0.0:${s.port}`],
      );
      break;
    case "keycloak":
      L.push(
        [
          0,
          `Keycloak ${version} on JVM (powered by Quarkus 3.8.3) started in ${r.float(8, 13).toFixed(3)}s. Listening on: http://0.0.0.0:${s.port}. Management interface listening on http://0.0.0.0:9000.`,
        ],
        [50, "Profile prod activated."],
      );
      break;
    case "node":
      L.push(
        [0, `${s.name}@${version} starting (node v20.12.2, NODE_ENV=production)`],
        [1800, `server listening on http://0.0.0.0:${s.port}`],
      );
      break;
    case "go":
      L.push(
        [0, `starting ${s.name} version=${version} commit=${r.hex(7)} go=go1.22.3`],
        [300, `listening on :${s.port || 9090}`],
      );
      break;
    case "dotnet":
      L.push(
        [0, `Now listening on: http://[::]:${s.port}`],
        [20, "Application started. Press Ctrl+C to shut down."],
        [25, "Hosting environment: Production"],
        [30, "Content root path: /app"],
      );
      break;
    case "python":
      if (s.port === 0)
        L.push(
          [0, `celery@${pod} v5.3.6 (emerald-rush)`],
          [2200, "Connected to redis://redis:6379/0"],
          [2600, `celery@${pod} ready.`],
        );
      else if (s.name.includes("django"))
        L.push(
          [0, "[INFO] Starting gunicorn 21.2.0", true],
          [30, `[INFO] Listening at: http://0.0.0.0:${s.port} (1)`, true],
          [40, "[INFO] Using worker: sync", true],
          [60, `[INFO] Booting worker with pid: ${r.int(7, 40)}`, true],
          [80, `[INFO] Booting worker with pid: ${r.int(41, 80)}`, true],
        );
      else
        L.push(
          [0, "Started server process [1]"],
          [20, "Waiting for application startup."],
          [900, "Application startup complete."],
          [910, `Uvicorn running on http://0.0.0.0:${s.port} (Press CTRL+C to quit)`],
        );
      break;
    case "ruby":
      if (s.port === 0)
        L.push(
          [0, `Booted Rails 7.1.3 application in production environment`],
          [200, `Running in ruby 3.3.0 (2023-12-25 revision 5124f9ac75) +YJIT [x86_64-linux]`],
          [600, "Starting processing, hit Ctrl-C to stop"],
        );
      else
        L.push(
          [0, "Puma starting in single mode..."],
          [10, '* Puma version: 6.4.2 (ruby 3.3.0-p0) ("The Eagle of Durango")'],
          [20, "*  Min threads: 5"],
          [3100, `* Listening on http://0.0.0.0:${s.port}`],
          [3110, "Use Ctrl-C to stop"],
        );
      break;
    default:
      L.push([0, `${s.name} ${version} started`]);
  }
  for (const [dt, msg, stderr] of L)
    c.emit({ t: t + dt, svc: s, pod, level: "info", msg, stderr, logger: lg(s, "Program") });
  return L[L.length - 1]?.[0] ?? 0;
}

export function stopLines(c: Ctx, s: Service, pod: string, t: number): number {
  const L: Array<[number, string, boolean?]> = [];
  switch (s.runtime) {
    case "java":
      L.push(
        [0, "Commencing graceful shutdown. Waiting for active requests to complete"],
        [900, "Graceful shutdown complete"],
        [950, "HikariPool-1 - Shutdown initiated..."],
        [990, "HikariPool-1 - Shutdown completed."],
      );
      break;
    case "kotlin":
    case "keycloak":
      L.push([0, "Application stopping"], [500, `${s.name} stopped in 0.${c.r.digits(3)}s`]);
      break;
    case "node":
      L.push([0, "SIGTERM received, draining connections"], [1200, "server closed, exiting"]);
      break;
    case "go":
      L.push([0, "received signal terminated, shutting down"], [700, "http server stopped"]);
      break;
    case "dotnet":
      L.push([0, "Application is shutting down..."]);
      break;
    case "python":
      if (s.name.includes("django"))
        L.push(
          [0, "[INFO] Handling signal: term", true],
          [600, "[INFO] Worker exiting (pid: 12)", true],
          [900, "[INFO] Shutting down: Master", true],
        );
      else if (s.port === 0) L.push([0, "worker: Warm shutdown (MainProcess)"]);
      else
        L.push(
          [0, "Shutting down"],
          [20, "Waiting for application shutdown."],
          [40, "Application shutdown complete."],
          [50, "Finished server process [1]"],
        );
      break;
    case "ruby":
      if (s.port === 0)
        L.push([0, "Shutting down"], [800, "Terminating quiet threads for default capsule"], [1500, "Bye!"]);
      else
        L.push(
          [0, "- Gracefully stopping, waiting for requests to finish"],
          [700, "=== puma shutdown ==="],
          [720, "- Goodbye!"],
        );
      break;
    default:
      L.push([0, "shutting down"]);
  }
  for (const [dt, msg, stderr] of L)
    c.emit({ t: t + dt, svc: s, pod, level: "info", msg, stderr, logger: lg(s, "Program") });
  return L[L.length - 1]?.[0] ?? 0;
}

/** Replaces each pod in turn; returns when the last new pod is up. New pods log under their new names. */
export function rollingDeploy(c: Ctx, s: Service, t: number, version: string, gap = 25000): number {
  const rs = c.r.alnum(10);
  let at = t;
  for (const pod of s.pods) {
    const np =
      s.pods.length && pod.includes("-")
        ? `${pod.replace(/-[a-z0-9]{10}-[a-z0-9]{5}$/, "")}-${rs}-${c.r.alnum(5)}`
        : pod;
    const up = startLines(c, s, np, at, version);
    stopLines(c, s, pod, at + up + c.r.int(500, 2000));
    at += up + gap + c.r.int(0, 5000);
  }
  return at;
}
