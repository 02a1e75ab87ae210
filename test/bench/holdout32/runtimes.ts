// How each runtime prints the same things: a served request, a failed call to its callee (in that client library's
// own words), a retry, start-up and shutdown, a probe, a deprecation warning.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Rt = "envoy" | "nginx" | "jvm" | "go" | "py" | "node" | "dotnet" | "ruby" | "pg" | "mongo" | "redis";
export const APP_RTS: Rt[] = ["jvm", "go", "py", "node", "dotnet", "ruby"];
export interface Line {
  level: Level;
  msg: string;
  stack?: string;
  /** Printed under another service (kubelet, systemd) instead of the one that owns the event. */
  svc?: string;
}
/** What a caller sees of its callee: 5xx answer, its own client timeout, refused/unavailable, 4xx, open breaker. */
export type Mode = "err" | "slow" | "down" | "reject" | "cb";

const REASON: Record<number, string> = {
  200: "OK",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  499: "Client Closed Request",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

const nginxTime = (t: number) => {
  const d = new Date(t);
  const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCDate())}/${mon}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
};
const UA = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)",
  "okhttp/4.12.0",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
];
const ENVOY_FLAG: Record<number, string> = { 502: "UC", 503: "UF", 504: "UT", 429: "-", 500: "-", 401: "-", 403: "-" };

/** A request served (or answered with `status`) by a hop. */
export function served(
  rt: Rt,
  r: Rng,
  t: number,
  method: string,
  path: string,
  status: number,
  ms: number,
  callee: string,
): string {
  switch (rt) {
    case "envoy": {
      const flag = status >= 500 ? (ENVOY_FLAG[status] ?? "-") : "-";
      return `[${new Date(t).toISOString()}] "${method} ${path} HTTP/1.1" ${status} ${flag} ${r.int(0, 900)} ${r.int(80, 9000)} ${ms} ${status >= 500 ? "-" : Math.max(1, ms - r.int(0, 3))} "${r.ip()}" "${r.pick(UA)}" "${r.uuid()}" "${callee}" "${r.ip()}:8080"`;
    }
    case "nginx":
      return `${r.ip()} - - [${nginxTime(t)}] "${method} ${path} HTTP/1.1" ${status} ${r.int(80, 9000)} "-" "${r.pick(UA)}" rt=${(ms / 1000).toFixed(3)} uct=0.001 urt=${(ms / 1000).toFixed(3)}`;
    case "jvm":
      return `o.s.w.s.m.m.a.RequestResponseBodyMethodProcessor : ${method} ${path} -> ${status} (${ms} ms)`;
    case "go":
      return `http request method=${method} path=${path} status=${status} duration=${(ms / 1000).toFixed(4)}s`;
    case "py":
      return `${r.ip()}:${r.int(30000, 65000)} - "${method} ${path} HTTP/1.1" ${status} ${REASON[status] ?? "OK"} (${ms}ms)`;
    case "node":
      return `${method} ${path} ${status} ${ms}.${r.int(100, 999)} ms - ${r.int(40, 9000)}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${callee}${path} - ${status} ${r.int(40, 9000)} application/json ${ms}.${r.int(1000, 9999)}ms`;
    case "ruby":
      return `Completed ${status} ${REASON[status] ?? "OK"} in ${ms}ms (Views: ${(r.next() * 2).toFixed(1)}ms | ActiveRecord: ${(ms * 0.3).toFixed(1)}ms | Allocations: ${r.int(900, 9000)})`;
    case "pg":
      return r.chance(0.5)
        ? `duration: ${(ms / 3).toFixed(3)} ms  statement: SELECT * FROM ${path.split("/")[2] ?? "items"} WHERE id = $1`
        : `connection authorized: user=${callee.replace(/-/g, "_")} database=${callee.split("-")[0]} application_name=${callee}`;
    case "mongo":
      return `{"t":{"$date":"${new Date(t).toISOString()}"},"s":"I","c":"NETWORK","id":22943,"ctx":"listener","msg":"Connection accepted","attr":{"remote":"${r.ip()}:${r.int(30000, 60000)}","connectionCount":${r.int(20, 90)}}}`;
    case "redis":
      return `${r.int(1, 99)}:M ${nginxTime(t).slice(0, 11)} * DB saved on disk`;
  }
}

const sec = (ms: number) => (ms / 1000).toFixed(ms % 1000 ? 3 : 0);

/** What `rt` logs when its call to `callee` fails in `mode` (code = the status it got for err/reject). */
export function callFail(rt: Rt, r: Rng, mode: Mode, callee: string, timeoutMs: number, code: number): Line {
  const host = `${callee}:${r.pick([8080, 9090, 443, 3000])}`;
  const ip = `${r.ip()}:${r.pick([8080, 9090])}`;
  const path = r.pick(["/v1/quote", "/v2/items", "/internal/lookup", "/api/resolve", "/v1/orders"]);
  const J = (m: string) => m;
  switch (rt) {
    case "envoy":
    case "nginx":
      if (rt === "nginx") {
        const base = `*${r.int(10000, 999999)} `;
        if (mode === "slow")
          return {
            level: "error",
            msg: `${base}upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${r.ip()}, server: _, request: "GET ${path} HTTP/1.1", upstream: "http://${ip}${path}"`,
          };
        if (mode === "down")
          return {
            level: "error",
            msg: `${base}connect() failed (111: Connection refused) while connecting to upstream, client: ${r.ip()}, server: _, request: "POST ${path} HTTP/1.1", upstream: "http://${ip}${path}"`,
          };
        if (mode === "cb")
          return {
            level: "error",
            msg: `${base}no live upstreams while connecting to upstream "${callee}", client: ${r.ip()}`,
          };
        return {
          level: "warn",
          msg: `${base}upstream "${callee}" returned ${code} while reading response header from upstream, request: "GET ${path} HTTP/1.1"`,
        };
      }
      if (mode === "slow")
        return {
          level: "warn",
          msg: `upstream request timeout cluster=outbound|8080||${callee}.svc.cluster.local route=${path} timeout=${sec(timeoutMs)}s`,
        };
      if (mode === "down" || mode === "cb")
        return {
          level: "warn",
          msg: `upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 111 (cluster=${callee})`,
        };
      return { level: "warn", msg: `upstream ${callee} responded ${code} for ${path}` };
    case "jvm":
      if (mode === "slow")
        return r.chance(0.5)
          ? {
              level: "error",
              msg: J(
                `call to ${callee} failed: io.grpc.StatusRuntimeException: DEADLINE_EXCEEDED: deadline exceeded after ${(timeoutMs / 1000 - 0.001).toFixed(9)}s. [closed=[], open=[[remote_addr=${ip}]]]`,
              ),
            }
          : {
              level: "error",
              msg: `I/O error on POST request for "http://${host}${path}": Read timed out`,
              stack: `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://${host}${path}": Read timed out\n\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)\nCaused by: java.net.SocketTimeoutException: Read timed out\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)`,
            };
      if (mode === "down")
        return r.chance(0.5)
          ? {
              level: "error",
              msg: `call to ${callee} failed: io.grpc.StatusRuntimeException: UNAVAILABLE: io exception`,
              stack: `io.grpc.StatusRuntimeException: UNAVAILABLE: io exception\n\tat io.grpc.stub.ClientCalls.toStatusRuntimeException(ClientCalls.java:268)\nCaused by: io.netty.channel.AbstractChannel$AnnotatedConnectException: Connection refused: ${callee}/${ip}`,
            }
          : {
              level: "error",
              msg: `503 Service Unavailable from POST http://${host}${path}: "upstream connect error or disconnect/reset before headers. reset reason: connection failure"`,
            };
      if (mode === "cb")
        return {
          level: "error",
          msg: `io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker '${callee}' is OPEN and does not permit further calls`,
        };
      return {
        level: code >= 500 ? "error" : "warn",
        msg: `org.springframework.web.client.HttpServerErrorException$${code === 502 ? "BadGateway" : code === 503 ? "ServiceUnavailable" : "InternalServerError"}: ${code} from POST http://${host}${path}`.replace(
          "HttpServerErrorException",
          code < 500 ? "HttpClientErrorException" : "HttpServerErrorException",
        ),
      };
    case "go":
      if (mode === "slow")
        return r.chance(0.5)
          ? {
              level: "error",
              msg: `${callee}.Lookup: rpc error: code = DeadlineExceeded desc = context deadline exceeded`,
            }
          : {
              level: "error",
              msg: `request to ${callee} failed: Post "http://${host}${path}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
            };
      if (mode === "down")
        return r.chance(0.5)
          ? {
              level: "error",
              msg: `${callee}.Lookup: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp ${ip}: connect: connection refused"`,
            }
          : {
              level: "error",
              msg: `request to ${callee} failed: Post "http://${host}${path}": dial tcp ${ip}: connect: connection refused`,
            };
      if (mode === "cb")
        return { level: "error", msg: `request to ${callee} rejected: gobreaker: circuit breaker '${callee}' is open` };
      return {
        level: code >= 500 ? "error" : "warn",
        msg: `request to ${callee} failed: unexpected status ${code} ${code === 502 ? "Bad Gateway" : code === 503 ? "Service Unavailable" : code === 429 ? "Too Many Requests" : code === 401 ? "Unauthorized" : code === 403 ? "Forbidden" : "Internal Server Error"} from POST ${path}`,
      };
    case "py":
      if (mode === "slow")
        return {
          level: "error",
          msg: `call to ${callee} failed`,
          stack: `Traceback (most recent call last):\n  File "/usr/local/lib/python3.12/site-packages/httpx/_transports/default.py", line 69, in map_httpcore_exceptions\n    yield\nhttpx.ReadTimeout: timed out`,
        };
      if (mode === "down")
        return {
          level: "error",
          msg: `call to ${callee} failed: httpx.ConnectError: [Errno 111] Connection refused (http://${host}${path})`,
        };
      if (mode === "cb")
        return {
          level: "error",
          msg: `pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker '${callee}' is open`,
        };
      return {
        level: code >= 500 ? "error" : "warn",
        msg: `httpx.HTTPStatusError: Server error '${code} ${code === 502 ? "Bad Gateway" : code === 503 ? "Service Unavailable" : code === 504 ? "Gateway Timeout" : "Internal Server Error"}' for url 'http://${host}${path}'`.replace(
          "Server error",
          code < 500 ? "Client error" : "Server error",
        ),
      };
    case "node":
      if (mode === "slow")
        return r.chance(0.5)
          ? { level: "error", msg: `${callee} call failed: AxiosError: timeout of ${timeoutMs}ms exceeded` }
          : {
              level: "error",
              msg: `${callee} call failed: Error: 4 DEADLINE_EXCEEDED: Deadline exceeded after ${(timeoutMs / 1000).toFixed(3)}s`,
            };
      if (mode === "down")
        return r.chance(0.5)
          ? {
              level: "error",
              msg: `${callee} call failed: Error: connect ECONNREFUSED ${ip}`,
              stack: `Error: connect ECONNREFUSED ${ip}\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)`,
            }
          : {
              level: "error",
              msg: `${callee} call failed: Error: 14 UNAVAILABLE: No connection established. Last error: connect ECONNREFUSED ${ip}`,
            };
      if (mode === "cb") return { level: "error", msg: `${callee} call failed: OpenCircuitError: Breaker is open` };
      return {
        level: code >= 500 ? "error" : "warn",
        msg: `${callee} call failed: AxiosError: Request failed with status code ${code}`,
      };
    case "dotnet":
      if (mode === "slow")
        return {
          level: "error",
          msg: `Call to ${callee} failed`,
          stack: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${timeoutMs / 1000} seconds elapsing.\n ---> System.TimeoutException: The operation was canceled.\n   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)`,
        };
      if (mode === "down")
        return {
          level: "error",
          msg: `Call to ${callee} failed: System.Net.Http.HttpRequestException: Connection refused (${host})`,
        };
      if (mode === "cb")
        return {
          level: "error",
          msg: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`,
        };
      return {
        level: code >= 500 ? "error" : "warn",
        msg: `Call to ${callee} failed: System.Net.Http.HttpRequestException: Response status code does not indicate success: ${code} (${code === 502 ? "Bad Gateway" : code === 503 ? "Service Unavailable" : code === 429 ? "Too Many Requests" : "Internal Server Error"}).`,
      };
    default:
      if (mode === "slow")
        return { level: "error", msg: `Net::ReadTimeout with #<TCPSocket:(closed)> calling ${callee} ${path}` };
      if (mode === "down")
        return {
          level: "error",
          msg: `Faraday::ConnectionFailed (Failed to open TCP connection to ${host} (Connection refused - connect(2) for "${callee}" port ${host.split(":")[1]}))`,
        };
      if (mode === "cb") return { level: "error", msg: `Circuitbox::OpenCircuitError: Circuit for ${callee} is open` };
      return {
        level: code >= 500 ? "error" : "warn",
        msg: `Faraday::${code >= 500 ? "ServerError" : "ClientError"} (the server responded with status ${code}) calling ${callee} ${path}`,
      };
  }
}

export function retryLine(rt: Rt, r: Rng, callee: string, attempt: number, why: string): string {
  switch (rt) {
    case "jvm":
      return `Retry 'retry-${callee}', waiting PT0.${r.int(1, 9)}S until attempt '${attempt + 1}'. Last attempt failed with exception '${why}'.`;
    case "go":
      return `retrying request to ${callee} attempt=${attempt + 1} backoff=${r.int(50, 800)}ms err="${why}"`;
    case "py":
      return `Retrying (Retry(total=${3 - attempt}, connect=None, read=None, redirect=None, status=None)) after connection broken by '${why}': /v1/${callee}`;
    case "node":
      return `axios-retry: retrying ${callee} request (attempt ${attempt + 1}/3) after ${why}`;
    case "dotnet":
      return `Polly: Delaying for ${r.int(100, 900)}ms, then making retry ${attempt} to ${callee}. Reason: ${why}`;
    case "ruby":
      return `Faraday::Retry: retrying request to ${callee} (${attempt}/3) after ${why}`;
    default:
      return `retrying upstream ${callee} (attempt ${attempt + 1}) after ${why}`;
  }
}

export function startup(rt: Rt, svc: string, r: Rng): string[] {
  switch (rt) {
    case "jvm":
      return [
        `Starting ${svc.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Application v${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)} using Java 21.0.${r.int(2, 5)} with PID 1`,
        `Tomcat initialized with port 8080 (http)`,
        `HikariPool-1 - Start completed.`,
        `Started ${svc.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Application in ${(r.next() * 20 + 6).toFixed(3)} seconds (process running for ${(r.next() * 20 + 8).toFixed(3)})`,
      ];
    case "go":
      return [
        `starting ${svc} version=v${r.int(1, 3)}.${r.int(0, 30)}.${r.int(0, 9)} go=go1.22.${r.int(1, 7)}`,
        `grpc server listening addr=:9090`,
        `http server listening addr=:8080`,
      ];
    case "py":
      return [
        `Started server process [1]`,
        `Waiting for application startup.`,
        `Application startup complete.`,
        `Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)`,
      ];
    case "node":
      return [
        `${svc}@${r.int(1, 5)}.${r.int(0, 20)}.${r.int(0, 9)} starting (node v20.${r.int(10, 18)}.0, NODE_ENV=production)`,
        `listening on :3000`,
      ];
    case "dotnet":
      return [
        `Now listening on: http://[::]:8080`,
        `Application started. Press Ctrl+C to shut down.`,
        `Hosting environment: Production`,
      ];
    case "ruby":
      return [
        `Puma starting in single mode...`,
        `* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")`,
        `* Listening on http://0.0.0.0:3000`,
        `Use Ctrl-C to stop`,
      ];
    default:
      return [`${svc} ready to accept connections`];
  }
}

export function shutdown(rt: Rt): string[] {
  switch (rt) {
    case "jvm":
      return [
        `Commencing graceful shutdown. Waiting for active requests to complete`,
        `Graceful shutdown complete`,
        `HikariPool-1 - Shutdown completed.`,
      ];
    case "go":
      return [`received signal terminated, draining connections`, `http server shut down gracefully`];
    case "py":
      return [
        `Shutting down`,
        `Waiting for connections to close. (CTRL+C to force quit)`,
        `Finished server process [1]`,
      ];
    case "node":
      return [`SIGTERM received: closing HTTP server, draining keep-alive connections`, `HTTP server closed`];
    case "dotnet":
      return [
        `Application is shutting down...`,
        `Waiting for the host to be disposed. Ensure all 'IHost' instances are wrapped in 'using' blocks.`,
      ];
    default:
      return [`- Gracefully stopping, waiting for requests to finish`, `- Goodbye!`];
  }
}

export function probe(rt: Rt, r: Rng): string {
  switch (rt) {
    case "go":
      return `http request method=GET path=/healthz status=200 duration=0.000${r.int(100, 900)}s user_agent=kube-probe/1.29`;
    case "jvm":
      return `o.s.b.a.health.HealthEndpointWebExtension : GET /actuator/health/readiness -> 200 UP`;
    case "py":
      return `${r.ip()}:${r.int(30000, 65000)} - "GET /healthz HTTP/1.1" 200 OK`;
    case "node":
      return `GET /healthz 200 0.${r.int(300, 999)} ms - 15`;
    case "dotnet":
      return `Health check liveness completed after 0.${r.int(1000, 9999)}ms with status Healthy`;
    case "ruby":
      return `Started GET "/up" for ${r.ip()}`;
    default:
      return `health check passed`;
  }
}

export const DEPRECATION: Partial<Record<Rt, string[]>> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  py: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "PydanticDeprecatedSince20: The `dict` method is deprecated; use `model_dump` instead. Deprecated in Pydantic V2.0 to be removed in V3.0.",
  ],
  jvm: [
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  ],
  go: ["grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x."],
  dotnet: [
    "warning SYSLIB0014: 'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete. Use HttpClient instead.'",
  ],
  ruby: [
    "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0. Use `BasicObject` instead.",
  ],
};
