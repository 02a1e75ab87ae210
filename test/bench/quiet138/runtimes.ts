// Each runtime's own line shapes: request lines, start-up / shutdown lines, and stack traces as they really print.
import type { Rng } from "./rng.js";
import type { Level, Runtime } from "./types.js";

export interface Line {
  level: Level;
  msg: string;
  logger?: string;
  /** ms after the first line of the group. */
  dt?: number;
  stack?: string;
  errType?: string;
  stderr?: boolean;
}

const pascal = (s: string) =>
  s
    .split(/[-_]/)
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join("");

export function clfDate(t: number): string {
  const d = new Date(t);
  const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCDate())}/${mon}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

const REASON: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  301: "Moved Permanently",
  302: "Found",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};
export const reason = (s: number) => REASON[s] ?? "Unknown";

/** The line(s) an application server writes for one request it served. */
export function requestLines(
  r: Rng,
  rt: Runtime,
  svc: string,
  method: string,
  path: string,
  status: number,
  ms: number,
  t: number,
): Line[] {
  const lvl: Level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
  switch (rt) {
    case "ruby": {
      const ctrl = `${pascal(path.split("/")[1] || "home")}Controller#${method === "GET" ? (path.split("/").length > 2 ? "show" : "index") : "create"}`;
      const out: Line[] = [
        {
          level: "info",
          msg: `Started ${method} "${path}" for ${r.int(10, 10)}.${r.int(40, 44)}.${r.int(0, 9)}.${r.int(2, 250)} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        },
        { level: "info", msg: `Processing by ${ctrl} as ${path.startsWith("/api") ? "JSON" : "HTML"}`, dt: 1 },
      ];
      out.push({
        level: status >= 500 ? "error" : "info",
        msg: `Completed ${status} ${reason(status)} in ${Math.round(ms)}ms (Views: ${(ms * 0.4).toFixed(1)}ms | ActiveRecord: ${(ms * 0.3).toFixed(1)}ms (${r.int(1, 9)} queries, ${r.int(0, 4)} cached) | GC: ${(ms * 0.02).toFixed(1)}ms)`,
        dt: Math.round(ms),
      });
      return out;
    }
    case "elixir":
      return [
        { level: "info", msg: `${method} ${path}`, logger: "Phoenix.Logger" },
        {
          level: "info",
          msg: `Sent ${status} in ${ms < 1 ? `${Math.round(ms * 1000)}µs` : `${Math.round(ms)}ms`}`,
          logger: "Phoenix.Logger",
          dt: Math.round(ms),
        },
      ];
    case "dotnet":
      return [
        {
          level: "info",
          msg: `Request finished HTTP/1.1 ${method} http://${svc}:8080${path} - ${status} ${r.int(0, 4000)} application/json;+charset=utf-8 ${ms.toFixed(4)}ms`,
          logger: "Microsoft.AspNetCore.Hosting.Diagnostics",
        },
      ];
    case "python":
      return [
        {
          level: "info",
          msg: `10.${r.int(40, 44)}.${r.int(0, 9)}.${r.int(2, 250)} - - [${clfDate(t)}] "${method} ${path} HTTP/1.1" ${status} ${r.int(200, 9000)} "-" "${r.pick(["python-requests/2.31.0", "Mozilla/5.0", "axios/1.6.8", "okhttp/4.12.0"])}"`,
          logger: "gunicorn.access",
        },
      ];
    case "go":
      return [
        {
          level: lvl === "warn" ? "info" : lvl,
          msg: `http request served method=${method} path=${path} status=${status} duration=${ms.toFixed(1)}ms bytes=${r.int(80, 6000)}`,
        },
      ];
    case "node":
      return [
        {
          level: lvl === "warn" ? "info" : lvl,
          msg: `request completed ${method} ${path} ${status} ${Math.round(ms)}ms`,
        },
      ];
    case "java":
      return [
        {
          level: status >= 500 ? "error" : "debug",
          msg: `Completed ${status} ${reason(status).toUpperCase().replace(/ /g, "_")}`,
          logger: "o.s.web.servlet.DispatcherServlet",
        },
      ];
    case "php":
      return [
        {
          level: "info",
          msg: `10.${r.int(40, 44)}.0.${r.int(2, 30)} -  ${clfDate(t)} "${method} /index.php" ${status}`,
        },
      ];
    default:
      return [{ level: "info", msg: `${method} ${path} ${status} ${Math.round(ms)}ms` }];
  }
}

/** Lines a service writes while starting. */
export function startLines(rt: Runtime, svc: string, version: string, r?: Rng): Line[] {
  const app = `${pascal(svc)}Application`;
  const boot = r ? r.float(7.2, 11.8) : 8.913;
  const conn = r ? r.hex(8) : "5b1f29fa";
  switch (rt) {
    case "java":
      return [
        {
          level: "info",
          msg: `Starting ${app} v${version} using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)`,
          logger: `c.${svc.slice(0, 3)}.${app}`,
        },
        {
          level: "info",
          msg: 'The following 1 profile is active: "prod"',
          logger: `c.${svc.slice(0, 3)}.${app}`,
          dt: 600,
        },
        {
          level: "info",
          msg: "Tomcat initialized with port 8080 (http)",
          logger: "o.s.b.w.embedded.tomcat.TomcatWebServer",
          dt: 3100,
        },
        { level: "info", msg: "HikariPool-1 - Starting...", logger: "com.zaxxer.hikari.HikariDataSource", dt: 4200 },
        {
          level: "info",
          msg: `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${conn}`,
          logger: "com.zaxxer.hikari.pool.HikariPool",
          dt: 4500,
        },
        {
          level: "info",
          msg: "HikariPool-1 - Start completed.",
          logger: "com.zaxxer.hikari.HikariDataSource",
          dt: 4510,
        },
        {
          level: "info",
          msg: "Tomcat started on port 8080 (http) with context path '/'",
          logger: "o.s.b.w.embedded.tomcat.TomcatWebServer",
          dt: 8200,
        },
        {
          level: "info",
          msg: `Started ${app} in ${boot.toFixed(3)} seconds (process running for ${(boot + 0.8).toFixed(2)})`,
          logger: `c.${svc.slice(0, 3)}.${app}`,
          dt: 8300,
        },
      ];
    case "go":
      return [
        {
          level: "info",
          msg: `starting ${svc} version=${version} go=go1.22.3 commit=${version.replace(/\D/g, "").padEnd(7, "a").slice(0, 7)}`,
        },
        { level: "info", msg: "config loaded source=env+/etc/app/config.yaml", dt: 12 },
        { level: "info", msg: "listening addr=:8080", dt: 40 },
      ];
    case "node":
      return [
        { level: "info", msg: `${svc}@${version} starting (node v20.12.2, NODE_ENV=production)` },
        { level: "info", msg: "Server listening at http://0.0.0.0:3000", dt: 900 },
      ];
    case "python":
      return [
        { level: "info", msg: "Starting gunicorn 21.2.0", logger: "gunicorn.error" },
        { level: "info", msg: "Listening at: http://0.0.0.0:8000 (1)", logger: "gunicorn.error", dt: 5 },
        { level: "info", msg: "Using worker: gthread", logger: "gunicorn.error", dt: 6 },
        { level: "info", msg: "Booting worker with pid: 8", logger: "gunicorn.error", dt: 20 },
        { level: "info", msg: "Booting worker with pid: 9", logger: "gunicorn.error", dt: 31 },
      ];
    case "ruby":
      return svc.includes("web")
        ? [
            { level: "info", msg: "Puma starting in cluster mode..." },
            { level: "info", msg: '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")', dt: 2 },
            { level: "info", msg: "* Listening on http://0.0.0.0:3000", dt: 1800 },
            { level: "info", msg: "- Worker 0 (PID: 14) booted in 0.02s, phase: 0", dt: 2600 },
            { level: "info", msg: "- Worker 1 (PID: 17) booted in 0.02s, phase: 0", dt: 2610 },
          ]
        : [
            { level: "info", msg: "Booted Rails 7.1.3 application in production environment" },
            { level: "info", msg: "Running in ruby 3.3.1 (2024-04-23 revision c56cd86388) [x86_64-linux]", dt: 3 },
            {
              level: "info",
              msg: 'Sidekiq 7.2.4 connecting to Redis with options {:size=>10, :pool_name=>"internal", :url=>"redis://redis:6379/0"}',
              dt: 20,
            },
            { level: "info", msg: "Starting processing, hit Ctrl-C to stop", dt: 40 },
          ];
    case "dotnet":
      return [
        { level: "info", msg: "Now listening on: http://[::]:8080", logger: "Microsoft.Hosting.Lifetime" },
        {
          level: "info",
          msg: "Application started. Press Ctrl+C to shut down.",
          logger: "Microsoft.Hosting.Lifetime",
          dt: 4,
        },
        { level: "info", msg: "Hosting environment: Production", logger: "Microsoft.Hosting.Lifetime", dt: 5 },
        { level: "info", msg: "Content root path: /app", logger: "Microsoft.Hosting.Lifetime", dt: 5 },
      ];
    case "elixir":
      return [
        { level: "info", msg: `Running ${pascal(svc)}Web.Endpoint with Bandit 1.5.2 at :::4000 (http)` },
        { level: "info", msg: `Access ${pascal(svc)}Web.Endpoint at http://${svc}:4000`, dt: 2 },
      ];
    case "php":
      return [
        { level: "info", msg: "NOTICE: fpm is running, pid 1" },
        { level: "info", msg: "NOTICE: ready to handle connections", dt: 3 },
      ];
    case "postgres":
      return [{ level: "info", msg: "LOG:  database system is ready to accept connections" }];
    default:
      return [{ level: "info", msg: `${svc} ${version} started` }];
  }
}

/** Lines a service writes when told to stop. */
export function stopLines(rt: Runtime, svc: string): Line[] {
  switch (rt) {
    case "java":
      return [
        {
          level: "info",
          msg: "Commencing graceful shutdown. Waiting for active requests to complete",
          logger: "o.s.b.w.e.tomcat.GracefulShutdown",
        },
        { level: "info", msg: "Graceful shutdown complete", logger: "o.s.b.w.e.tomcat.GracefulShutdown", dt: 1400 },
        {
          level: "info",
          msg: "HikariPool-1 - Shutdown initiated...",
          logger: "com.zaxxer.hikari.HikariDataSource",
          dt: 1420,
        },
        {
          level: "info",
          msg: "HikariPool-1 - Shutdown completed.",
          logger: "com.zaxxer.hikari.HikariDataSource",
          dt: 1460,
        },
      ];
    case "go":
      return [
        { level: "info", msg: "received signal, shutting down signal=terminated" },
        { level: "info", msg: "server stopped gracefully in_flight=0", dt: 300 },
      ];
    case "node":
      return [{ level: "info", msg: "SIGTERM received, closing server and draining keep-alive sockets" }];
    case "python":
      return [
        { level: "info", msg: "Handling signal: term", logger: "gunicorn.error" },
        { level: "info", msg: "Worker exiting (pid: 8)", logger: "gunicorn.error", dt: 200 },
        { level: "info", msg: "Shutting down: Master", logger: "gunicorn.error", dt: 400 },
      ];
    case "ruby":
      return svc.includes("web")
        ? [
            { level: "info", msg: "- Gracefully stopping, waiting for requests to finish" },
            { level: "info", msg: "=== puma shutdown: 2026 ===", dt: 900 },
            { level: "info", msg: "- Goodbye!", dt: 901 },
          ]
        : [
            { level: "info", msg: "Shutting down" },
            { level: "info", msg: "Pausing to allow jobs to finish...", dt: 5 },
            { level: "info", msg: "Bye!", dt: 2200 },
          ];
    case "dotnet":
      return [{ level: "info", msg: "Application is shutting down...", logger: "Microsoft.Hosting.Lifetime" }];
    case "elixir":
      return [{ level: "info", msg: "SIGTERM received - shutting down" }];
    case "php":
      return [
        { level: "info", msg: "NOTICE: Terminating ..." },
        { level: "info", msg: "NOTICE: exiting, bye-bye!", dt: 30 },
      ];
    default:
      return [{ level: "info", msg: `${svc} stopping` }];
  }
}

// ---- stack traces, each in its runtime's real print shape ----

export function javaTrace(
  type: string,
  msg: string,
  frames: string[],
  cause?: { type: string; msg: string; frames: string[] },
): string {
  let s = `${type}: ${msg}\n${frames.map((f) => `\tat ${f}`).join("\n")}`;
  if (cause)
    s += `\nCaused by: ${cause.type}: ${cause.msg}\n${cause.frames.map((f) => `\tat ${f}`).join("\n")}\n\t... ${frames.length + 9} common frames omitted`;
  return s;
}

export function nodeTrace(type: string, msg: string, frames: string[]): string {
  return `${type}: ${msg}\n${frames.map((f) => `    at ${f}`).join("\n")}`;
}

export function pyTrace(frames: Array<[string, number, string, string]>, last: string): string {
  return `Traceback (most recent call last):\n${frames.map(([f, l, fn, code]) => `  File "${f}", line ${l}, in ${fn}\n    ${code}`).join("\n")}\n${last}`;
}

export function rubyTrace(frames: string[]): string {
  return frames.join("\n");
}

export function dotnetTrace(type: string, msg: string, frames: string[]): string {
  return `${type}: ${msg}\n${frames.map((f) => `   at ${f}`).join("\n")}`;
}

export function elixirTrace(app: string, frames: string[]): string {
  return frames.map((f) => `    (${app}) ${f}`).join("\n");
}

export function phpTrace(frames: string[]): string {
  return `Stack trace:\n${frames.map((f, i) => `#${i} ${f}`).join("\n")}\n#${frames.length} {main}`;
}

export function goroutines(head: string, frames: Array<[string, string]>): string {
  return `${head}\n\ngoroutine ${frames.length * 7 + 11} [running]:\n${frames.map(([fn, loc]) => `${fn}\n\t${loc}`).join("\n")}`;
}
