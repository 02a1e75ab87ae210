// How each framework says it is stopping and starting: rolling restarts, deploys, crash restarts.
import type { Ctx } from "./ctx.js";
import type { Service } from "./types.js";

const pascal = (s: string) =>
  s
    .split(/[-_]/)
    .map((x) => x.charAt(0).toUpperCase() + x.slice(1))
    .join("");

/** Graceful shutdown lines; returns when the process is gone. */
export function shutdown(ctx: Ctx, s: Service, t: number): number {
  const r = ctx.r;
  const lines: string[] = (() => {
    switch (s.framework) {
      case "spring":
        return [
          "Commencing graceful shutdown. Waiting for active requests to complete",
          "Graceful shutdown complete",
          "HikariPool-1 - Shutdown initiated...",
          "HikariPool-1 - Shutdown completed.",
        ];
      case "ktor":
        return ["Application stopping: io.ktor.server.application.Application@" + r.hex(8), "Application stopped"];
      case "express":
      case "nest":
        return ["SIGTERM received, closing HTTP server", "HTTP server closed, exiting"];
      case "gohttp":
        return ["shutting down signal=terminated grace=15s", "server stopped"];
      case "aspnet":
        return ["Application is shutting down..."];
      case "fastapi":
        return [
          "Shutting down",
          "Waiting for application shutdown.",
          "Application shutdown complete.",
          "Finished server process [1]",
        ];
      case "django":
      case "flask":
        return [
          "[1] [INFO] Handling signal: term",
          `[${r.int(7, 40)}] [INFO] Worker exiting (pid: ${r.int(7, 40)})`,
          "[1] [INFO] Shutting down: Master",
        ];
      case "celery":
        return ["worker: Warm shutdown (MainProcess)"];
      case "rails":
        return [
          "- Gracefully stopping, waiting for requests to finish",
          `=== puma shutdown: ${new Date(ctx.local(s, t)).toISOString().replace("T", " ").slice(0, 19)} +0000 ===`,
          "- Goodbye!",
        ];
      case "sidekiq":
        return ["Shutting down", "Terminating quiet threads for default capsule", "Bye!"];
      case "laravel":
        return ["Terminating ...", "exiting, bye-bye!"];
      default:
        return [];
    }
  })();
  let tt = t;
  for (const l of lines) {
    ctx.emit(s, tt, "INFO", l);
    tt += r.int(50, 1500);
  }
  return tt;
}

/** Start-up lines, with the version; returns when it is ready. */
export function startup(ctx: Ctx, s: Service, t: number, version = s.version): number {
  const r = ctx.r;
  const app = `${pascal(s.name.replace(/-svc$/, ""))}Application`;
  const took = r.float(6, 14);
  const lines: string[] = (() => {
    switch (s.framework) {
      case "spring":
        return [
          `Starting ${app} v${version} using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)`,
          `The following 1 profile is active: "prod"`,
          "Tomcat initialized with port 8080 (http)",
          "HikariPool-1 - Starting...",
          `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(8)}`,
          "HikariPool-1 - Start completed.",
          "Tomcat started on port 8080 (http) with context path '/'",
          `Started ${app} in ${took.toFixed(3)} seconds (process running for ${(took + 1.2).toFixed(3)})`,
        ];
      case "ktor":
        return [
          "Autoreload is disabled because the development mode is off.",
          `Application started in ${(took / 4).toFixed(3)} seconds.`,
          "Responding at http://0.0.0.0:8080",
        ];
      case "express":
        return [`starting ${s.name} ${version} (node v20.14.0)`, "connected to postgres", "server listening on :3000"];
      case "nest":
        return [
          "[NestFactory] Starting Nest application...",
          "[InstanceLoader] AppModule dependencies initialized +38ms",
          "[RoutesResolver] AppController {/}: +4ms",
          `[NestApplication] Nest application successfully started +${r.int(3, 20)}ms (v${version})`,
        ];
      case "gohttp":
        return [`starting version=v${version} commit=${r.hex(7)} go=go1.22.4`, "listening addr=:8080"];
      case "aspnet":
        return [
          "Now listening on: http://[::]:8080",
          "Application started. Press Ctrl+C to shut down.",
          "Hosting environment: Production",
          "Content root path: /app",
        ];
      case "fastapi":
        return [
          "Started server process [1]",
          "Waiting for application startup.",
          `${s.name} ${version} ready`,
          "Application startup complete.",
          "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)",
        ];
      case "django":
      case "flask":
        return [
          "[1] [INFO] Starting gunicorn 22.0.0",
          "[1] [INFO] Listening at: http://0.0.0.0:8000 (1)",
          "[1] [INFO] Using worker: gthread",
          `[${r.int(7, 9)}] [INFO] Booting worker with pid: ${r.int(7, 9)}`,
        ];
      case "celery":
        return [`Connected to redis://redis-queue:6379/0`, `celery@${ctx.pod(s).pod} ready.`];
      case "rails":
        return [
          "Puma starting in single mode...",
          '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")',
          "*  Min threads: 5",
          "*  Max threads: 5",
          "*  Environment: production",
          "* Listening on http://0.0.0.0:3000",
          "Use Ctrl-C to stop",
        ];
      case "sidekiq":
        return [
          "Booted Rails 7.1.3.2 application in production environment",
          "Running in ruby 3.3.1 (2024-04-23 revision c56cd86388) [x86_64-linux]",
          "Starting processing, hit Ctrl-C to stop",
        ];
      case "laravel":
        return ["fpm is running, pid 1", "ready to handle connections"];
      default:
        return [];
    }
  })();
  let tt = t;
  const step = (took * 1000) / Math.max(1, lines.length);
  for (const l of lines) {
    ctx.emit(s, tt, "INFO", l);
    tt += step * r.float(0.5, 1.5);
  }
  return tt;
}
