// How each runtime prints a finished request, a failed call to another service and its chronic warnings.
import type { Level } from "./render.js";
import type { Rng } from "./rng.js";

export type Runtime =
  | "go"
  | "java"
  | "python"
  | "node"
  | "ruby"
  | "dotnet"
  | "nginx"
  | "envoy"
  | "postgres"
  | "mysql"
  | "redis"
  | "kafka"
  | "kubelet"
  | "ecs-agent";

export type CallFail = "timeout" | "5xx" | "refused" | "reset" | "breaker" | "4xx" | "401" | "403" | "429";
type Shape = "timeout" | "5xx" | "refused" | "reset" | "breaker" | "4xx";

const UA = ["okhttp/4.12.0", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4)", "Dart/3.3 (dart:io)", "python-requests/2.31"];

/** The line a service prints when it finished serving `path` (status may be a failure status). */
export function requestLine(
  rng: Rng,
  rt: Runtime,
  svc: string,
  method: string,
  path: string,
  status: number,
  ms: number,
  rid: string,
  upstream?: string,
  flag = "-",
): string {
  const b = status >= 400 ? rng.int(40, 180) : rng.int(180, 9000);
  switch (rt) {
    case "go":
      return `http request served method=${method} path=${path} status=${status} duration=${ms}.${rng.int(0, 9)}ms bytes=${b}`;
    case "java":
      return `[nio-8080-exec-${rng.int(1, 200)}] c.s.web.AccessLogFilter : ${method} ${path} -> ${status} (${ms} ms)`;
    case "python":
      return `${rng.ip()} - - "${method} ${path} HTTP/1.1" ${status} ${b} ${(ms / 1000).toFixed(3)}s`;
    case "node":
      return `request completed {"req":{"method":"${method}","url":"${path}"},"res":{"statusCode":${status}},"responseTime":${ms}}`;
    case "ruby":
      return `method=${method} path=${path} format=json status=${status} duration=${ms}.${rng.int(10, 99)} db=${(ms * 0.3).toFixed(1)}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${svc}${path} - ${status} ${b} application/json ${ms}.${rng.int(1000, 9999)}ms`;
    case "nginx":
      return `${rng.ip()} - - "${method} ${path} HTTP/1.1" ${status} ${b} "-" "${rng.pick(UA)}" rt=${(ms / 1000).toFixed(3)} ups=${upstream ?? "-"}:8080 ups_status=${status === 504 ? "-" : status} rid=${rid}`;
    default:
      return `"${method} ${path} HTTP/1.1" ${status} ${flag} 0 ${b} ${ms} ${Math.max(0, ms - rng.int(0, 3))} "${rng.ip()}" "${rng.pick(UA)}" "${rid}" cluster=${upstream ?? "-"}`;
  }
}

export interface Said {
  lvl: Level;
  msg: string;
  stack?: string;
}

/** How `rt` reports that its call to `callee` failed in the way `kind`. */
export function callFailure(rng: Rng, rt: Runtime, how: CallFail, callee: string, path: string): Said {
  const ip = rng.ip();
  const kind: Shape = how === "401" || how === "403" || how === "429" ? "4xx" : how;
  const st = kind === "4xx" ? (how === "4xx" ? rng.pick([400, 409, 422]) : Number(how)) : rng.pick([500, 502, 503]);
  switch (rt) {
    case "go": {
      const m: Record<Shape, string> = {
        timeout: `call failed upstream=${callee} err="Post \\"http://${callee}:8080${path}\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"`,
        "5xx": `call failed upstream=${callee} status=${st} err="unexpected status ${st} from ${callee}"`,
        refused: `call failed upstream=${callee} err="dial tcp ${ip}:8080: connect: connection refused"`,
        reset: `call failed upstream=${callee} err="read tcp ${rng.ip()}:${rng.int(30000, 60000)}->${ip}:8080: read: connection reset by peer"`,
        breaker: `call rejected upstream=${callee} err="circuit breaker is open" breaker=${callee}`,
        "4xx": `call failed upstream=${callee} status=${st} err="${callee} rejected request"`,
      };
      return { lvl: "error", msg: m[kind] };
    }
    case "java": {
      const pkg = "com.shop.client";
      const m: Record<Shape, [string, string]> = {
        timeout: [
          `I/O error on POST request for "http://${callee}:8080${path}": Read timed out`,
          `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://${callee}:8080${path}": Read timed out\n\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)\n\tat ${pkg}.UpstreamClient.post(UpstreamClient.java:88)\nCaused by: java.net.SocketTimeoutException: Read timed out\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)\n\t... 41 common frames omitted`,
        ],
        "5xx": [
          `${callee} answered ${st} for POST ${path}`,
          `org.springframework.web.client.HttpServerErrorException$${st === 503 ? "ServiceUnavailable" : st === 502 ? "BadGateway" : "InternalServerError"}: ${st} from POST http://${callee}:8080${path}\n\tat org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:180)\n\tat ${pkg}.UpstreamClient.post(UpstreamClient.java:91)`,
        ],
        refused: [
          `I/O error on POST request for "http://${callee}:8080${path}": Connection refused`,
          `java.net.ConnectException: Connection refused\n\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)\n\tat ${pkg}.UpstreamClient.post(UpstreamClient.java:88)`,
        ],
        reset: [
          `I/O error on POST request for "http://${callee}:8080${path}": Connection reset`,
          `java.net.SocketException: Connection reset\n\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:328)\n\tat ${pkg}.UpstreamClient.post(UpstreamClient.java:88)`,
        ],
        breaker: [
          `CircuitBreaker '${callee}' is OPEN and does not permit further calls`,
          `io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker '${callee}' is OPEN and does not permit further calls\n\tat io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)`,
        ],
        "4xx": [
          `${callee} rejected POST ${path} with ${st}`,
          `org.springframework.web.client.HttpClientErrorException: ${st}: ${st} from POST http://${callee}:8080${path}\n\tat ${pkg}.UpstreamClient.post(UpstreamClient.java:91)`,
        ],
      };
      return { lvl: "error", msg: m[kind][0], stack: rng.chance(0.6) ? m[kind][1] : undefined };
    }
    case "python": {
      const m: Record<Shape, string> = {
        timeout: `requests.exceptions.ReadTimeout: HTTPConnectionPool(host='${callee}', port=8000): Read timed out. (read timeout=5)`,
        "5xx": `httpx.HTTPStatusError: Server error '${st} ${st === 503 ? "Service Unavailable" : "Bad Gateway"}' for url 'http://${callee}:8000${path}'`,
        refused: `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${callee}', port=8000): Max retries exceeded with url: ${path} (Caused by NewConnectionError('[Errno 111] Connection refused'))`,
        reset: `requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')) calling ${callee}`,
        breaker: `pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker '${callee}' is open`,
        "4xx": `httpx.HTTPStatusError: Client error '${st}' for url 'http://${callee}:8000${path}'`,
      };
      const tb = `Traceback (most recent call last):\n  File "/app/clients/upstream.py", line 64, in post\n    resp = self.session.post(url, json=body, timeout=self.timeout)\n  File "/usr/local/lib/python3.11/site-packages/requests/sessions.py", line 637, in post\n    return self.request("POST", url, data=data, json=json, **kwargs)\n${m[kind]}`;
      return { lvl: "error", msg: `upstream call to ${callee} failed`, stack: rng.chance(0.7) ? tb : undefined };
    }
    case "node": {
      const m: Record<Shape, string> = {
        timeout: `upstream ${callee} timed out {"err":{"type":"AxiosError","message":"timeout of 5000ms exceeded","code":"ECONNABORTED"}}`,
        "5xx": `upstream ${callee} failed {"err":{"type":"AxiosError","message":"Request failed with status code ${st}"},"path":"${path}"}`,
        refused: `upstream ${callee} failed {"err":{"message":"connect ECONNREFUSED ${ip}:8080","code":"ECONNREFUSED"}}`,
        reset: `upstream ${callee} failed {"err":{"message":"socket hang up","code":"ECONNRESET"}}`,
        breaker: `Breaker is open: ${callee} {"breaker":"${callee}","state":"OPEN"}`,
        "4xx": `upstream ${callee} rejected {"err":{"message":"Request failed with status code ${st}"},"path":"${path}"}`,
      };
      return { lvl: "error", msg: m[kind] };
    }
    case "ruby": {
      const m: Record<Shape, string> = {
        timeout: `Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)> (${callee})`,
        "5xx": `Faraday::ServerError: the server responded with status ${st} (${callee} POST ${path})`,
        refused: `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:80 (Connection refused - connect(2) for "${callee}" port 80)`,
        reset: `Faraday::ConnectionFailed: Connection reset by peer (${callee})`,
        breaker: `Circuitbox::OpenCircuitError: ${callee} circuit is open`,
        "4xx": `Faraday::ClientError: the server responded with status ${st} (${callee})`,
      };
      const bt = `/app/app/clients/upstream_client.rb:41:in \`post'\n/app/app/services/${callee.replace(/-/g, "_")}_gateway.rb:17:in \`call'`;
      return { lvl: "error", msg: m[kind], stack: rng.chance(0.5) ? bt : undefined };
    }
    case "dotnet": {
      const m: Record<Shape, string> = {
        timeout: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.`,
        "5xx": `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${st} (${st === 503 ? "Service Unavailable" : "Bad Gateway"}).`,
        refused: `System.Net.Http.HttpRequestException: Connection refused (${callee}:80)`,
        reset: `System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.`,
        breaker: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.`,
        "4xx": `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${st} (${st === 401 ? "Unauthorized" : st === 403 ? "Forbidden" : st === 429 ? "Too Many Requests" : "Unprocessable Entity"}).`,
      };
      return {
        lvl: "error",
        msg: `Call to ${callee} ${path} failed`,
        stack: `${m[kind]}\n   at System.Net.Http.HttpClient.SendAsync(HttpRequestMessage request)\n   at Api.Clients.UpstreamClient.PostAsync(String path) in /src/Api/Clients/UpstreamClient.cs:line 57`,
      };
    }
    default:
      return { lvl: "error", msg: `upstream ${callee} failed: ${kind}` };
  }
}

/** A retry the caller announces before trying again. */
export function retryLine(rng: Rng, rt: Runtime, callee: string, attempt: number): string {
  const back = rng.int(50, 800);
  switch (rt) {
    case "go":
      return `retrying call upstream=${callee} attempt=${attempt} backoff=${back}ms`;
    case "java":
      return `Retry 'upstream-${callee}', waiting PT${(back / 1000).toFixed(3)}S until attempt '${attempt}'.`;
    case "python":
      return `Retrying (Retry(total=${5 - attempt}, connect=None, read=None)) after connection broken by '${callee}': ${back}ms`;
    case "node":
      return `retrying ${callee} {"attempt":${attempt},"delayMs":${back}}`;
    case "ruby":
      return `Retrying ${callee} (attempt ${attempt}/5) in ${(back / 1000).toFixed(2)}s`;
    default:
      return `Retry attempt ${attempt} for ${callee} after ${back}ms`;
  }
}

/** A chronic deprecation-style warning for the runtime (background noise). */
export function deprecation(rt: Runtime): string {
  switch (rt) {
    case "java":
      return "spring.mvc.pathmatch.use-suffix-pattern is deprecated and will be removed in 6.2; use content negotiation instead";
    case "python":
      return "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal; use timezone-aware objects";
    case "node":
      return "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.";
    case "ruby":
      return "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)";
    case "dotnet":
      return "warn: Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key may be persisted to storage in unencrypted form.";
    case "go":
      return "grpc: Dial called with deprecated option WithInsecure; use WithTransportCredentials(insecure.NewCredentials())";
    default:
      return "deprecated configuration directive in use";
  }
}
