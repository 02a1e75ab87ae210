// How a caller of each runtime words a failed call to another service, and each runtime's stack-trace style.
import type { Line, Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

export type CallKind = "timeout" | "5xx" | "reset" | "refused" | "breaker" | "4xx";

const ip = (r: Rng) => `10.${r.i(40, 47)}.${r.i(0, 31)}.${r.i(2, 250)}`;
/** a service's stable pod address */
const addr = (svc: string) => {
  let h = 17;
  for (const ch of svc) h = (h * 33 + ch.charCodeAt(0)) >>> 0;
  return `10.${40 + (h % 8)}.${(h >>> 3) % 32}.${2 + ((h >>> 8) % 240)}`;
};

export function callerSays(rt: Runtime, kind: CallKind, callee: string, path: string, r: Rng, code: number): Line {
  const url = `http://${callee}${path}`;
  switch (rt) {
    case "node":
      return (
        {
          timeout: ["error", `upstream ${callee} timed out after 5000ms: GET ${path} (ETIMEDOUT)`],
          "5xx": ["error", `AxiosError: Request failed with status code ${code} [${callee} ${path}]`],
          reset: ["error", `Error: read ECONNRESET while calling ${callee} ${path}`],
          refused: ["error", `Error: connect ECONNREFUSED ${addr(callee)}:8080 (${callee})`],
          breaker: ["warn", `Breaker is open: ${callee} (fallback served)`],
          "4xx": ["warn", `upstream ${callee} answered ${code} for ${path}`],
        } as const
      )[kind] as Line;
    case "java":
      return (
        {
          timeout: [
            "error",
            `I/O error on GET request for "${url}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`,
          ],
          "5xx": [
            "error",
            `org.springframework.web.client.HttpServerErrorException$${code === 502 ? "BadGateway: 502 Bad Gateway" : code === 500 ? "InternalServerError: 500 Internal Server Error" : "ServiceUnavailable: 503 Service Unavailable"}: [no body] on POST ${url}`,
          ],
          reset: [
            "error",
            `I/O error on POST request for "${url}": Connection reset; nested exception is java.net.SocketException: Connection reset`,
          ],
          refused: [
            "error",
            `I/O error on POST request for "${url}": Connect to ${callee}:8080 [${callee}/${addr(callee)}] failed: Connection refused`,
          ],
          breaker: ["warn", `CircuitBreaker '${callee}' is OPEN and does not permit further calls`],
          "4xx": ["warn", `HttpClientErrorException: ${code} on POST ${url}`],
        } as const
      )[kind] as Line;
    case "go":
      return (
        {
          timeout: [
            "error",
            `call ${callee} failed: Get "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
          ],
          "5xx": ["error", `call ${callee} failed: unexpected status ${code} from ${path}`],
          reset: [
            "error",
            `call ${callee} failed: Post "${url}": read tcp ${ip(r)}:${r.i(30000, 60000)}->${addr(callee)}:8080: read: connection reset by peer`,
          ],
          refused: ["error", `call ${callee} failed: dial tcp ${addr(callee)}:8080: connect: connection refused`],
          breaker: ["warn", `call ${callee} skipped: circuit breaker is open`],
          "4xx": ["warn", `call ${callee}: status ${code} from ${path}`],
        } as const
      )[kind] as Line;
    case "python":
      return (
        {
          timeout: ["error", `HTTPConnectionPool(host='${callee}', port=8000): Read timed out. (read timeout=5.0)`],
          "5xx": [
            "error",
            `${code} Server Error: ${code === 502 ? "Bad Gateway" : code === 500 ? "Internal Server Error" : "Service Unavailable"} for url: ${url}`,
          ],
          reset: [
            "error",
            `('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')) calling ${url}`,
          ],
          refused: [
            "error",
            `HTTPConnectionPool(host='${callee}', port=8000): Max retries exceeded with url: ${path} (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))`,
          ],
          breaker: ["warn", `pybreaker.CircuitBreakerError: Failures threshold reached, circuit '${callee}' is open`],
          "4xx": ["warn", `${code} Client Error for url: ${url}`],
        } as const
      )[kind] as Line;
    case "dotnet":
      return (
        {
          timeout: [
            "error",
            `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing. (${url})`,
          ],
          "5xx": [
            "error",
            `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${code} (${code === 502 ? "Bad Gateway" : code === 500 ? "Internal Server Error" : "Service Unavailable"}). ${url}`,
          ],
          reset: [
            "error",
            `System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer. (${callee})`,
          ],
          refused: ["error", `System.Net.Http.HttpRequestException: Connection refused (${callee}:80)`],
          breaker: [
            "warn",
            `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`,
          ],
          "4xx": ["warn", `Response status code does not indicate success: ${code}. ${url}`],
        } as const
      )[kind] as Line;
    case "ruby":
      return (
        {
          timeout: ["error", `Faraday::TimeoutError (Net::ReadTimeout with #<TCPSocket:(closed)>) calling ${url}`],
          "5xx": ["error", `Faraday::ServerError (the server responded with status ${code}) calling ${url}`],
          reset: ["error", `Faraday::ConnectionFailed (Connection reset by peer) calling ${url}`],
          refused: [
            "error",
            `Faraday::ConnectionFailed (Failed to open TCP connection to ${callee}:80 (Connection refused - connect(2) for "${callee}" port 80))`,
          ],
          breaker: ["warn", `Circuitbox::OpenCircuitError: Circuit for ${callee} is open`],
          "4xx": ["warn", `Faraday::ClientError (the server responded with status ${code}) calling ${url}`],
        } as const
      )[kind] as Line;
    default:
      return (
        {
          timeout: ["error", `rpc ${callee}${path} timed out after 2000 ms`],
          "5xx": ["error", `rpc ${callee}${path} failed: HTTP ${code}`],
          reset: ["error", `rpc ${callee}${path} failed: Connection reset by peer (errno 104)`],
          refused: ["error", `rpc ${callee}${path} failed: Connection refused (errno 111)`],
          breaker: ["warn", `rpc ${callee}${path} short-circuited (backoff open)`],
          "4xx": ["warn", `rpc ${callee}${path} rejected: HTTP ${code}`],
        } as const
      )[kind] as Line;
  }
}

/** What the caller answers its own client with, in its own access-log style. */
export function callerAnswers(rt: Runtime, path: string, r: Rng, code: number): Line {
  const t = r.i(30, 5100);
  switch (rt) {
    case "node":
      return ["error", `${r.p(["GET", "POST"])} ${path} ${code} ${t}ms`];
    case "ruby":
      return [
        "error",
        `Completed ${code} ${code === 504 ? "Gateway Timeout" : code === 502 ? "Bad Gateway" : "Internal Server Error"} in ${t}ms (ActiveRecord: 0.${r.i(1, 9)}ms) ${path}`,
      ];
    case "go":
      return ["error", `http request method=GET path=${path} status=${code} dur=${t}ms`];
    case "python":
      return ["error", `"POST ${path} HTTP/1.1" ${code} ${r.i(40, 200)} ${t}ms`];
    case "dotnet":
      return [
        "error",
        `Request finished HTTP/1.1 POST ${path} - ${code} - application/problem+json ${t}.${r.i(0, 9)}ms`,
      ];
    case "java":
      return ["error", `Completed ${code} for POST ${path} in ${t} ms`];
    default:
      return ["error", `request ${path} answered ${code} after ${t} ms`];
  }
}

export function trace(rt: Runtime, head: string, frames: string[]): string {
  switch (rt) {
    case "java":
    case "dotnet":
      return [head, ...frames.map((f) => `   at ${f}`)]
        .join("\n")
        .replace(/\n {3}at /g, rt === "java" ? "\n\tat " : "\n   at ");
    case "python":
      return [head.split("\n")[0], "Traceback (most recent call last):", ...frames, head].join("\n");
    case "go":
      return [head, "", "goroutine 1187 [running]:", ...frames].join("\n");
    case "node":
      return [head, ...frames.map((f) => `    at ${f}`)].join("\n");
    case "ruby":
      return [head, ...frames].join("\n");
    default:
      return [head, ...frames].join("\n");
  }
}
