// Each runtime's real line shapes: request logs, start-up and shutdown lines, exception traces.
import type { Rng } from "./rng.js";
import type { Level, Svc } from "./types.js";

/** php's monolog puts the level inside the message; keep it right for non-INFO lines. */
export function phpLine(level: Level, text: string, ctx = "[]"): string {
  const lv = level === "WARN" ? "WARNING" : level === "FATAL" ? "CRITICAL" : level;
  return `production.${lv}: ${text} ${ctx} []`;
}

/** The backend's own line for one finished HTTP request. */
export function requestLine(
  r: Rng,
  s: Svc,
  method: string,
  path: string,
  status: number,
  ms: number,
  reqId?: string,
): string {
  switch (s.rt) {
    case "java":
      return `[http-nio-8080-exec-${r.int(1, 40)}] o.s.web.servlet.DispatcherServlet : Completed ${status} ${reason(status)} ${method} ${path} in ${ms}ms`;
    case "go":
      return `request completed method=${method} path=${path} status=${status} duration=${(ms / 1000).toFixed(3)}s bytes=${r.int(90, 4000)}`;
    case "node":
      return `request completed ${JSON.stringify({ req: { method, url: path }, res: { statusCode: status }, responseTime: ms })}`;
    case "python":
      return `uvicorn.access: ${r.ip()}:${r.int(30000, 60999)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "rails":
      return `${reqId ? `[${reqId}] ` : ""}Completed ${status} ${reason(status)} in ${ms}ms (Views: ${Math.min(ms * 0.3, 38).toFixed(1)}ms | ActiveRecord: ${Math.min(ms * 0.2, 21).toFixed(1)}ms | Allocations: ${r.int(900, 19000)})`;
    case "dotnet":
      return `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 ${method} http://${s.name}:8080${path} - ${status} ${r.int(0, 3000)} application/json;+charset=utf-8 ${(ms + r.next()).toFixed(4)}ms`;
    case "elixir":
      return `Sent ${status} in ${ms}ms`;
    case "php":
      return `${r.ip()} - ${ms}ms "${method} ${path}" ${status}`;
    default:
      return `${method} ${path} ${status} ${ms}ms`;
  }
}

/** Rails logs a Started line first; Phoenix logs the verb and path first. */
export function requestStartLine(
  s: Svc,
  method: string,
  path: string,
  ip: string,
  at: number,
  reqId?: string,
): string | null {
  if (s.rt === "rails") {
    const when = new Date(at).toISOString().replace("T", " ").slice(0, 19);
    return `${reqId ? `[${reqId}] ` : ""}Started ${method} "${path}" for ${ip} at ${when} +0000`;
  }
  if (s.rt === "elixir") return `${method} ${path}`;
  return null;
}

export function reason(status: number): string {
  const m: Record<number, string> = {
    200: "OK",
    201: "Created",
    202: "Accepted",
    204: "No Content",
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
    507: "Insufficient Storage",
  };
  return m[status] ?? "";
}

/** Lines a service prints while it stops and starts again (a deploy or a restart). */
export function restartLines(r: Rng, s: Svc, version: string): Array<[Level, string, number]> {
  // [level, text, ms after the first line]
  switch (s.rt) {
    case "java":
      return [
        [
          "INFO",
          `[SpringApplicationShutdownHook] o.s.b.w.e.tomcat.GracefulShutdown : Commencing graceful shutdown. Waiting for active requests to complete`,
          0,
        ],
        ["INFO", `[tomcat-shutdown] o.s.b.w.e.tomcat.GracefulShutdown : Graceful shutdown complete`, 900],
        [
          "INFO",
          `[main] ${s.logger.split(".").slice(0, -1).join(".")}.Application : Starting Application v${version} using Java 21.0.5 with PID 1`,
          14000,
        ],
        ["INFO", `[main] o.s.b.w.embedded.tomcat.TomcatWebServer : Tomcat initialized with port 8080 (http)`, 19500],
        ["INFO", `[main] com.zaxxer.hikari.HikariDataSource : HikariPool-1 - Start completed.`, 21000],
        [
          "INFO",
          `[main] ${s.logger.split(".").slice(0, -1).join(".")}.Application : Started Application in ${r.float(9, 16).toFixed(3)} seconds (process running for ${r.float(10, 17).toFixed(3)})`,
          24000,
        ],
      ];
    case "go":
      return [
        ["INFO", `shutting down signal=terminated`, 0],
        ["INFO", `http server stopped gracefully inflight=0`, 400],
        ["INFO", `starting ${s.name} version=${version} go=go1.23.4 gomaxprocs=2`, 6000],
        ["INFO", `listening addr=:8080`, 6300],
      ];
    case "node":
      return [
        ["INFO", `received SIGTERM, closing server`, 0],
        ["INFO", `server closed`, 600],
        ["INFO", `${s.name}@${version} starting (node v20.18.1, NODE_ENV=production)`, 7000],
        ["INFO", `Server listening at http://0.0.0.0:3000`, 8200],
      ];
    case "python":
      return [
        ["INFO", `uvicorn.error: Shutting down`, 0],
        ["INFO", `uvicorn.error: Finished server process [1]`, 500],
        ["INFO", `uvicorn.error: Started server process [1]`, 5000],
        ["INFO", `uvicorn.error: Application startup complete.`, 6400],
        ["INFO", `uvicorn.error: Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)`, 6500],
      ];
    case "rails":
      return [
        ["INFO", `- Gracefully stopping, waiting for requests to finish`, 0],
        ["INFO", `- Goodbye!`, 1200],
        ["INFO", `Puma starting in single mode...`, 9000],
        ["INFO", `* Puma version: 6.4.3 (ruby 3.3.6-p108) ("The Eagle of Durango")`, 9050],
        ["INFO", `* Listening on http://0.0.0.0:3000`, 12000],
      ];
    case "sidekiq":
      return [
        ["INFO", `Shutting down`, 0],
        ["INFO", `Terminating quiet threads for default capsule`, 200],
        ["INFO", `Bye!`, 2500],
        ["INFO", `Booted Rails 7.2.2 application in production environment`, 11000],
        [
          "INFO",
          `Sidekiq 7.3.5 connecting to Redis with options {:size=>10, :pool_name=>"internal", :url=>"redis://redis:6379/0"}`,
          11500,
        ],
        ["INFO", `Starting processing, hit Ctrl-C to stop`, 12000],
      ];
    case "dotnet":
      return [
        ["INFO", `Microsoft.Hosting.Lifetime[0] Application is shutting down...`, 0],
        ["INFO", `Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080`, 8000],
        ["INFO", `Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down.`, 8100],
        ["INFO", `Microsoft.Hosting.Lifetime[0] Hosting environment: Production`, 8150],
      ];
    case "elixir":
      return [
        ["INFO", `Application ${s.name} exited: :stopped`, 0],
        ["INFO", `Running ${cap(s.name)}Web.Endpoint with Bandit 1.5.7 at :::4000 (http)`, 7000],
        ["INFO", `Access ${cap(s.name)}Web.Endpoint at https://${s.name}.internal`, 7100],
      ];
    case "php":
      return [
        ["INFO", `NOTICE: Terminating ...`, 0],
        ["INFO", `NOTICE: exiting, bye-bye!`, 300],
        ["INFO", `NOTICE: fpm is running, pid 1`, 5000],
        ["INFO", `NOTICE: ready to handle connections`, 5100],
      ];
    default:
      return [["INFO", `restarted ${s.name} ${version}`, 0]];
  }
}

export function cap(s: string): string {
  return s
    .split(/[-_]/)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join("");
}

/** A Java exception with frames and an optional cause, as logback prints it. */
export function javaTrace(
  head: string,
  frames: string[],
  cause?: { head: string; frames: string[] },
  more = 0,
): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  if (more) out.push(`\t... ${more} common frames omitted`);
  if (cause) {
    out.push(`Caused by: ${cause.head}`);
    out.push(...cause.frames.map((f) => `\tat ${f}`));
    out.push(`\t... ${Math.max(12, more + 20)} common frames omitted`);
  }
  return out;
}

export function pyTrace(frames: Array<[string, number, string, string]>, last: string, chained?: string[]): string[] {
  const out: string[] = [];
  if (chained) {
    out.push(...chained, "", "During handling of the above exception, another exception occurred:", "");
  }
  out.push("Traceback (most recent call last):");
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

export function nodeTrace(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

export function goPanic(r: Rng, head: string, frames: Array<[string, string]>): string[] {
  const out = [head, "", `goroutine ${r.int(1, 900)} [running]:`];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc} +0x${r.hex(3)}`);
  return out;
}

export function dotnetTrace(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `   at ${f}`)];
}

export function elixirTrace(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    ${f}`)];
}
