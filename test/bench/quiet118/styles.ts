// How each runtime phrases the same things: access lines, failed outbound calls, stack traces, start-up, deprecations.
import type { Rng } from "./rng.js";

export type Runtime = "java" | "node" | "go" | "python" | "ruby" | "dotnet" | "cpp";

export interface Svc {
  name: string;
  rt: Runtime;
  port: number;
  /** package / namespace root used in stack frames */
  pkg: string;
}

export type CallKind = "timeout" | "refused" | "reset" | "status" | "dns";

const cap = (s: string) =>
  s
    .split(/[-_]/)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

export function access(s: Svc, r: Rng, method: string, path: string, status: number, ms: number): string {
  const ip = `10.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(2, 254)}`;
  switch (s.rt) {
    case "java":
      return `${method} ${path} -> ${status} (${ms} ms)`;
    case "node":
      return `${method} ${path} ${status} ${r.int(80, 9000)} - ${ms}.${r.int(100, 999)} ms`;
    case "go":
      return `http: ${method} ${path} status=${status} dur=${ms}.${r.int(10, 99)}ms bytes=${r.int(90, 12000)}`;
    case "python":
      return `${ip} - - "${method} ${path} HTTP/1.1" ${status} ${r.int(60, 9000)} ${(ms / 1000).toFixed(3)}s`;
    case "ruby": {
      const ctl = `${cap(
        path
          .split("/")
          .filter((x) => x && !/\d/.test(x))
          .pop() ?? "root",
      )}Controller`;
      const act = method === "GET" ? (/\d/.test(path) ? "show" : "index") : method === "POST" ? "create" : "update";
      return `method=${method} path=${path} format=json controller=${ctl} action=${act} status=${status} duration=${ms}.${r.int(10, 99)} view=${(ms * 0.1).toFixed(2)} db=${(ms * 0.4).toFixed(2)}`;
    }
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${s.name}:${s.port}${path} - ${status} ${r.int(40, 8000)} application/json;+charset=utf-8 ${ms}.${r.digits(4)}ms`;
    case "cpp":
      return `${method} ${path} -> ${status} in ${ms}ms`;
  }
}

export interface Msg {
  msg: string;
  errType?: string;
  stack?: string[];
}

/** A failed outbound call as the caller's runtime reports it. */
export function callErr(
  caller: Svc,
  callee: Svc,
  r: Rng,
  method: string,
  path: string,
  kind: CallKind,
  status = 503,
): Msg {
  const host = callee.name;
  const ip = `10.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(2, 254)}`;
  const url = `http://${host}:${callee.port}${path}`;
  switch (caller.rt) {
    case "java": {
      const m =
        kind === "timeout"
          ? `I/O error on ${method} request for "${url}": Read timed out`
          : kind === "refused"
            ? `I/O error on ${method} request for "${url}": Connect to ${host}:${callee.port} [${host}/${ip}] failed: Connection refused`
            : kind === "reset"
              ? `I/O error on ${method} request for "${url}": Connection reset`
              : kind === "dns"
                ? `I/O error on ${method} request for "${url}": ${host}: Name or service not known`
                : `${status} ${status === 504 ? "Gateway Timeout" : status === 502 ? "Bad Gateway" : status === 500 ? "Internal Server Error" : "Service Unavailable"} from ${method} ${url}`;
      const type =
        kind === "status"
          ? "org.springframework.web.reactive.function.client.WebClientResponseException"
          : "org.springframework.web.client.ResourceAccessException";
      return { msg: m, errType: type };
    }
    case "node": {
      const m =
        kind === "timeout"
          ? `timeout of ${r.pick([5000, 8000, 10000])}ms exceeded (${method} ${url})`
          : kind === "refused"
            ? `connect ECONNREFUSED ${ip}:${callee.port} (${method} ${url})`
            : kind === "reset"
              ? `read ECONNRESET (${method} ${url})`
              : kind === "dns"
                ? `getaddrinfo ENOTFOUND ${host}`
                : `Request failed with status code ${status} (${method} ${url})`;
      return { msg: m, errType: kind === "status" ? "AxiosError" : "Error" };
    }
    case "go": {
      const m =
        kind === "timeout"
          ? `${cap(method.toLowerCase())} "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`
          : kind === "refused"
            ? `${cap(method.toLowerCase())} "${url}": dial tcp ${ip}:${callee.port}: connect: connection refused`
            : kind === "reset"
              ? `${cap(method.toLowerCase())} "${url}": read tcp 10.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(2, 254)}:${r.int(32768, 60999)}->${ip}:${callee.port}: read: connection reset by peer`
              : kind === "dns"
                ? `${cap(method.toLowerCase())} "${url}": dial tcp: lookup ${host} on 10.96.0.10:53: server misbehaving`
                : `${host} ${method} ${path}: unexpected status ${status}`;
      return { msg: m };
    }
    case "python": {
      const m =
        kind === "timeout"
          ? `HTTPConnectionPool(host='${host}', port=${callee.port}): Read timed out. (read timeout=${r.pick([3, 5, 10])})`
          : kind === "refused"
            ? `HTTPConnectionPool(host='${host}', port=${callee.port}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`
            : kind === "reset"
              ? `('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`
              : kind === "dns"
                ? `HTTPConnectionPool(host='${host}', port=${callee.port}): Max retries exceeded with url: ${path} (Caused by NameResolutionError("<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to resolve '${host}' ([Errno -3] Temporary failure in name resolution)"))`
                : `${status} Server Error: ${status === 502 ? "Bad Gateway" : status === 504 ? "Gateway Timeout" : status === 500 ? "Internal Server Error" : "Service Unavailable"} for url: ${url}`;
      const type =
        kind === "timeout"
          ? "requests.exceptions.ReadTimeout"
          : kind === "status"
            ? "requests.exceptions.HTTPError"
            : "requests.exceptions.ConnectionError";
      return { msg: m, errType: type };
    }
    case "ruby": {
      const m =
        kind === "timeout"
          ? `Net::ReadTimeout with #<TCPSocket:(closed)> (${method} ${url})`
          : kind === "refused"
            ? `Failed to open TCP connection to ${host}:${callee.port} (Connection refused - connect(2) for "${host}" port ${callee.port})`
            : kind === "reset"
              ? `Connection reset by peer (${method} ${url})`
              : kind === "dns"
                ? `Failed to open TCP connection to ${host}:${callee.port} (getaddrinfo: Temporary failure in name resolution)`
                : `the server responded with status ${status} (${method} ${url})`;
      const type =
        kind === "timeout"
          ? "Faraday::TimeoutError"
          : kind === "status"
            ? "Faraday::ServerError"
            : "Faraday::ConnectionFailed";
      return { msg: m, errType: type };
    }
    case "dotnet": {
      const m =
        kind === "timeout"
          ? `The request was canceled due to the configured HttpClient.Timeout of ${r.pick([10, 30, 100])} seconds elapsing.`
          : kind === "refused"
            ? `Connection refused (${host}:${callee.port})`
            : kind === "reset"
              ? `An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.`
              : kind === "dns"
                ? `Name or service not known (${host}:${callee.port})`
                : `Response status code does not indicate success: ${status} (${status === 502 ? "Bad Gateway" : status === 504 ? "Gateway Timeout" : status === 500 ? "Internal Server Error" : "Service Unavailable"}).`;
      const type =
        kind === "timeout" ? "System.Threading.Tasks.TaskCanceledException" : "System.Net.Http.HttpRequestException";
      return { msg: m, errType: type };
    }
    case "cpp": {
      const m =
        kind === "timeout"
          ? `upstream ${host}:${callee.port} ${method} ${path} timed out after ${r.pick([2000, 5000])}ms`
          : kind === "refused"
            ? `connect() to ${ip}:${callee.port} (${host}) failed (111: Connection refused)`
            : kind === "reset"
              ? `recv() from ${host}:${callee.port} failed (104: Connection reset by peer)`
              : kind === "dns"
                ? `could not resolve ${host}: Temporary failure in name resolution`
                : `upstream ${host} returned ${status} for ${method} ${path}`;
      return { msg: m };
    }
  }
}

/** Stack lines of an exception in the runtime's own layout. `where` are (class/module, method, file-ish) frames. */
export function stack(s: Svc, r: Rng, type: string, message: string, where: [string, string][]): string[] {
  const ln = () => r.int(24, 480);
  const lib = (c: string) => /^(Microsoft|System|urllib3|requests|java|org|net)\./.test(c);
  switch (s.rt) {
    case "java":
      return [
        `${type}: ${message}`,
        ...where.map(([c, m]) => `\tat ${lib(c) ? "" : `${s.pkg}.`}${c}.${m}(${c.split(".").pop()}.java:${ln()})`),
        `\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)`,
        `\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:614)`,
        `\t... ${r.int(38, 92)} common frames omitted`,
      ];
    case "node":
      return [
        `${type}: ${message}`,
        ...where.map(([c, m]) => `    at ${c}.${m} (/app/${s.pkg}/${c.toLowerCase()}.js:${ln()}:${r.int(5, 40)})`),
        `    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)`,
      ];
    case "go":
      return [
        `goroutine ${r.int(100, 9000)} [running]:`,
        ...where.flatMap(([c, m]) => [
          `${s.pkg}/${c}.${m}(0xc000${r.hex(6)}, 0xc00${r.hex(7)})`,
          `\t/src/${c.split(".")[0]}/${c.split(".")[0]}.go:${ln()} +0x${r.hex(3)}`,
        ]),
      ];
    case "python":
      return [
        "Traceback (most recent call last):",
        ...where.flatMap(([c, m]) => [
          `  File "${lib(c) ? "/usr/local/lib/python3.12/site-packages" : "/app"}/${c.replace(/\./g, "/")}.py", line ${ln()}, in ${m}`,
          `    ${m === "handle" ? "return self.dispatch(request)" : `result = ${m}(payload)`}`,
        ]),
        `${type}: ${message}`,
      ];
    case "ruby":
      return where.map(([c, m]) => `/app/app/${c}.rb:${ln()}:in '${m}'`);
    case "dotnet":
      return [
        `${type}: ${message}`,
        ...where.map(([c, m]) =>
          lib(c)
            ? `   at ${c}.${m}()`
            : `   at ${s.pkg}.${c}.${m}() in /src/${s.pkg}/${c.split(".").pop()}.cs:line ${ln()}`,
        ),
        `   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)`,
      ];
    case "cpp":
      return where.map(
        ([c, m], i) =>
          `    @     0x${r.hex(12)}  ${s.pkg}::${c}::${m}()${i === 0 ? ` [${c.toLowerCase()}.cc:${ln()}]` : ""}`,
      );
  }
}

export function deprecation(s: Svc, r: Rng): string {
  switch (s.rt) {
    case "java":
      return r.pick([
        "HHH90000021: Encountered deprecated setting [javax.persistence.sharedCache.mode], use [jakarta.persistence.sharedCache.mode] instead",
        "Property 'spring.redis.host' is deprecated: use 'spring.data.redis.host' instead (reported by spring-boot-properties-migrator)",
      ]);
    case "node":
      return r.pick([
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ]);
    case "go":
      return "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.";
    case "python":
      return r.pick([
        "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
        "SADeprecationWarning: The Query.get() method is considered legacy as of the 1.x series of SQLAlchemy and becomes a legacy construct in 2.0. The method is now available as Session.get() (deprecated since: 2.0)",
      ]);
    case "ruby":
      return "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.0. To opt in to the new behavior, set `config.active_support.to_time_preserves_timezone = :zone`.";
    case "dotnet":
      return "warning SYSLIB0014: 'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete. Use HttpClient instead.'";
    case "cpp":
      return "option --legacy-frame-pacing is deprecated and will be removed in 4.0; use --pacing=adaptive";
  }
}

export function startup(s: Svc, r: Rng, version: string): string[] {
  switch (s.rt) {
    case "java":
      return [
        `Starting ${cap(s.name)}Application v${version} using Java 21.0.${r.int(2, 5)} with PID 1`,
        `Tomcat started on port ${s.port} (http) with context path '/'`,
        `Started ${cap(s.name)}Application in ${r.float(6, 14).toFixed(3)} seconds (process running for ${r.float(14, 18).toFixed(3)})`,
      ];
    case "node":
      return [
        `${s.name}@${version} starting (node v20.${r.int(10, 18)}.0, NODE_ENV=production)`,
        `listening on :${s.port}`,
      ];
    case "go":
      return [
        `starting ${s.name} version=${version} go=go1.22.${r.int(1, 6)}`,
        `http server listening addr=:${s.port}`,
      ];
    case "python":
      return [
        `Starting gunicorn 22.0.0`,
        `Listening at: http://0.0.0.0:${s.port} (1)`,
        `Booting worker with pid: ${r.int(7, 30)}`,
        `${s.name} ${version} ready`,
      ];
    case "ruby":
      return [
        `Puma starting in cluster mode...`,
        `* Puma version: 6.4.2 ("The Eagle of Durango")`,
        `* Listening on http://0.0.0.0:${s.port}`,
        `${s.name} ${version} booted in ${r.float(3, 9).toFixed(1)}s`,
      ];
    case "dotnet":
      return [
        `Now listening on: http://[::]:${s.port}`,
        `Application started. Press Ctrl+C to shut down.`,
        `Hosting environment: Production`,
        `${s.name} ${version} started`,
      ];
    case "cpp":
      return [
        `${s.name} ${version} (build ${r.hex(8)}) starting, ${r.int(4, 16)} worker threads`,
        `listening on 0.0.0.0:${s.port}`,
      ];
  }
}

export function shutdown(s: Svc): string[] {
  switch (s.rt) {
    case "java":
      return ["Commencing graceful shutdown. Waiting for active requests to complete", "Graceful shutdown complete"];
    case "node":
      return ["received SIGTERM, closing server", "server closed, exiting"];
    case "go":
      return ["shutdown signal received, draining connections", "server stopped"];
    case "python":
      return ["Handling signal: term", "Worker exiting (pid: 12)", "Shutting down: Master"];
    case "ruby":
      return ["- Gracefully stopping, waiting for requests to finish", "=== puma shutdown ==="];
    case "dotnet":
      return ["Application is shutting down..."];
    case "cpp":
      return ["caught SIGTERM, draining", "exit 0"];
  }
}
