// How each runtime words the same thing: access lines, a failed call to another service, deprecations, restarts.
import type { Runtime, Svc } from "./estates.js";
import type { Level } from "./stream.js";

export type CallFail = "timeout" | "5xx" | "refused" | "reset";

const REASON: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No Content",
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  499: "Client Closed Request",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};
export const reason = (code: number) => REASON[code] ?? "";

const ip = (r: () => number) => `10.${40 + Math.floor(r() * 8)}.${Math.floor(r() * 250)}.${Math.floor(r() * 250)}`;
const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15",
  "okhttp/4.12.0",
];

/** The line a service writes when it served a request. */
export function accessLine(
  svc: Svc,
  method: string,
  path: string,
  status: number,
  ms: number,
  r: () => number,
  upstream = "",
  flags = "-",
): string {
  if (Number.isInteger(ms)) ms += r();
  const b = Math.floor(r() * 4000 + 120);
  switch (svc.rt) {
    case "envoy":
      return `"${method} ${path} HTTP/2" ${status} ${flags} ${method === "GET" ? 0 : Math.floor(r() * 900 + 40)} ${status >= 500 ? 91 : b} ${Math.round(ms)} ${Math.max(0, Math.round(ms - 2))} "${ip(r)}" "${UAS[Math.floor(r() * UAS.length)]}" "${upstream || "-"}"`;
    case "nginx":
      return `${ip(r)} - - "${method} ${path} HTTP/1.1" ${status} ${status >= 500 ? 0 : b} "-" "${UAS[Math.floor(r() * UAS.length)]}" rt=${(ms / 1000).toFixed(3)} uct="0.001" urt="${(ms / 1000 - 0.001).toFixed(3)}" upstream="${upstream || "-"}"`;
    case "go":
      return `http request method=${method} path=${path} status=${status} bytes=${b} duration=${ms.toFixed(1)}ms`;
    case "java":
      return `${method} ${path} -> ${status} ${reason(status)} (${Math.round(ms)} ms)`;
    case "node":
      return `${method} ${path} ${status} ${b} - ${ms.toFixed(3)} ms`;
    case "python":
      return `${ip(r)}:${Math.floor(r() * 20000 + 40000)} - "${method} ${path} HTTP/1.1" ${status} ${reason(status)}`;
    case "ruby":
      return `Completed ${status} ${reason(status)} in ${Math.round(ms)}ms (Views: ${(ms * 0.1).toFixed(1)}ms | ActiveRecord: ${(ms * 0.3).toFixed(1)}ms | Allocations: ${Math.floor(r() * 9000 + 800)})`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${svc.name}:${svc.port}${path} - ${status} ${b} application/json;+charset=utf-8 ${ms.toFixed(4)}ms`;
    case "elixir":
      return `Sent ${status} in ${Math.round(ms)}ms`;
    case "cpp":
      return `rpc ${method} ${path} status=${status} latency_us=${Math.round(ms * 1000)}`;
  }
}

export interface Said {
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
}

/** How `caller` reports a failed call to `callee` in its own words. */
export function callFailed(
  caller: Svc,
  callee: Svc,
  kind: CallFail,
  method: string,
  path: string,
  status: number,
  waitMs: number,
  what: string,
): Said {
  const url = `http://${callee.name}:${callee.port}${path}`;
  const secs = Math.round(waitMs / 1000);
  const peer = `10.${44}.${(callee.name.length * 7) % 250}.${(callee.name.length * 13) % 250}:${callee.port}`;
  switch (caller.rt) {
    case "go":
    case "envoy":
    case "nginx":
    case "cpp": {
      const e =
        kind === "timeout"
          ? `${method[0]}${method.slice(1).toLowerCase()} "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`
          : kind === "refused"
            ? `${method[0]}${method.slice(1).toLowerCase()} "${url}": dial tcp ${peer}: connect: connection refused`
            : kind === "reset"
              ? `${method[0]}${method.slice(1).toLowerCase()} "${url}": read tcp 10.44.9.17:51234->${peer}: read: connection reset by peer`
              : `${callee.name} responded ${status} ${reason(status)}`;
      return { level: "error", msg: `${what} failed: ${e}` };
    }
    case "java": {
      const ex =
        kind === "timeout"
          ? "java.net.SocketTimeoutException: Read timed out"
          : kind === "refused"
            ? "java.net.ConnectException: Connection refused"
            : kind === "reset"
              ? "java.net.SocketException: Connection reset"
              : `org.springframework.web.client.HttpServerErrorException$${status === 503 ? "ServiceUnavailable" : status === 502 ? "BadGateway" : "InternalServerError"}: ${status} ${reason(status)}: [no body]`;
      const msg =
        kind === "5xx"
          ? `${what} failed: ${ex.split(": ").slice(1).join(": ")} from ${method} ${url}`
          : `${what} failed: I/O error on ${method} request for "${url}": ${ex.split(": ")[1]}`;
      return {
        level: "error",
        msg,
        errType: ex.split(":")[0],
        stack: [
          kind === "5xx"
            ? ex
            : `org.springframework.web.client.ResourceAccessException: I/O error on ${method} request for "${url}": ${ex.split(": ")[1]}`,
          "\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)",
          "\tat org.springframework.web.client.RestTemplate.execute(RestTemplate.java:872)",
          `\tat com.${caller.name.replace(/-/g, "")}.client.${callee.name.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Client.call(${callee.name.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Client.java:88)`,
          ...(kind === "5xx"
            ? []
            : [
                `Caused by: ${ex}`,
                "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
                "\t... 41 common frames omitted",
              ]),
        ],
      };
    }
    case "node": {
      const e =
        kind === "timeout"
          ? `AxiosError: timeout of ${waitMs}ms exceeded`
          : kind === "refused"
            ? `Error: connect ECONNREFUSED ${peer}`
            : kind === "reset"
              ? "Error: read ECONNRESET"
              : `AxiosError: Request failed with status code ${status}`;
      return {
        level: "error",
        msg: `${what} failed (${method} ${url}): ${e}`,
        errType: e.split(":")[0],
        stack: [
          e,
          ...(kind === "5xx" || kind === "timeout"
            ? [
                "    at settle (/app/node_modules/axios/dist/node/axios.cjs:2019:12)",
                "    at IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3135:11)",
              ]
            : ["    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)"]),
          "    at async Axios.request (/app/node_modules/axios/dist/node/axios.cjs:4252:41)",
          `    at async ${callee.name.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())}Client.send (/app/dist/clients/${callee.name}.js:41:22)`,
        ],
      };
    }
    case "python": {
      const e =
        kind === "timeout"
          ? `httpx.ReadTimeout: timed out`
          : kind === "refused"
            ? "httpx.ConnectError: [Errno 111] Connection refused"
            : kind === "reset"
              ? "httpx.ReadError: [Errno 104] Connection reset by peer"
              : `httpx.HTTPStatusError: Server error '${status} ${reason(status)}' for url '${url}'`;
      return {
        level: "error",
        msg: `${what} failed calling ${callee.name}`,
        errType: e.split(":")[0],
        stack: [
          "Traceback (most recent call last):",
          `  File "/app/${caller.name.replace(/-/g, "_")}/clients.py", line 57, in call_${callee.name.replace(/-/g, "_")}`,
          "    resp.raise_for_status()",
          '  File "/usr/local/lib/python3.12/site-packages/httpx/_models.py", line 829, in raise_for_status',
          "    raise HTTPStatusError(message, request=request, response=self)",
          e,
        ],
      };
    }
    case "ruby": {
      const e =
        kind === "timeout"
          ? "Net::ReadTimeout (Net::ReadTimeout with #<TCPSocket:(closed)>)"
          : kind === "refused"
            ? `Errno::ECONNREFUSED (Failed to open TCP connection to ${callee.name}:${callee.port} (Connection refused - connect(2) for "${callee.name}" port ${callee.port}))`
            : kind === "reset"
              ? "Errno::ECONNRESET (Connection reset by peer)"
              : `Faraday::ServerError (the server responded with status ${status})`;
      return {
        level: "error",
        msg: `${what} failed (${method} ${url}): ${e}`,
        errType: e.split(" ")[0],
        stack: [
          `app/clients/${callee.name.replace(/-/g, "_")}_client.rb:34:in \`post'`,
          `app/services/${what.replace(/\W+/g, "_").toLowerCase()}.rb:19:in \`call'`,
        ],
      };
    }
    case "dotnet": {
      const e =
        kind === "timeout"
          ? `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${secs} seconds elapsing.`
          : kind === "refused"
            ? `System.Net.Http.HttpRequestException: Connection refused (${callee.name}:${callee.port})`
            : kind === "reset"
              ? "System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer."
              : `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${status} (${reason(status)}).`;
      return {
        level: "error",
        msg: `${what} failed calling ${callee.name}`,
        errType: e.split(":")[0],
        stack: [
          e,
          "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
          `   at ${caller.name.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}.Clients.${callee.name.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Client.SendAsync(CancellationToken ct) in /src/Clients/Client.cs:line 61`,
        ],
      };
    }
    case "elixir": {
      const e =
        kind === "timeout"
          ? "%Mint.TransportError{reason: :timeout}"
          : kind === "refused"
            ? "%Mint.TransportError{reason: :econnrefused}"
            : kind === "reset"
              ? "%Mint.TransportError{reason: :closed}"
              : `%Finch.Response{status: ${status}}`;
      return { level: "error", msg: `${what} failed calling ${callee.name}: ${e}` };
    }
  }
}

/** A caller's retry line. */
export function retrying(caller: Svc, callee: Svc, attempt: number, max: number, backoffMs: number): string {
  switch (caller.rt) {
    case "java":
      return `Retry 'client-${callee.name}' attempt ${attempt} of ${max}, waiting ${backoffMs}ms`;
    case "python":
      return `Retrying call to ${callee.name} in ${(backoffMs / 1000).toFixed(2)} seconds as it raised an error (attempt ${attempt}/${max})`;
    case "node":
      return `[axios-retry] retry ${attempt}/${max} for ${callee.name} in ${backoffMs}ms`;
    case "ruby":
      return `Retrying ${callee.name} request (attempt ${attempt}/${max}) after ${backoffMs}ms`;
    case "dotnet":
      return `Execution attempt. Source: '${callee.name}-client//Standard-Retry', Operation Key: '', Result: 'retry', Handled: 'True', Attempt: '${attempt}', Execution Time: ${backoffMs}ms`;
    default:
      return `retrying ${callee.name} attempt=${attempt} max=${max} backoff=${backoffMs}ms`;
  }
}

export const DEPRECATION: Record<Runtime, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "PydanticDeprecatedSince20: The `dict` method is deprecated; use `model_dump` instead.",
  ],
  java: [
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead. (called from block in <class:Guest> at app/models/guest.rb:41)",
  ],
  dotnet: ["'ISystemClock' is obsolete: 'Use TimeProvider instead.'"],
  go: ["client uses deprecated API /api/v1 (sunset 2026-12-31), please migrate to /api/v2"],
  elixir: ["Phoenix.View is deprecated, use Phoenix.Component instead"],
  cpp: ["flag --legacy_geohash is deprecated and will be removed in the next release"],
  envoy: [
    "Deprecated field: type envoy.config.route.v3.RouteAction Using deprecated option 'envoy.config.route.v3.RouteAction.max_grpc_timeout'",
  ],
  nginx: ['the "listen ... http2" directive is deprecated, use the "http2" directive instead'],
};

/** Lines of a rolling restart of one service (new version coming up). */
export function restartLines(svc: Svc, version: string): [Level, string][] {
  switch (svc.rt) {
    case "java":
      return [
        ["info", "Commencing graceful shutdown. Waiting for active requests to complete"],
        ["info", "Graceful shutdown complete"],
        ["info", `Starting ${svc.name} v${version} using Java 21.0.4 with PID 1`],
        ["info", `Tomcat started on port ${svc.port} (http) with context path '/'`],
        ["info", `Started Application in ${(8 + (version.length % 7)).toFixed(3)} seconds (process running for 9.8)`],
      ];
    case "node":
      return [
        ["info", "received SIGTERM, closing server"],
        ["info", `${svc.name}@${version} listening on :${svc.port}`],
      ];
    case "python":
      return [
        ["info", "Shutting down"],
        ["info", "Waiting for application shutdown."],
        ["info", `Started server process [1] (${svc.name} ${version})`],
        ["info", `Uvicorn running on http://0.0.0.0:${svc.port} (Press CTRL+C to quit)`],
      ];
    case "ruby":
      return [
        ["info", "- Gracefully stopping, waiting for requests to finish"],
        [
          "info",
          `Puma starting in cluster mode... * Puma version: 6.4.2 * Environment: production (${svc.name} ${version})`,
        ],
        ["info", `* Listening on http://0.0.0.0:${svc.port}`],
      ];
    case "dotnet":
      return [
        ["info", "Application is shutting down..."],
        ["info", `Now listening on: http://[::]:${svc.port}`],
        ["info", `Application started. Hosting environment: Production; version ${version}`],
      ];
    default:
      return [
        ["info", "shutting down: received signal terminated, draining connections"],
        ["info", `starting ${svc.name} version=${version} addr=:${svc.port}`],
      ];
  }
}
