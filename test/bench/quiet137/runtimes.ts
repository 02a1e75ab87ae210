// How each runtime and proxy writes its everyday lines: request logs, access logs, start-up and shutdown,
// and how a caller words a failed call to another service.
import type { Rng } from "./rng.js";
import type { Level, Runtime } from "./types.js";

export interface Req {
  method: string;
  path: string;
  status: number;
  ms: number;
  ip: string;
  ua: string;
  reqId: string;
  host: string;
  upstream: string;
  bytes: number;
  /** Envoy response flags, HAProxy termination state. */
  flags?: string;
}

export interface Line {
  level: Level;
  msg: string;
  stack?: string;
  kind?: string;
  logger?: string;
  thread?: string;
  /** Offset in ms from the request's start. */
  dt?: number;
}

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");
export function clf(t: number, ms = false): string {
  const d = new Date(t);
  const frac = ms ? `.${String(d.getUTCMilliseconds()).padStart(3, "0")}` : "";
  return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}${frac}${ms ? "" : " +0000"}`;
}
export function isoSec(t: number): string {
  return new Date(t).toISOString().replace(/\.\d+Z$/, "");
}

export const BROWSERS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
  "FieldApp/4.12.3 (Android 13; Samsung Galaxy Tab Active4 Pro)",
  "FieldApp/4.12.3 (iPadOS 17.5)",
];

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
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
};
export const statusText = (s: number) => STATUS_TEXT[s] ?? "";

/** The edge proxy's access line for one request (level by the proxy's habit, not by the status). */
export function accessLine(rt: Runtime, r: Rng, q: Req, t: number, backend: string): Line {
  const proto = "HTTP/1.1";
  switch (rt) {
    case "envoy":
      return {
        level: "INFO",
        msg: `[${new Date(t).toISOString()}] "${q.method} ${q.path} ${proto}" ${q.status} ${q.flags ?? "-"} ${q.method === "GET" ? 0 : r.int(80, 2400)} ${q.bytes} ${q.ms} ${Math.max(0, q.ms - r.int(0, 3))} "${q.ip}" "${q.ua}" "${q.reqId}" "${q.host}" "${q.upstream}"`,
        logger: "envoy.access",
      };
    case "nginx":
      return {
        level: "INFO",
        msg: `${q.ip} - - [${clf(t)}] "${q.method} ${q.path} ${proto}" ${q.status} ${q.bytes} "-" "${q.ua}" rt=${(q.ms / 1000).toFixed(3)} uct="0.00${r.int(0, 2)}" urt="${(Math.max(0, q.ms - 1) / 1000).toFixed(3)}" req_id=${q.reqId}`,
      };
    case "traefik":
      return {
        level: "INFO",
        msg: `${q.ip} - - [${clf(t)}] "${q.method} ${q.path} ${proto}" ${q.status} ${q.bytes} "-" "${q.ua}" ${r.int(1000, 99999)} "${backend}@docker" "${q.upstream}" ${q.ms}ms`,
      };
    default: {
      const tw = q.ms;
      const timers =
        q.status === 504
          ? `0/0/1/-1/${tw}`
          : q.status === 503 && q.flags
            ? `0/${tw}/-1/-1/${tw}`
            : `0/0/${r.int(0, 2)}/${Math.max(0, tw - 2)}/${tw}`;
      return {
        level: "INFO",
        msg: `${q.ip}:${r.int(30000, 65000)} [${clf(t, true)}] www~ be_${backend}/${backend}${r.int(1, 2)} ${timers} ${q.status} ${q.bytes} - - ${q.flags ?? "----"} ${r.int(8, 60)}/${r.int(8, 60)}/${r.int(0, 6)}/${r.int(0, 3)}/0 0/0 "${q.method} ${q.path} ${proto}"`,
      };
    }
  }
}

/** An application's own lines for serving one request. */
export function serveLines(rt: Runtime, r: Rng, q: Req, svc: string, t: number): Line[] {
  const lvl: Level = q.status >= 500 ? "ERROR" : q.status >= 400 ? "WARN" : "INFO";
  const url = q.path;
  switch (rt) {
    case "spring":
      return [
        {
          level: q.status >= 500 ? "ERROR" : "INFO",
          msg: `${q.method} ${url} -> ${q.status} (${q.ms} ms)`,
          logger: "c.w.RequestLoggingFilter",
          thread: `http-nio-8080-exec-${r.int(1, 40)}`,
          dt: q.ms,
        },
      ];
    case "go":
      return [
        {
          level: lvl === "WARN" ? "INFO" : lvl,
          msg: `request completed\t{"method": "${q.method}", "path": "${url.split("?")[0]}", "status": ${q.status}, "latency": "${(q.ms + r.float(0, 0.9)).toFixed(3)}ms", "bytes": ${q.bytes}}`,
          dt: q.ms,
        },
      ];
    case "node":
      return [
        {
          level: lvl,
          msg: `${q.status >= 500 ? "request errored" : "request completed"} ${q.method} ${url} ${q.status} ${q.ms}ms`,
          dt: q.ms,
        },
      ];
    case "python":
      return [
        {
          level: "INFO",
          msg: `${r.pick(["10.0.4.", "10.0.5."])}${r.int(2, 250)} - - [${clf(t + q.ms)}] "${q.method} ${url} HTTP/1.1" ${q.status} ${q.bytes} "-" "${q.ua}"`,
          logger: "gunicorn.access",
          dt: q.ms,
        },
      ];
    case "rails":
      return [
        {
          level: "INFO",
          msg: `method=${q.method} path=${url.split("?")[0]} format=${url.startsWith("/api") ? "json" : "html"} controller=${ctrl(url)} action=${q.method === "GET" ? "show" : "create"} status=${q.status} allocations=${r.int(800, 40000)} duration=${q.ms}.${r.int(0, 99)} view=${(q.ms * 0.4).toFixed(2)} db=${(q.ms * 0.3).toFixed(2)}`,
          dt: q.ms,
        },
      ];
    case "dotnet":
      return [
        {
          level: "INFO",
          msg: `Request finished HTTP/1.1 ${q.method} http://${svc}:8080${url} - ${q.status} ${q.bytes} application/json;+charset=utf-8 ${q.ms}.${r.hex(4).replace(/[a-f]/g, "7")}ms`,
          logger: "Microsoft.AspNetCore.Hosting.Diagnostics",
          dt: q.ms,
        },
      ];
    case "elixir":
      return [
        { level: "INFO", msg: `${q.method} ${url.split("?")[0]}`, logger: "Phoenix.Logger", dt: 0 },
        { level: "INFO", msg: `Sent ${q.status} in ${q.ms}ms`, logger: "Phoenix.Logger", dt: q.ms },
      ];
    case "php":
      return [
        {
          level: "INFO",
          msg: `${r.pick(["10.20.1.", "10.20.2."])}${r.int(2, 60)} -  ${clf(t + q.ms)} "${q.method} /index.php" ${q.status} ${(q.ms + r.float(0, 1)).toFixed(3)} ${r.int(2, 12) * 1024} ${r.int(20, 95)}.${r.int(10, 99)}%`,
          logger: "php-fpm.access",
          dt: q.ms,
        },
      ];
    default:
      return [{ level: "INFO", msg: `${q.method} ${url} ${q.status} ${q.ms}ms`, dt: q.ms }];
  }
}

function ctrl(path: string): string {
  const seg = path.split("?")[0].split("/").filter(Boolean);
  const base = seg[0] === "api" ? (seg[2] ?? seg[1] ?? "home") : (seg[0] ?? "home");
  const name = base.replace(/[^a-z_]/g, "");
  return `${seg[0] === "api" ? "Api::V1::" : ""}${name.charAt(0).toUpperCase()}${name.slice(1)}Controller`;
}

/** Start-up lines of a service (rolling restarts, deploys). */
export function startupLines(rt: Runtime, r: Rng, svc: string, version: string): Line[] {
  switch (rt) {
    case "spring":
      return [
        {
          level: "INFO",
          msg: `Starting ${camel(svc)}Application v${version} using Java 21.0.5 with PID 1`,
          logger: "c.s.Application",
          thread: "main",
        },
        {
          level: "INFO",
          msg: "HikariPool-1 - Starting...",
          logger: "com.zaxxer.hikari.HikariDataSource",
          thread: "main",
        },
        {
          level: "INFO",
          msg: `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(8)}`,
          logger: "com.zaxxer.hikari.pool.HikariPool",
          thread: "main",
        },
        {
          level: "INFO",
          msg: "Tomcat started on port 8080 (http) with context path '/'",
          logger: "o.s.b.w.embedded.tomcat.TomcatWebServer",
          thread: "main",
        },
        {
          level: "INFO",
          msg: `Started ${camel(svc)}Application in ${r.float(6, 19).toFixed(3)} seconds (process running for ${r.float(7, 21).toFixed(3)})`,
          logger: "c.s.Application",
          thread: "main",
        },
      ];
    case "go":
      return [
        { level: "INFO", msg: `starting ${svc}\t{"version": "${version}", "go": "go1.23.3"}` },
        { level: "INFO", msg: `listening\t{"addr": ":8080"}` },
      ];
    case "node":
      return [
        { level: "INFO", msg: `${svc}@${version} starting (node v20.18.0, NODE_ENV=production)` },
        { level: "INFO", msg: "Server listening at http://0.0.0.0:3000" },
      ];
    case "python":
    case "celery":
      return rt === "celery"
        ? [
            { level: "INFO", msg: `Connected to amqp://guest:**@rabbitmq:5672//` },
            { level: "INFO", msg: `celery@${svc}-${r.hex(5)} ready.` },
          ]
        : [
            { level: "INFO", msg: "Starting gunicorn 22.0.0" },
            { level: "INFO", msg: "Listening at: http://0.0.0.0:8000 (1)" },
            { level: "INFO", msg: "Using worker: gthread" },
            { level: "INFO", msg: `Booting worker with pid: ${r.int(7, 40)}` },
          ];
    case "rails":
      return [
        {
          level: "INFO",
          msg: `Puma starting in cluster mode... * Puma version: 6.4.3 ("The Eagle of Durango") * Ruby version: ruby 3.3.5`,
        },
        { level: "INFO", msg: "* Listening on http://0.0.0.0:3000" },
      ];
    case "sidekiq":
      return [
        {
          level: "INFO",
          msg: `Booting Sidekiq 7.3.2 with Sidekiq::RedisConnection::RedisClientAdapter options {:url=>"redis://redis:6379/0"}`,
        },
        { level: "INFO", msg: "Starting processing, hit Ctrl-C to stop" },
      ];
    case "dotnet":
      return [
        { level: "INFO", msg: "Now listening on: http://[::]:8080", logger: "Microsoft.Hosting.Lifetime" },
        { level: "INFO", msg: "Application started. Press Ctrl+C to shut down.", logger: "Microsoft.Hosting.Lifetime" },
        { level: "INFO", msg: "Hosting environment: Production", logger: "Microsoft.Hosting.Lifetime" },
      ];
    case "elixir":
      return [{ level: "INFO", msg: `Running ${camel(svc)}Web.Endpoint with Bandit 1.5.7 at :::4000 (http)` }];
    case "php":
      return [
        { level: "INFO", msg: "fpm is running, pid 1" },
        { level: "INFO", msg: "ready to handle connections" },
      ];
    default:
      return [{ level: "INFO", msg: `starting ${svc} ${version}` }];
  }
}

export function shutdownLines(rt: Runtime, svc: string): Line[] {
  switch (rt) {
    case "spring":
      return [
        {
          level: "INFO",
          msg: "Commencing graceful shutdown. Waiting for active requests to complete",
          logger: "o.s.b.w.e.tomcat.GracefulShutdown",
          thread: "SpringApplicationShutdownHook",
        },
        {
          level: "INFO",
          msg: "HikariPool-1 - Shutdown completed.",
          logger: "com.zaxxer.hikari.HikariDataSource",
          thread: "SpringApplicationShutdownHook",
        },
      ];
    case "go":
      return [{ level: "INFO", msg: `shutting down\t{"signal": "terminated", "grace": "25s"}` }];
    case "node":
      return [{ level: "INFO", msg: "SIGTERM received, closing server" }];
    case "python":
    case "celery":
      return [
        { level: "INFO", msg: rt === "celery" ? "worker: Warm shutdown (MainProcess)" : "Handling signal: term" },
      ];
    case "rails":
      return [{ level: "INFO", msg: "- Gracefully stopping, waiting for requests to finish" }];
    case "sidekiq":
      return [
        { level: "INFO", msg: "Shutting down" },
        { level: "INFO", msg: "Terminating quiet threads for default capsule" },
      ];
    case "dotnet":
      return [{ level: "INFO", msg: "Application is shutting down...", logger: "Microsoft.Hosting.Lifetime" }];
    case "elixir":
      return [{ level: "INFO", msg: `${camel(svc)}.Application shutting down (SIGTERM)` }];
    case "php":
      return [
        { level: "WARN", msg: "[pool www] child exited on signal 15 (SIGTERM) after 8641.203313 seconds from start" },
      ];
    default:
      return [{ level: "INFO", msg: "shutting down" }];
  }
}

export function camel(s: string): string {
  return s
    .split(/[-_]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");
}

export type CallFail = "refused" | "timeout" | "5xx" | "reset" | "breaker" | "retry-ok";

/** A caller's own words for a failed (or retried) call to `callee`. */
export function callerWords(rt: Runtime, r: Rng, callee: string, path: string, how: CallFail, status = 503): Line {
  const port = rt === "php" ? 80 : 8080;
  const url = `http://${callee}:${port}${path}`;
  switch (rt) {
    case "spring":
      if (how === "refused")
        return {
          level: "ERROR",
          msg: `I/O error on POST request for "${url}": Connection refused`,
          kind: "org.springframework.web.client.ResourceAccessException",
          logger: "c.s.client.DownstreamClient",
        };
      if (how === "timeout")
        return {
          level: "ERROR",
          msg: `I/O error on POST request for "${url}": Read timed out`,
          kind: "org.springframework.web.client.ResourceAccessException",
          logger: "c.s.client.DownstreamClient",
        };
      if (how === "reset")
        return {
          level: "WARN",
          msg: `I/O error on GET request for "${url}": Connection reset`,
          kind: "org.springframework.web.client.ResourceAccessException",
          logger: "c.s.client.DownstreamClient",
        };
      if (how === "breaker")
        return {
          level: "WARN",
          msg: `CircuitBreaker '${callee}' is OPEN and does not permit further calls`,
          kind: "io.github.resilience4j.circuitbreaker.CallNotPermittedException",
          logger: "c.s.client.DownstreamClient",
        };
      if (how === "retry-ok")
        return {
          level: "WARN",
          msg: `Retry '${callee}', waiting PT0.5S until attempt '2'. Last attempt failed with exception 'org.springframework.web.client.ResourceAccessException: I/O error on GET request for "${url}": Connection refused'.`,
          logger: "io.github.resilience4j.retry.internal.RetryImpl",
        };
      return {
        level: "ERROR",
        msg: `${status} ${statusText(status)} from POST ${url}`,
        kind: "org.springframework.web.client.HttpServerErrorException",
        logger: "c.s.client.DownstreamClient",
      };
    case "go":
      if (how === "refused")
        return {
          level: "ERROR",
          msg: `call failed\t{"target": "${callee}", "error": "Post \\"${url}\\": dial tcp 10.0.${r.int(1, 9)}.${r.int(2, 250)}:${port}: connect: connection refused"}`,
        };
      if (how === "timeout")
        return {
          level: "ERROR",
          msg: `call failed\t{"target": "${callee}", "error": "Post \\"${url}\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"}`,
        };
      if (how === "reset")
        return {
          level: "WARN",
          msg: `call failed\t{"target": "${callee}", "error": "Get \\"${url}\\": read tcp 10.0.${r.int(1, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)}->10.0.${r.int(1, 9)}.${r.int(2, 250)}:${port}: read: connection reset by peer"}`,
        };
      if (how === "breaker")
        return {
          level: "WARN",
          msg: `circuit breaker open\t{"breaker": "${callee}", "state": "open", "failures": ${r.int(5, 12)}}`,
        };
      if (how === "retry-ok")
        return {
          level: "WARN",
          msg: `retrying request\t{"target": "${callee}", "attempt": 1, "error": "dial tcp: connect: connection refused"}`,
        };
      return { level: "ERROR", msg: `call failed\t{"target": "${callee}", "status": ${status}, "path": "${path}"}` };
    case "node":
      if (how === "refused")
        return {
          level: "ERROR",
          msg: `request to ${callee} failed: connect ECONNREFUSED 10.0.${r.int(1, 9)}.${r.int(2, 250)}:${port}`,
          kind: "Error",
        };
      if (how === "timeout")
        return { level: "ERROR", msg: `request to ${callee} failed: timeout of 5000ms exceeded`, kind: "AxiosError" };
      if (how === "reset")
        return { level: "WARN", msg: `request to ${callee} failed: socket hang up (ECONNRESET)`, kind: "Error" };
      if (how === "breaker")
        return { level: "WARN", msg: `Breaker is open: ${callee} (opossum)`, kind: "EOPENBREAKER" };
      if (how === "retry-ok") return { level: "WARN", msg: `retry 1/3 for ${callee} ${path} after ECONNREFUSED` };
      return { level: "ERROR", msg: `${callee} responded ${status} for ${path}`, kind: "AxiosError" };
    case "python":
    case "celery":
      if (how === "refused")
        return {
          level: "ERROR",
          msg: `HTTPConnectionPool(host='${callee}', port=${port}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
          kind: "requests.exceptions.ConnectionError",
        };
      if (how === "timeout")
        return {
          level: "ERROR",
          msg: `HTTPConnectionPool(host='${callee}', port=${port}): Read timed out. (read timeout=10)`,
          kind: "requests.exceptions.ReadTimeout",
        };
      if (how === "reset")
        return {
          level: "WARN",
          msg: `('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`,
          kind: "requests.exceptions.ConnectionError",
        };
      if (how === "breaker")
        return { level: "WARN", msg: `circuit '${callee}' open, failing fast`, kind: "pybreaker.CircuitBreakerError" };
      if (how === "retry-ok")
        return {
          level: "WARN",
          msg: `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError("Failed to establish a new connection: [Errno 111] Connection refused")': ${path}`,
        };
      return {
        level: "ERROR",
        msg: `${status} Server Error: ${statusText(status)} for url: ${url}`,
        kind: "requests.exceptions.HTTPError",
      };
    case "rails":
    case "sidekiq":
      if (how === "refused")
        return {
          level: "ERROR",
          msg: `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:${port} (Connection refused - connect(2) for "${callee}" port ${port})`,
          kind: "Faraday::ConnectionFailed",
        };
      if (how === "timeout")
        return {
          level: "ERROR",
          msg: `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)>`,
          kind: "Faraday::TimeoutError",
        };
      if (how === "reset")
        return {
          level: "WARN",
          msg: `Faraday::ConnectionFailed: Connection reset by peer (${callee}:${port})`,
          kind: "Faraday::ConnectionFailed",
        };
      if (how === "breaker")
        return { level: "WARN", msg: `Stoplight::Error::RedLight: ${callee}`, kind: "Stoplight::Error::RedLight" };
      if (how === "retry-ok")
        return { level: "WARN", msg: `Retrying ${callee} ${path} (1/3) after Faraday::ConnectionFailed` };
      return {
        level: "ERROR",
        msg: `Faraday::ServerError: the server responded with status ${status} (${callee} ${path})`,
        kind: "Faraday::ServerError",
      };
    case "dotnet":
      if (how === "refused")
        return {
          level: "ERROR",
          msg: `Connection refused (${callee}:${port})`,
          kind: "System.Net.Http.HttpRequestException",
          logger: `System.Net.Http.HttpClient.${camel(callee)}.LogicalHandler`,
        };
      if (how === "timeout")
        return {
          level: "ERROR",
          msg: `The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.`,
          kind: "System.Threading.Tasks.TaskCanceledException",
          logger: `System.Net.Http.HttpClient.${camel(callee)}.LogicalHandler`,
        };
      if (how === "reset")
        return {
          level: "WARN",
          msg: `An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.`,
          kind: "System.Net.Http.HttpRequestException",
        };
      if (how === "breaker")
        return {
          level: "WARN",
          msg: `The circuit is now open and is not allowing calls.`,
          kind: "Polly.CircuitBreaker.BrokenCircuitException",
        };
      if (how === "retry-ok")
        return {
          level: "WARN",
          msg: `Execution attempt. Source: '${callee}-pipeline/retry', Operation Key: '', Result: 'Connection refused (${callee}:${port})', Handled: 'True', Attempt: '0', Execution Time: ${r.int(2, 30)}.${r.int(100, 999)}ms`,
          logger: "Polly",
        };
      return {
        level: "ERROR",
        msg: `Response status code does not indicate success: ${status} (${statusText(status)}).`,
        kind: "System.Net.Http.HttpRequestException",
      };
    case "elixir":
      if (how === "refused")
        return { level: "ERROR", msg: `request to ${callee} failed: %Mint.TransportError{reason: :econnrefused}` };
      if (how === "timeout")
        return { level: "ERROR", msg: `request to ${callee} failed: %Mint.TransportError{reason: :timeout}` };
      if (how === "reset")
        return { level: "WARN", msg: `request to ${callee} failed: %Mint.TransportError{reason: :closed}` };
      if (how === "breaker")
        return { level: "WARN", msg: `:fuse blown for ${callee}, returning {:error, :unavailable}` };
      if (how === "retry-ok")
        return {
          level: "WARN",
          msg: `Req retry: got exception, will retry in 1000ms, 2 attempts left ** (Req.TransportError) connection refused`,
        };
      return { level: "ERROR", msg: `request to ${callee} failed with status ${status}` };
    default:
      if (how === "refused")
        return {
          level: "ERROR",
          msg: `cURL error 7: Failed to connect to ${callee} port ${port} after 0 ms: Couldn't connect to server`,
          kind: "GuzzleHttp\\Exception\\ConnectException",
        };
      if (how === "timeout")
        return {
          level: "ERROR",
          msg: `cURL error 28: Operation timed out after 10001 milliseconds with 0 bytes received`,
          kind: "GuzzleHttp\\Exception\\ConnectException",
        };
      if (how === "reset")
        return {
          level: "WARN",
          msg: `cURL error 56: Recv failure: Connection reset by peer`,
          kind: "GuzzleHttp\\Exception\\RequestException",
        };
      if (how === "breaker") return { level: "WARN", msg: `Circuit open for ${callee}, skipping call` };
      if (how === "retry-ok") return { level: "WARN", msg: `Retrying ${callee} ${path} (attempt 2 of 3)` };
      return {
        level: "ERROR",
        msg: `Server error: \`POST ${url}\` resulted in a \`${status} ${statusText(status)}\` response`,
        kind: "GuzzleHttp\\Exception\\ServerException",
      };
  }
}
