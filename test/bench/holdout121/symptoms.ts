// How a caller reports a failing callee, in its own runtime's words (timeouts, 5xx, refusals, breakers, retries).
import type { Runtime } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Sym = "timeout" | "5xx" | "4xx" | "refused" | "breaker" | "retry" | "reset";
export interface Said {
  level: Level;
  msg: string;
  stack?: string;
}

const JAVA_TIMEOUT = (c: string) =>
  `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://${c}:8080/internal/v1/jobs": Read timed out
\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)
\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)
\tat org.springframework.web.client.RestTemplate.execute(RestTemplate.java:790)
Caused by: java.net.SocketTimeoutException: Read timed out
\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)
\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)
\t... 41 common frames omitted`;

const PY_TIMEOUT = (c: string) => `Traceback (most recent call last):
  File "/app/.venv/lib/python3.12/site-packages/urllib3/connectionpool.py", line 536, in _make_request
    response = conn.getresponse()
TimeoutError: timed out

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/app/svc/clients.py", line 88, in post
    resp = self.session.post(url, json=payload, timeout=10)
  File "/app/.venv/lib/python3.12/site-packages/requests/adapters.py", line 713, in send
    raise ReadTimeout(e, request=request)
requests.exceptions.ReadTimeout: HTTPConnectionPool(host='${c}', port=8000): Read timed out. (read timeout=10)`;

const NODE_TIMEOUT = `AxiosError: timeout of 10000ms exceeded
    at RedirectableRequest.handleRequestTimeout (/app/node_modules/axios/dist/node/axios.cjs:3122:16)
    at RedirectableRequest.emit (node:events:519:28)
    at Timeout.<anonymous> (/app/node_modules/follow-redirects/index.js:221:12)
    at listOnTimeout (node:internal/timers:581:17)
    at process.processTimers (node:internal/timers:519:7)`;

const DOTNET_TIMEOUT = `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.
 ---> System.TimeoutException: The operation was canceled.
 ---> System.Threading.Tasks.TaskCanceledException: The operation was canceled.
   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)
   --- End of inner exception stack trace ---
   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)
   at System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)`;

/** One line a caller of `callee` writes; `withStack` lets the caller attach its runtime's trace. */
export function callerSays(rt: Runtime, sym: Sym, callee: string, r: Rng, withStack: boolean): Said {
  const a = r.int(2, 5);
  const ip = `10.${r.int(8, 40)}.${r.int(0, 15)}.${r.int(2, 250)}`;
  if (sym === "4xx") return rejected(rt, callee);
  switch (rt) {
    case "node":
      switch (sym) {
        case "timeout":
          return {
            level: "error",
            msg: `call to ${callee} failed: timeout of 10000ms exceeded`,
            stack: withStack ? NODE_TIMEOUT : undefined,
          };
        case "5xx":
          return {
            level: "error",
            msg: `${callee} responded 502 Bad Gateway (POST /internal/v1/${r.pick(["jobs", "items", "records"])})`,
          };
        case "refused":
          return {
            level: "error",
            msg: `${callee} unreachable: connect ECONNREFUSED ${ip}:8080`,
            stack: withStack
              ? `Error: connect ECONNREFUSED ${ip}:8080\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)`
              : undefined,
          };
        case "reset":
          return { level: "error", msg: `request to ${callee} failed, reason: socket hang up (ECONNRESET)` };
        case "breaker":
          return r.chance(0.15)
            ? { level: "warn", msg: `circuit breaker "${callee}" opened (errorThresholdPercentage=50 reached)` }
            : { level: "error", msg: `${callee}: Breaker is open` };
        case "retry":
          return { level: "warn", msg: `retrying ${callee} (attempt ${a}/5) in ${a * 200}ms` };
      }
      break;
    case "python":
      switch (sym) {
        case "timeout":
          return withStack
            ? { level: "error", msg: `call to ${callee} failed`, stack: PY_TIMEOUT(callee) }
            : {
                level: "error",
                msg: `requests.exceptions.ReadTimeout: HTTPConnectionPool(host='${callee}', port=8000): Read timed out. (read timeout=10)`,
              };
        case "5xx":
          return {
            level: "error",
            msg: `HTTPError: 503 Server Error: Service Unavailable for url: http://${callee}:8000/v1/${r.pick(["jobs", "orders", "parts"])}`,
          };
        case "refused":
          return {
            level: "error",
            msg: `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${callee}', port=8000): Max retries exceeded with url: /v1/jobs (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(9)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
          };
        case "reset":
          return {
            level: "error",
            msg: `requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')) calling ${callee}`,
          };
        case "breaker":
          return {
            level: "error",
            msg: `pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker is open (${callee})`,
          };
        case "retry":
          return {
            level: "warn",
            msg: `Retrying call to ${callee} in ${(a * 0.4).toFixed(1)} seconds as it raised HTTPError (attempt ${a})`,
          };
      }
      break;
    case "go":
      switch (sym) {
        case "timeout":
          return {
            level: "error",
            msg: `call ${callee} failed: Post "http://${callee}:8080/v1/${r.pick(["jobs", "match", "estimate"])}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
          };
        case "5xx":
          return { level: "error", msg: `${callee} returned status=503 body="upstream unavailable"` };
        case "refused":
          return {
            level: "error",
            msg: `Post "http://${callee}:8080/v1/jobs": dial tcp ${ip}:8080: connect: connection refused`,
          };
        case "reset":
          return {
            level: "error",
            msg: `Post "http://${callee}:8080/v1/jobs": read tcp ${ip}:${r.int(33000, 60000)}->${callee}:8080: read: connection reset by peer`,
          };
        case "breaker":
          return r.chance(0.15)
            ? { level: "warn", msg: `breaker ${callee} state changed from closed to open` }
            : { level: "error", msg: `call ${callee} rejected: circuit breaker is open` };
        case "retry":
          return { level: "warn", msg: `retrying ${callee} attempt=${a} backoff=${a * 250}ms` };
      }
      break;
    case "java":
      switch (sym) {
        case "timeout":
          return withStack
            ? { level: "error", msg: `call to ${callee} failed`, stack: JAVA_TIMEOUT(callee) }
            : {
                level: "error",
                msg: `I/O error on POST request for "http://${callee}:8080/internal/v1/jobs": Read timed out`,
              };
        case "5xx":
          return {
            level: "error",
            msg: `call to ${callee} failed: org.springframework.web.client.HttpServerErrorException$BadGateway: 502 Bad Gateway: [no body]`,
          };
        case "refused":
          return {
            level: "error",
            msg: `I/O error on GET request for "http://${callee}:8080/internal/v1/status": Connection refused`,
            stack: withStack
              ? `java.net.ConnectException: Connection refused\n\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)\n\tat java.base/sun.nio.ch.Net.pollConnectNow(Net.java:682)\n\tat java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:542)`
              : undefined,
          };
        case "reset":
          return {
            level: "error",
            msg: `I/O error on POST request for "http://${callee}:8080/internal/v1/jobs": Connection reset`,
          };
        case "breaker":
          return r.chance(0.15)
            ? { level: "warn", msg: `CircuitBreaker '${callee}' changed state from CLOSED to OPEN` }
            : {
                level: "error",
                msg: `io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker '${callee}' is OPEN and does not permit further calls`,
              };
        case "retry":
          return {
            level: "warn",
            msg: `Retry '${callee}', waiting PT0.${a}S until attempt '${a}'. Last attempt failed with exception 'org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable'.`,
          };
      }
      break;
    case "dotnet":
      switch (sym) {
        case "timeout":
          return {
            level: "error",
            msg: `Call to ${callee} failed`,
            stack: withStack ? DOTNET_TIMEOUT : undefined,
          };
        case "5xx":
          return {
            level: "error",
            msg: `Call to ${callee} failed: System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).`,
          };
        case "refused":
          return {
            level: "error",
            msg: `System.Net.Http.HttpRequestException: Connection refused (${callee}:8080)`,
            stack: withStack
              ? ` ---> System.Net.Sockets.SocketException (111): Connection refused\n   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)\n   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)`
              : undefined,
          };
        case "reset":
          return {
            level: "error",
            msg: `Call to ${callee} failed: System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.`,
          };
        case "breaker":
          return {
            level: "error",
            msg: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (pipeline ${callee}-standard)`,
          };
        case "retry":
          return {
            level: "warn",
            msg: `Execution attempt. Source: '${callee}-standard//Standard-Retry', Operation Key: '', Result: '503', Handled: 'True', Attempt: '${a - 1}', Execution Time: ${r.int(30, 900)}ms`,
          };
      }
      break;
    case "ruby":
      switch (sym) {
        case "timeout":
          return { level: "error", msg: `${callee} call failed: Net::ReadTimeout with #<TCPSocket:(closed)>` };
        case "5xx":
          return { level: "error", msg: `Faraday::ServerError: the server responded with status 502 (${callee})` };
        case "refused":
          return {
            level: "error",
            msg: `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:8080 (Connection refused - connect(2) for "${callee}" port 8080)`,
          };
        case "reset":
          return { level: "error", msg: `Faraday::ConnectionFailed: Connection reset by peer (${callee})` };
        case "breaker":
          return { level: "error", msg: `Stoplight::Error::RedLight: ${callee}` };
        case "retry":
          return { level: "warn", msg: `retrying ${callee} request (attempt ${a}/4) after Faraday::ServerError` };
      }
      break;
    case "cpp":
      switch (sym) {
        case "timeout":
          return { level: "error", msg: `rpc ${callee}.Submit deadline exceeded after 30000 ms` };
        case "5xx":
          return { level: "error", msg: `http POST ${callee}/v1/jobs -> 503 Service Unavailable` };
        case "refused":
          return { level: "error", msg: `connect(${callee}:8080): Connection refused` };
        case "reset":
          return { level: "error", msg: `recv from ${callee}:8080 failed: Connection reset by peer` };
        case "breaker":
          return { level: "error", msg: `circuit for ${callee} is open, skipping call` };
        case "retry":
          return { level: "warn", msg: `retry ${a}/5 for ${callee}` };
      }
  }
  return { level: "error", msg: `${callee} failed` };
}

function rejected(rt: Runtime, callee: string): Said {
  const msg: Record<Runtime, string> = {
    node: `${callee} responded 400 Bad Request (POST /internal/v1/jobs)`,
    python: `HTTPError: 400 Client Error: Bad Request for url: http://${callee}:8000/v1/jobs`,
    go: `${callee} returned status=422 body="validation failed"`,
    java: `call to ${callee} failed: org.springframework.web.client.HttpClientErrorException$BadRequest: 400 Bad Request`,
    dotnet: `Call to ${callee} failed: System.Net.Http.HttpRequestException: Response status code does not indicate success: 400 (Bad Request).`,
    ruby: `Faraday::BadRequestError: the server responded with status 400 (${callee})`,
    cpp: `http POST ${callee}/v1/jobs -> 400 Bad Request`,
  };
  return { level: "error", msg: msg[rt] };
}

/** The edge's own access line for a failed request. */
export function edgeSays(estate: string, path: string, code: number, upstream: string, r: Rng): Said {
  const ms = code === 504 ? r.int(10000, 30050) : r.int(3, 900);
  const level: Level = code >= 500 ? "error" : "warn";
  switch (estate) {
    case "layerwerk":
      return { level, msg: `${path} ${code} ${ms}ms` };
    case "millforge":
      return {
        level,
        msg: `access method=${path.split(" ")[0]} path=${path.split(" ")[1]} status=${code} upstream=${upstream} dur=${ms}ms`,
      };
    case "fabloop":
      return {
        level,
        msg: `request completed method=${path.split(" ")[0]} url=${path.split(" ")[1]} statusCode=${code} responseTime=${ms}`,
      };
    default:
      return {
        level,
        msg: `Completed ${code} ${code === 500 ? "Internal Server Error" : code === 502 ? "Bad Gateway" : code === 503 ? "Service Unavailable" : "Gateway Timeout"} in ${ms}ms (ActiveRecord: 2.1ms)`,
      };
  }
}
