// What each runtime prints when a process stops and starts: rolling restarts, deploys and crash loops.
import type { Ctx } from "./ctx.js";
import { slashed } from "./time.js";

const camel = (s: string) =>
  s
    .split(/[-_]/)
    .filter((x) => x && x !== "iv")
    .map((x) => x[0].toUpperCase() + x.slice(1))
    .join("");

/** Lines a process prints on a graceful stop, from t. */
export function shutdown(c: Ctx, t: number, svc: string): void {
  const r = c.r;
  const say = (dt: number, msg: string, lvl: "info" | "warn" = "info") => c.emit(t + dt, svc, lvl, msg);
  switch (c.rt(svc)) {
    case "java":
      say(0, "Commencing graceful shutdown. Waiting for active requests to complete");
      say(r.int(300, 2500), "Graceful shutdown complete");
      say(r.int(2600, 2900), "HikariPool-1 - Shutdown initiated...");
      say(r.int(2950, 3100), "HikariPool-1 - Shutdown completed.");
      break;
    case "go":
      say(0, `received signal terminated, draining connections (grace ${r.pick([20, 25, 30])}s)`);
      say(r.int(800, 4000), "server stopped cleanly");
      break;
    case "python": {
      const w = r.int(7, 30);
      say(0, "[1] [INFO] Handling signal: term");
      for (let i = 0; i < 4; i++) say(200 + i * 40, `[${w + i}] [INFO] Worker exiting (pid: ${w + i})`);
      say(r.int(1500, 3000), "[1] [INFO] Shutting down: Master");
      break;
    }
    case "node":
      say(0, "SIGTERM received: closing HTTP server, draining keep-alive sockets");
      say(r.int(400, 3000), "HTTP server closed, exiting with code 0");
      break;
    case "dotnet":
      say(0, "Application is shutting down...");
      break;
    case "ruby":
      if (svc.includes("worker")) {
        say(0, "Shutting down");
        say(20, "Terminating quiet threads for default capsule");
        say(r.int(500, 4000), "Bye!");
      } else {
        say(0, "- Gracefully shutting down workers...");
        say(r.int(600, 2500), "- Goodbye!");
      }
      break;
    case "nginx":
      say(0, `${slashed(c.local(svc, t))} [notice] 1#1: signal 3 (SIGQUIT) received, shutting down`);
      say(300, `${slashed(c.local(svc, t + 300))} [notice] 1#1: exit`);
      break;
    default:
      say(0, "shutting down");
  }
}

/** Lines a process prints from start to ready, from t; returns the time it is ready. */
export function startup(c: Ctx, t: number, svc: string, version: string): number {
  const r = c.r;
  let dt = 0;
  const say = (step: number, msg: string, lvl: "info" | "warn" = "info") => {
    dt += step;
    c.emit(t + dt, svc, lvl, msg);
  };
  switch (c.rt(svc)) {
    case "java": {
      const app = `${camel(svc)}Application`;
      say(0, `Starting ${app} v${version} using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)`);
      say(r.int(20, 60), 'The following 1 profile is active: "prod"');
      say(r.int(2500, 5000), "Tomcat initialized with port 8080 (http)");
      say(r.int(600, 1500), "HikariPool-1 - Starting...");
      say(r.int(100, 400), `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(7)}`);
      say(5, "HikariPool-1 - Start completed.");
      say(r.int(2000, 6000), "Exposing 4 endpoints beneath base path '/actuator'");
      say(r.int(100, 600), "Tomcat started on port 8080 (http) with context path '/'");
      const secs = (dt + r.int(300, 900)) / 1000;
      say(40, `Started ${app} in ${secs.toFixed(3)} seconds (process running for ${(secs + 1.1).toFixed(3)})`);
      break;
    }
    case "go":
      if (c.e.key === "nightjar") {
        say(0, `${svc} ${version} (${r.hex(7)}) booting, GOMAXPROCS=${r.pick([2, 4])}`);
        say(r.int(100, 900), "http: listening on :8080");
      } else {
        say(0, `starting ${svc} version=${version} commit=${r.hex(7)} go=go1.22.5`);
        say(r.int(100, 600), "listening addr=:8080 metrics=:9090");
        say(r.int(300, 1500), "ready");
      }
      break;
    case "python": {
      const w = r.int(7, 30);
      say(0, "[1] [INFO] Starting gunicorn 22.0.0");
      say(15, "[1] [INFO] Listening at: http://0.0.0.0:8000 (1)");
      say(3, "[1] [INFO] Using worker: uvicorn.workers.UvicornWorker");
      for (let i = 0; i < 4; i++) say(r.int(10, 60), `[${w + i}] [INFO] Booting worker with pid: ${w + i}`);
      say(r.int(800, 3000), `[${w}] [INFO] Application startup complete.`);
      break;
    }
    case "node":
      say(0, `${svc}@${version} starting (node v20.15.1, NODE_ENV=production)`);
      say(r.int(200, 900), `listening on 0.0.0.0:${r.pick([3000, 8080])}`);
      break;
    case "dotnet":
      say(
        0,
        "Storing keys in a directory '/home/app/.aspnet/DataProtection-Keys' that may not be persisted outside of the container. Protected data will be unavailable when container is destroyed.",
        "warn",
      );
      say(
        r.int(20, 200),
        `No XML encryptor configured. Key {${r.uuid()}} may be persisted to storage in unencrypted form.`,
        "warn",
      );
      say(r.int(300, 1500), "Now listening on: http://[::]:8080");
      say(5, "Application started. Press Ctrl+C to shut down.");
      say(1, "Hosting environment: Production");
      say(1, "Content root path: /app");
      break;
    case "ruby":
      if (svc.includes("worker")) {
        say(0, "Booted Rails 7.1.3 application in production environment");
        say(20, `Running in ruby 3.3.1 (2024-04-23 revision c56cd86388) [x86_64-linux]`);
        say(10, "Starting processing, hit Ctrl-C to stop");
      } else {
        say(0, "[1] Puma starting in cluster mode...");
        say(2, '[1] * Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")');
        say(2, "[1] *  Min threads: 5");
        say(1, "[1] *  Max threads: 5");
        say(1, "[1] *  Environment: production");
        say(1, "[1] *      Workers: 2");
        say(r.int(2500, 6000), "[1] * Listening on http://0.0.0.0:3000");
        say(
          r.int(200, 900),
          `[1] - Worker 0 (PID: ${r.int(10, 40)}) booted in ${r.float(0.01, 0.2).toFixed(2)}s, phase: 0`,
        );
        say(
          r.int(10, 90),
          `[1] - Worker 1 (PID: ${r.int(41, 80)}) booted in ${r.float(0.01, 0.2).toFixed(2)}s, phase: 0`,
        );
      }
      break;
    case "nginx":
      say(0, "/docker-entrypoint.sh: Configuration complete; ready for start up");
      say(40, `${slashed(c.local(svc, t + dt))} [notice] 1#1: using the "epoll" event method`);
      say(1, `${slashed(c.local(svc, t + dt))} [notice] 1#1: nginx/1.25.5`);
      say(1, `${slashed(c.local(svc, t + dt))} [notice] 1#1: start worker processes`);
      break;
    default:
      say(0, `started ${svc} ${version}`);
  }
  return t + dt;
}

/** A graceful replacement: stop lines, a pod gap, start lines; the pod name changes. */
export function restart(c: Ctx, t: number, svc: string, version: string, gapMs = 2500): number {
  shutdown(c, t, svc);
  const up = t + gapMs + c.r.int(0, 2000);
  c.s.markRestart(svc, up);
  return startup(c, up, svc, version);
}
