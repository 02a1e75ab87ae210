// What a service prints when it is rolled, restarted or reloaded, in its runtime's words: Spring Boot and
// Hikari, gunicorn / celery, Puma, ASP.NET Core hosting, Node (with the usual deprecation warnings), Go
// services, nginx and envoy config reloads, Postgres / Redis / RabbitMQ.
import { ev, redisTime } from "./kit.js";
import type { Ctx, Ev, Runtime } from "./types.js";

function appName(svc: string): string {
  return `${svc
    .split(/[-_]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("")}Application`;
}

export function shutdown(c: Ctx, svc: string, rt: Runtime, t: number): Ev[] {
  const r = c.r;
  switch (rt) {
    case "node":
      return [
        ev(t, svc, "INFO", `received SIGTERM, closing server (${r.int(2, 40)} open connections)`),
        ev(t + r.int(200, 2500), svc, "INFO", "server closed, exiting"),
      ];
    case "java":
      return [
        ev(t, svc, "INFO", "Commencing graceful shutdown. Waiting for active requests to complete"),
        ev(t + r.int(100, 900), svc, "INFO", "Graceful shutdown complete"),
        ev(t + r.int(950, 1200), svc, "INFO", "HikariPool-1 - Shutdown initiated..."),
        ev(t + r.int(1210, 1400), svc, "INFO", "HikariPool-1 - Shutdown completed."),
      ];
    case "go":
      return [
        ev(t, svc, "INFO", "shutting down: received signal terminated"),
        ev(t + r.int(300, 4000), svc, "INFO", `http server stopped, drained ${r.int(0, 30)} in-flight requests`),
      ];
    case "python":
      return [
        ev(t, svc, "INFO", "Handling signal: term"),
        ev(t + r.int(100, 900), svc, "INFO", `Worker exiting (pid: ${r.int(7, 60)})`),
        ev(t + r.int(1000, 2500), svc, "INFO", "Shutting down: Master"),
      ];
    case "dotnet":
      return [ev(t, svc, "INFO", "Application is shutting down...")];
    case "ruby":
      return [
        ev(t, svc, "INFO", "- Gracefully stopping, waiting for requests to finish"),
        ev(t + r.int(500, 3000), svc, "INFO", "- Goodbye!"),
      ];
    default:
      return [ev(t, svc, "INFO", "received SIGTERM, shutting down")];
  }
}

export function startup(c: Ctx, svc: string, rt: Runtime, t: number, version: string): Ev[] {
  const r = c.r;
  let x = t;
  const at = (lo: number, hi: number) => {
    x += r.int(lo, hi);
    return x;
  };
  switch (rt) {
    case "node":
      return [
        ev(x, svc, "INFO", `${svc} ${version} starting (node v20.12.2, NODE_ENV=production)`),
        ev(
          at(80, 400),
          svc,
          "WARN",
          "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.\n(Use `node --trace-deprecation ...` to show where the warning was created)",
        ),
        ev(at(200, 1500), svc, "INFO", `listening on 0.0.0.0:${r.pick([3000, 8080])}`),
      ];
    case "java": {
      const app = appName(svc);
      return [
        ev(
          x,
          svc,
          "INFO",
          `Starting ${app} v${version} using Java 17.0.10 with PID 1 (/app/app.jar started by app in /app)`,
        ),
        ev(at(50, 200), svc, "INFO", 'The following 1 profile is active: "prod"'),
        ev(at(1500, 3000), svc, "INFO", "Tomcat initialized with port 8080 (http)"),
        ev(at(800, 2000), svc, "INFO", "HikariPool-1 - Starting..."),
        ev(at(200, 900), svc, "INFO", "HikariPool-1 - Start completed."),
        ev(
          at(1000, 3000),
          svc,
          "WARN",
          "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
        ),
        ev(at(500, 1500), svc, "INFO", "Tomcat started on port 8080 (http) with context path ''"),
        ev(
          at(10, 60),
          svc,
          "INFO",
          `Started ${app} in ${((x - t) / 1000 + 1.2).toFixed(3)} seconds (process running for ${((x - t) / 1000 + 1.9).toFixed(2)})`,
        ),
      ];
    }
    case "go":
      return [
        ev(x, svc, "INFO", `starting ${svc} version=${version} commit=${r.hex(7)} go=go1.22.4`),
        ev(at(20, 300), svc, "INFO", "config loaded from /etc/config/config.yaml"),
        ev(at(10, 200), svc, "INFO", "http server listening on :8080"),
      ];
    case "python":
      return [
        ev(x, svc, "INFO", "Starting gunicorn 22.0.0"),
        ev(at(5, 30), svc, "INFO", "Listening at: http://0.0.0.0:8000 (1)"),
        ev(at(2, 10), svc, "INFO", "Using worker: sync"),
        ev(at(10, 60), svc, "INFO", `Booting worker with pid: ${r.int(7, 12)}`),
        ev(at(10, 60), svc, "INFO", `Booting worker with pid: ${r.int(13, 20)}`),
        ev(at(300, 900), svc, "INFO", `${svc} ${version} ready`),
      ];
    case "dotnet":
      return [
        ev(x, svc, "INFO", "Now listening on: http://[::]:8080"),
        ev(at(5, 40), svc, "INFO", "Application started. Press Ctrl+C to shut down."),
        ev(at(1, 5), svc, "INFO", "Hosting environment: Production"),
        ev(at(1, 5), svc, "INFO", "Content root path: /app"),
      ];
    case "ruby":
      return [
        ev(x, svc, "INFO", "Puma starting in cluster mode..."),
        ev(at(1, 5), svc, "INFO", '* Puma version: 6.4.2 (ruby 3.2.3-p157) ("The Eagle of Durango")'),
        ev(at(1, 5), svc, "INFO", "*  Environment: production"),
        ev(at(1, 5), svc, "INFO", "*      Workers: 2"),
        ev(at(1, 5), svc, "INFO", "* Listening on http://0.0.0.0:3000"),
        ev(at(1, 5), svc, "INFO", "Use Ctrl-C to stop"),
        ev(
          at(1500, 3500),
          svc,
          "INFO",
          `- Worker 0 (PID: ${r.int(10, 40)}) booted in ${r.float(1.5, 3.5).toFixed(2)}s, phase: 0`,
        ),
        ev(
          at(50, 300),
          svc,
          "INFO",
          `- Worker 1 (PID: ${r.int(41, 80)}) booted in ${r.float(1.5, 3.5).toFixed(2)}s, phase: 0`,
        ),
      ];
    case "nginx":
      return reload(c, svc, rt, t);
    case "envoy":
      return reload(c, svc, rt, t);
    case "postgres":
      return [
        ev(
          x,
          svc,
          "INFO",
          `[1] LOG:  starting PostgreSQL 15.6 on x86_64-pc-linux-gnu, compiled by gcc (Debian 12.2.0-14) 12.2.0, 64-bit`,
        ),
        ev(at(5, 20), svc, "INFO", '[1] LOG:  listening on IPv4 address "0.0.0.0", port 5432'),
        ev(at(200, 900), svc, "INFO", "[1] LOG:  database system is ready to accept connections"),
      ];
    case "redis":
      return [
        ev(
          x,
          svc,
          "INFO",
          `1:C ${redisTime(x)} * Redis version=7.2.4, bits=64, commit=00000000, modified=0, pid=1, just started`,
        ),
        ev(at(2, 10), svc, "INFO", `1:M ${redisTime(x)} * Server initialized`),
        ev(at(50, 400), svc, "INFO", `1:M ${redisTime(x)} * Ready to accept connections tcp`),
      ];
    case "rabbitmq":
      return [ev(x, svc, "INFO", `Server startup complete; ${r.int(4, 7)} plugins started.`)];
  }
}

/** A rolling deploy of one pod: shutdown, then the new version starting a few seconds later. */
export function rollout(c: Ctx, svc: string, rt: Runtime, t: number, version: string): Ev[] {
  return [...shutdown(c, svc, rt, t), ...startup(c, svc, rt, t + c.r.int(4000, 14000), version)];
}

/** A config reload without a restart. */
export function reload(c: Ctx, svc: string, rt: Runtime, t: number): Ev[] {
  const r = c.r;
  switch (rt) {
    case "nginx":
      return [
        ev(t, svc, "INFO", `[notice] 1#1: signal 1 (SIGHUP) received from ${r.int(100, 3000)}, reconfiguring`),
        ev(t + 2, svc, "INFO", "[notice] 1#1: reconfiguring"),
        ev(t + 5, svc, "INFO", '[notice] 1#1: using the "epoll" event method'),
        ev(t + 6, svc, "INFO", "[notice] 1#1: start worker processes"),
        ev(t + 9, svc, "INFO", `[notice] ${r.int(20, 40)}#${r.int(20, 40)}: gracefully shutting down`),
        ev(t + r.int(300, 3000), svc, "INFO", `[notice] 1#1: signal 17 (SIGCHLD) received from ${r.int(20, 40)}`),
      ];
    case "envoy":
      return [
        ev(t, svc, "INFO", `cds: add ${r.int(9, 16)} cluster(s), remove ${r.int(0, 1)} cluster(s)`),
        ev(
          t + r.int(5, 40),
          svc,
          "INFO",
          `cds: added/updated ${r.int(1, 3)} cluster(s), skipped ${r.int(8, 14)} unmodified cluster(s)`,
        ),
        ev(t + r.int(50, 120), svc, "INFO", "lds: add/update listener 'ingress_https'"),
      ];
    case "postgres":
      return [
        ev(t, svc, "INFO", "[1] LOG:  received SIGHUP, reloading configuration files"),
        ev(
          t + 3,
          svc,
          "INFO",
          `[1] LOG:  parameter "${r.pick(["log_min_duration_statement", "work_mem", "idle_in_transaction_session_timeout"])}" changed to "${r.pick(["500", "32MB", "60000"])}"`,
        ),
      ];
    case "rabbitmq":
      return [ev(t, svc, "INFO", "Applying definitions from /etc/rabbitmq/definitions.json")];
    default:
      return [ev(t, svc, "INFO", `configuration reloaded (${r.int(3, 40)} keys, checksum ${r.hex(8)})`)];
  }
}
