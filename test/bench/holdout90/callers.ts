// How each runtime's client library words a failed call, a retry, a breaker, a deploy and a health probe.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "node" | "java" | "go" | "python" | "ruby" | "dotnet" | "cpp" | "edge";
/** how the immediate caller sees the failure */
export type Sym = "timeout" | "500" | "502" | "503" | "reset" | "refused" | "401" | "403" | "422" | "429";

export interface Line {
  level: Level;
  msg: string;
}

const STATUS: Record<string, string> = {
  "500": "Internal Server Error",
  "502": "Bad Gateway",
  "503": "Service Unavailable",
  "504": "Gateway Timeout",
  "401": "Unauthorized",
  "403": "Forbidden",
  "422": "Unprocessable Entity",
  "429": "Too Many Requests",
};

const code = (s: Sym) => (s === "timeout" ? "504" : s === "reset" || s === "refused" ? "502" : s);

/** a caller's own words for a failed call to `callee` */
export function callerLine(r: Rng, rt: Runtime, callee: string, sym: Sym, path: string): Line {
  const port = { node: 3000, java: 8080, go: 8080, python: 8000, ruby: 3000, dotnet: 5000, cpp: 9000, edge: 80 }[rt];
  const url = `http://${callee}:${port}${path}`;
  const c = code(sym);
  const ms = r.i(5000, 30000);
  switch (rt) {
    case "edge": {
      const st = sym === "timeout" ? "504" : sym === "reset" || sym === "refused" ? "502" : c;
      return {
        level: Number(st) >= 500 ? "error" : "warn",
        msg: `${r.p(["POST", "GET", "PUT"])} ${path} ${st} ${sym === "timeout" ? r.i(29990, 30010) : r.i(2, 900)}ms upstream=${callee} upstream_status=${sym === "timeout" || sym === "reset" || sym === "refused" ? "-" : st}${sym === "reset" ? ' err="upstream connect error or disconnect/reset before headers. reset reason: connection termination"' : sym === "refused" ? ' err="no healthy upstream"' : ""}`,
      };
    }
    case "node":
      if (sym === "timeout")
        return {
          level: "error",
          msg: `request to ${callee} failed: AxiosError: timeout of ${ms}ms exceeded (POST ${url})`,
        };
      if (sym === "reset")
        return { level: "error", msg: `request to ${callee} failed: Error: socket hang up (code ECONNRESET)` };
      if (sym === "refused")
        return {
          level: "error",
          msg: `request to ${callee} failed: connect ECONNREFUSED 10.${r.i(10, 60)}.${r.i(0, 255)}.${r.i(2, 250)}:${port}`,
        };
      return {
        level: Number(c) >= 500 ? "error" : "warn",
        msg: `${callee} responded ${c} ${STATUS[c]} for ${path} (AxiosError: Request failed with status code ${c})`,
      };
    case "java":
      if (sym === "timeout")
        return {
          level: "error",
          msg: `I/O error on POST request for "${url}": Read timed out\norg.springframework.web.client.ResourceAccessException: I/O error on POST request for "${url}": Read timed out\n\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)\n\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)\nCaused by: java.net.SocketTimeoutException: Read timed out\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)`,
        };
      if (sym === "reset" || sym === "refused")
        return {
          level: "error",
          msg: `I/O error on POST request for "${url}": ${sym === "reset" ? "Connection reset" : "Connection refused"}`,
        };
      return {
        level: Number(c) >= 500 ? "error" : "warn",
        msg: `call to ${callee} failed: org.springframework.web.client.HttpServerErrorException$${c === "503" ? "ServiceUnavailable" : c === "502" ? "BadGateway" : "InternalServerError"}: ${c} ${STATUS[c]} on POST request for "${url}"`.replace(
          "HttpServerErrorException$undefined",
          "HttpClientErrorException",
        ),
      };
    case "go":
      if (sym === "timeout")
        return {
          level: "error",
          msg: `${callee} call failed: Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        };
      if (sym === "reset")
        return { level: "error", msg: `${callee} call failed: Post "${url}": read: connection reset by peer` };
      if (sym === "refused")
        return {
          level: "error",
          msg: `${callee} call failed: Post "${url}": dial tcp 10.${r.i(10, 60)}.${r.i(0, 255)}.${r.i(2, 250)}:${port}: connect: connection refused`,
        };
      return {
        level: Number(c) >= 500 ? "error" : "warn",
        msg: `${callee} returned status ${c}: unexpected response for POST ${path}`,
      };
    case "python":
      if (sym === "timeout")
        return {
          level: "error",
          msg: `call to ${callee} failed: HTTPConnectionPool(host='${callee}', port=${port}): Read timed out. (read timeout=${Math.round(ms / 1000)})`,
        };
      if (sym === "reset" || sym === "refused")
        return {
          level: "error",
          msg: `call to ${callee} failed: ('Connection aborted.', ${sym === "reset" ? "ConnectionResetError(104, 'Connection reset by peer')" : "ConnectionRefusedError(111, 'Connection refused')"})`,
        };
      return {
        level: Number(c) >= 500 ? "error" : "warn",
        msg: `${c} ${Number(c) >= 500 ? "Server" : "Client"} Error: ${STATUS[c]} for url: ${url}`,
      };
    case "ruby":
      if (sym === "timeout")
        return {
          level: "error",
          msg: `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (${callee}${path})`,
        };
      if (sym === "reset" || sym === "refused")
        return {
          level: "error",
          msg: `Faraday::ConnectionFailed: ${sym === "reset" ? "Connection reset by peer" : `Failed to open TCP connection to ${callee}:${port} (Connection refused - connect(2) for "${callee}" port ${port})`}`,
        };
      return {
        level: Number(c) >= 500 ? "error" : "warn",
        msg: `Faraday::${Number(c) >= 500 ? "ServerError" : "ClientError"}: the server responded with status ${c} (POST ${url})`,
      };
    case "dotnet":
      if (sym === "timeout")
        return {
          level: "error",
          msg: `Call to ${callee} failed\nSystem.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.\n ---> System.TimeoutException: A task was canceled.\n   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)\n   at System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)`,
        };
      if (sym === "reset" || sym === "refused")
        return {
          level: "error",
          msg: `Call to ${callee} failed: System.Net.Http.HttpRequestException: ${sym === "reset" ? "An error occurred while sending the request. (Connection reset by peer)" : `Connection refused (${callee}:${port})`}`,
        };
      return {
        level: Number(c) >= 500 ? "error" : "warn",
        msg: `Call to ${callee} failed: System.Net.Http.HttpRequestException: Response status code does not indicate success: ${c} (${STATUS[c]}).`,
      };
    default:
      if (sym === "timeout")
        return { level: "error", msg: `rpc to ${callee} failed: DEADLINE_EXCEEDED: Deadline Exceeded` };
      return { level: "error", msg: `rpc to ${callee} failed: UNAVAILABLE: status ${c}` };
  }
}

export function retryLine(r: Rng, rt: Runtime, callee: string, attempt: number, max: number): Line {
  const d = [100, 200, 400, 800, 1600][attempt - 1] ?? 2000;
  switch (rt) {
    case "java":
      return { level: "warn", msg: `Retry 'retry-${callee}' attempt #${attempt} of ${max}, waiting ${d}ms` };
    case "python":
      return {
        level: "warn",
        msg: `Retrying (Retry(total=${max - attempt}, connect=None, read=None)) after connection broken by '${callee}': /`,
      };
    case "go":
      return { level: "warn", msg: `retrying ${callee} call attempt=${attempt}/${max} backoff=${d}ms` };
    case "ruby":
      return { level: "warn", msg: `retry ${attempt}/${max} for ${callee} in ${(d / 1000).toFixed(1)}s` };
    case "dotnet":
      return { level: "warn", msg: `Polly: retry ${attempt} of ${max} for ${callee} after ${d}ms` };
    default:
      return { level: "warn", msg: `retrying ${callee} (attempt ${attempt}/${max}) in ${d + r.i(0, 50)}ms` };
  }
}

export function breakerLine(rt: Runtime, callee: string, open: boolean, rate: number): Line {
  if (!open) {
    if (rt === "java")
      return { level: "error", msg: `CircuitBreaker '${callee}' is OPEN and does not permit further calls` };
    if (rt === "dotnet")
      return {
        level: "error",
        msg: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`,
      };
    if (rt === "node") return { level: "error", msg: `Breaker is open (opossum: ${callee})` };
    return { level: "error", msg: `circuit breaker for ${callee} is open, failing fast` };
  }
  if (rt === "java")
    return {
      level: "warn",
      msg: `CircuitBreaker '${callee}' changed state from CLOSED to OPEN (failure rate ${rate}% above threshold 50%)`,
    };
  return {
    level: "warn",
    msg: `circuit breaker ${callee} state CLOSED -> OPEN (failures ${rate}% over last 20 calls)`,
  };
}

export function deployLines(r: Rng, rt: Runtime, svc: string): Line[] {
  const v = `${r.i(1, 5)}.${r.i(0, 40)}.${r.i(0, 12)}`;
  switch (rt) {
    case "java":
      return [
        {
          level: "info",
          msg: `Starting ${svc.replace(/-./g, (m) => m[1].toUpperCase())}Application v${v} using Java 21.0.4 with PID 1`,
        },
        { level: "info", msg: `Tomcat started on port 8080 (http) with context path '/'` },
        {
          level: "info",
          msg: `Started application in ${r.f(6, 19).toFixed(3)} seconds (process running for ${r.f(7, 21).toFixed(3)})`,
        },
      ];
    case "node":
      return [
        { level: "info", msg: `${svc}@${v} starting (node v20.${r.i(10, 17)}.0, NODE_ENV=production)` },
        { level: "info", msg: `listening on :3000` },
      ];
    case "go":
      return [{ level: "info", msg: `starting ${svc} version=${v} commit=${r.hex(7)} go=go1.22.${r.i(1, 7)}` }];
    case "python":
      return [
        { level: "info", msg: `Starting gunicorn 22.0.0` },
        { level: "info", msg: `Listening at: http://0.0.0.0:8000 (1)` },
        { level: "info", msg: `Booting worker with pid: ${r.i(7, 40)}` },
      ];
    case "ruby":
      return [
        { level: "info", msg: `Puma starting in cluster mode... * Puma version: 6.4.2 * Ruby version: ruby 3.3.4` },
        { level: "info", msg: `* Listening on http://0.0.0.0:3000 (release ${v})` },
      ];
    case "dotnet":
      return [
        { level: "info", msg: `Now listening on: http://[::]:5000` },
        { level: "info", msg: `Application started. Hosting environment: Production; release ${v}` },
      ];
    default:
      return [{ level: "info", msg: `${svc} ${v} started` }];
  }
}

export function healthLine(r: Rng, rt: Runtime): string {
  const ms = r.i(1, 6);
  switch (rt) {
    case "java":
      return `GET /actuator/health 200 ${ms}ms`;
    case "python":
      return `"GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`;
    case "ruby":
      return `Completed 200 OK in ${ms}ms (GET /up)`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://10.0.${r.i(0, 9)}.${r.i(2, 250)}:5000/health - 200 - text/plain ${r.f(0.3, 3).toFixed(4)}ms`;
    case "edge":
      return `GET /healthz 200 0ms upstream=- ua="ELB-HealthChecker/2.0"`;
    default:
      return `GET /healthz 200 ${ms}ms`;
  }
}
