// Shutdown and start-up lines in each runtime's words (Spring Boot, Node, Go, gunicorn / celery, Puma /
// Sidekiq, ASP.NET Core): used by rolling restarts, scale-ups, unrelated deploys and crash restarts.
import type { Ctx } from "./types.js";
import { runtimeOf } from "./types.js";

const CELERY = new Set(["photo-pipeline", "funding-claims", "report-worker", "route-planner", "roster-import"]);
const SIDEKIQ = new Set(["tp-orders"]);

const camel = (svc: string) =>
  svc
    .replace(/^tp-/, "")
    .split("-")
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join("");

export function shutdown(c: Ctx, svc: string, t: number, replica?: number): void {
  const { s, r } = c;
  const o = { replica };
  switch (runtimeOf(c.e, svc)) {
    case "java":
      s.add(t, svc, "INFO", "Commencing graceful shutdown. Waiting for active requests to complete", o);
      s.add(t + r.int(300, 2500), svc, "INFO", "Graceful shutdown complete", o);
      s.add(t + r.int(2600, 2800), svc, "INFO", "HikariPool-1 - Shutdown initiated...", o);
      s.add(t + r.int(2900, 3100), svc, "INFO", "HikariPool-1 - Shutdown completed.", o);
      return;
    case "node":
      s.add(t, svc, "INFO", "SIGTERM received, draining connections", o);
      s.add(t + r.int(200, 3000), svc, "INFO", `server closed (${r.int(0, 4)} open sockets destroyed)`, o);
      return;
    case "go":
      s.add(t, svc, "INFO", "shutdown signal received", { ...o, kv: { signal: "terminated", grace: "25s" } });
      s.add(t + r.int(100, 2000), svc, "INFO", "server stopped", o);
      return;
    case "python":
      if (CELERY.has(svc)) {
        s.add(t, svc, "INFO", "worker: Warm shutdown (MainProcess)", o);
        return;
      }
      s.add(t, svc, "INFO", "[1] [INFO] Handling signal: term", o);
      for (let i = 0; i < 2; i++)
        s.add(t + 50 + i * 30, svc, "INFO", `[${r.int(8, 40)}] [INFO] Worker exiting (pid: ${r.int(8, 40)})`, o);
      s.add(t + r.int(400, 1200), svc, "INFO", "[1] [INFO] Shutting down: Master", o);
      return;
    case "ruby":
      if (SIDEKIQ.has(svc)) {
        s.add(t, svc, "INFO", "Shutting down", o);
        s.add(t + 20, svc, "INFO", "Terminating quiet threads for default capsule", o);
        s.add(t + r.int(500, 4000), svc, "INFO", "Bye!", o);
        return;
      }
      s.add(t, svc, "INFO", "- Gracefully stopping, waiting for requests to finish", o);
      s.add(
        t + r.int(300, 2000),
        svc,
        "INFO",
        `=== puma shutdown: ${new Date(t).toISOString().slice(0, 19).replace("T", " ")} +0000 ===`,
        o,
      );
      s.add(t + r.int(2100, 2300), svc, "INFO", "- Goodbye!", o);
      return;
    case "dotnet":
      s.add(t, svc, "INFO", "Application is shutting down...", o);
      return;
  }
}

/** Start-up lines; returns when the service is ready. */
export function startup(c: Ctx, svc: string, t: number, version: string, replica?: number): number {
  const { s, r } = c;
  const o = { replica };
  switch (runtimeOf(c.e, svc)) {
    case "java": {
      const took = r.range(7, 16);
      s.add(
        t,
        svc,
        "INFO",
        `Starting ${camel(svc)}Application v${version} using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)`,
        o,
      );
      s.add(t + 40, svc, "INFO", 'The following 1 profile is active: "prod"', o);
      s.add(t + took * 400, svc, "INFO", "Tomcat initialized with port 8080 (http)", o);
      s.add(t + took * 700, svc, "INFO", "HikariPool-1 - Starting...", o);
      s.add(
        t + took * 720,
        svc,
        "INFO",
        `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(8)}`,
        o,
      );
      s.add(t + took * 725, svc, "INFO", "HikariPool-1 - Start completed.", o);
      s.add(t + took * 990, svc, "INFO", "Tomcat started on port 8080 (http) with context path '/'", o);
      s.add(
        t + took * 1000,
        svc,
        "INFO",
        `Started ${camel(svc)}Application in ${took.toFixed(3)} seconds (process running for ${(took + 0.9).toFixed(3)})`,
        o,
      );
      return t + took * 1000;
    }
    case "node": {
      const d = r.int(400, 2500);
      s.add(t, svc, "INFO", `${svc} v${version} starting (node v20.14.0, NODE_ENV=production)`, o);
      s.add(t + d, svc, "INFO", `listening on 0.0.0.0:${r.pick([3000, 8080])}`, o);
      return t + d;
    }
    case "go": {
      const d = r.int(50, 600);
      s.add(t, svc, "INFO", "starting", { ...o, kv: { version, commit: r.hex(7), go: "go1.22.4" } });
      s.add(t + d, svc, "INFO", "http server listening", { ...o, kv: { addr: ":8080" } });
      return t + d;
    }
    case "python": {
      if (CELERY.has(svc)) {
        const d = r.int(2000, 6000);
        s.add(t, svc, "INFO", `Connected to amqp://${svc.replace(/-/g, "_")}:**@rabbitmq.${c.e.namespace}:5672//`, o);
        s.add(t + d - 300, svc, "INFO", `mingle: all alone`, o);
        s.add(t + d, svc, "INFO", `celery@${svc}-worker ready.`, o);
        return t + d;
      }
      const d = r.int(1500, 4000);
      s.add(t, svc, "INFO", "[1] [INFO] Starting gunicorn 22.0.0", o);
      s.add(t + 10, svc, "INFO", "[1] [INFO] Listening at: http://0.0.0.0:8000 (1)", o);
      s.add(t + 12, svc, "INFO", "[1] [INFO] Using worker: gthread", o);
      for (let i = 0; i < 3; i++)
        s.add(t + 30 + i * 15, svc, "INFO", `[${7 + i}] [INFO] Booting worker with pid: ${7 + i}`, o);
      return t + d;
    }
    case "ruby": {
      if (SIDEKIQ.has(svc)) {
        const d = r.int(3000, 7000);
        s.add(t, svc, "INFO", "Booted Rails 7.1.3 application in production environment", o);
        s.add(t + 20, svc, "INFO", `Running in ruby 3.3.1 (2024-04-23 revision c56cd86388) [x86_64-linux]`, o);
        s.add(t + d, svc, "INFO", "Starting processing, hit Ctrl-C to stop", o);
        return t + d;
      }
      const d = r.int(3000, 8000);
      s.add(t, svc, "INFO", "Puma starting in cluster mode...", o);
      s.add(t + 5, svc, "INFO", '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")', o);
      s.add(t + 6, svc, "INFO", "*  Min threads: 5", o);
      s.add(t + 7, svc, "INFO", "*  Max threads: 5", o);
      s.add(t + 8, svc, "INFO", "*  Environment: production", o);
      s.add(t + d - 100, svc, "INFO", "* Listening on http://0.0.0.0:3000", o);
      s.add(t + d, svc, "INFO", `- Worker 0 (PID: ${r.int(20, 60)}) booted in ${(d / 1000).toFixed(2)}s, phase: 0`, o);
      return t + d;
    }
    case "dotnet": {
      const d = r.int(800, 2500);
      s.add(t, svc, "INFO", `Now listening on: http://[::]:8080`, o);
      s.add(t + 3, svc, "INFO", "Application started. Press Ctrl+C to shut down.", o);
      s.add(t + 4, svc, "INFO", "Hosting environment: Production", o);
      s.add(t + 5, svc, "INFO", "Content root path: /app", o);
      return t + d;
    }
  }
}

/** A rollout of `svc` (one replica) to `version` starting at `t`: old pod stops, new pod starts. Returns ready time. */
export function deploy(c: Ctx, svc: string, t: number, version: string, replica?: number): number {
  const rep = replica ?? c.s.replica(svc);
  shutdown(c, svc, t, rep);
  const at = t + c.r.int(2000, 6000);
  c.s.rollout(svc, at, rep);
  return startup(c, svc, at, version, rep);
}

/** Whether `svc` is a queue worker (no HTTP port of its own). */
export function isWorker(svc: string): boolean {
  return CELERY.has(svc) || SIDEKIQ.has(svc);
}

export function version(c: Ctx): string {
  return `${c.r.int(1, 6)}.${c.r.int(0, 40)}.${c.r.int(0, 12)}`;
}
