// How a caller reports a failing callee, in its own runtime's words (timeouts, 5xx naming the callee, refusals).
import type { Line, Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

export type CallerKind = "timeout" | "5xx" | "refused" | "reset" | "stale" | "401" | "403" | "429";

const reason: Record<number, string> = {
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
  401: "Unauthorized",
  403: "Forbidden",
  429: "Too Many Requests",
};

export function callerLine(
  rt: Runtime,
  callee: string,
  port: number,
  path: string,
  kind: CallerKind,
  code: number,
  r: Rng,
): Line {
  const url = `http://${callee}:${port}${path}`;
  const ms = r.int(2, 9) * 1000;
  const c = kind === "401" ? 401 : kind === "403" ? 403 : kind === "429" ? 429 : code;
  if (kind === "stale") {
    return [
      "WARN",
      r.pick([
        `no fresh data from ${callee} for ${r.int(3, 9)}m${r.int(10, 59)}s, serving last good copy`,
        `${callee} snapshot is stale (age ${r.int(180, 900)}s > 120s), falling back to cached values`,
      ]),
    ];
  }
  switch (rt) {
    case "node":
      if (kind === "timeout") return ["ERROR", `upstream ${callee} failed: timeout of ${ms}ms exceeded (GET ${path})`];
      if (kind === "refused")
        return [
          "ERROR",
          `upstream ${callee} failed: connect ECONNREFUSED 10.${r.int(20, 40)}.${r.int(0, 9)}.${r.int(2, 250)}:${port}`,
        ];
      if (kind === "reset") return ["ERROR", `upstream ${callee} failed: read ECONNRESET (GET ${path})`];
      return ["ERROR", `upstream ${callee} responded ${c} ${reason[c]} for GET ${path}`];
    case "go":
      if (kind === "timeout")
        return [
          "ERROR",
          `call ${callee} failed: Get "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        ];
      if (kind === "refused")
        return [
          "ERROR",
          `call ${callee} failed: dial tcp 10.${r.int(20, 40)}.${r.int(0, 9)}.${r.int(2, 250)}:${port}: connect: connection refused`,
        ];
      if (kind === "reset")
        return [
          "ERROR",
          `call ${callee} failed: read tcp 10.40.1.${r.int(2, 250)}:${r.int(30000, 60000)}->${callee}:${port}: read: connection reset by peer`,
        ];
      return ["ERROR", `call ${callee} failed: unexpected status ${c} ${reason[c]} from ${url}`];
    case "java":
      if (kind === "timeout")
        return [
          "ERROR",
          `I/O error on GET request for "${url}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`,
        ];
      if (kind === "refused")
        return [
          "ERROR",
          `I/O error on GET request for "${url}": Connection refused; nested exception is java.net.ConnectException: Connection refused`,
        ];
      if (kind === "reset")
        return [
          "ERROR",
          `I/O error on GET request for "${url}": Connection reset; nested exception is java.net.SocketException: Connection reset`,
        ];
      return [
        "ERROR",
        `org.springframework.web.client.HttpServerErrorException$${reason[c]?.replace(/ /g, "")}: ${c} ${reason[c]} from GET ${url}`,
      ];
    case "python":
      if (kind === "timeout")
        return [
          "ERROR",
          `request to ${callee} failed: HTTPConnectionPool(host='${callee}', port=${port}): Read timed out. (read timeout=${ms / 1000})`,
        ];
      if (kind === "refused")
        return [
          "ERROR",
          `request to ${callee} failed: HTTPConnectionPool(host='${callee}', port=${port}): Max retries exceeded with url: ${path} (Caused by NewConnectionError: [Errno 111] Connection refused)`,
        ];
      if (kind === "reset")
        return [
          "ERROR",
          `request to ${callee} failed: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`,
        ];
      return ["ERROR", `request to ${callee} failed: ${c} Server Error: ${reason[c]} for url: ${url}`];
    case "dotnet":
      if (kind === "timeout")
        return [
          "ERROR",
          `fail: System.Net.Http.HttpClient.${callee}.LogicalHandler[101] Request to ${url} was canceled due to the configured HttpClient.Timeout of ${ms / 1000} seconds elapsing.`,
        ];
      if (kind === "refused") return ["ERROR", `fail: HttpRequestException: Connection refused (${callee}:${port})`];
      return [
        "ERROR",
        `fail: HttpRequestException: Response status code does not indicate success: ${c} (${reason[c]}). Url: ${url}`,
      ];
    case "ruby":
      if (kind === "timeout") return ["ERROR", `Net::ReadTimeout with #<TCPSocket:(closed)> calling ${callee} ${path}`];
      if (kind === "refused")
        return [
          "ERROR",
          `Errno::ECONNREFUSED: Failed to open TCP connection to ${callee}:${port} (Connection refused - connect(2) for "${callee}" port ${port})`,
        ];
      return ["ERROR", `Faraday::ServerError: the server responded with status ${c} (${callee} ${path})`];
    case "cpp":
      if (kind === "timeout") return ["ERROR", `upstream ${callee}:${port} timed out after ${ms} ms`];
      if (kind === "refused") return ["ERROR", `connect to ${callee}:${port} failed: Connection refused`];
      return ["ERROR", `upstream ${callee} returned HTTP ${c}`];
  }
}

export function retryLine(rt: Runtime, callee: string, attempt: number, r: Rng): Line {
  const wait = 100 * 2 ** attempt + r.int(0, 99);
  switch (rt) {
    case "java":
      return ["WARN", `Retry 'call-${callee}', waiting ${wait}ms until attempt '${attempt + 1}'`];
    case "python":
      return [
        "WARN",
        `Retrying (Retry(total=${3 - attempt}, connect=None, read=None)) after connection broken to ${callee}`,
      ];
    case "go":
      return ["WARN", `retrying ${callee} request (attempt ${attempt + 1}/4) in ${wait}ms`];
    case "dotnet":
      return ["WARN", `warn: Polly[0] Execution attempt ${attempt + 1} for ${callee} failed, delaying ${wait}ms`];
    default:
      return ["WARN", `retry ${attempt + 1}/3 for ${callee} in ${wait}ms`];
  }
}

export function breakerLine(rt: Runtime, callee: string): Line {
  if (rt === "java") return ["WARN", `CircuitBreaker '${callee}' changed state from CLOSED to OPEN`];
  if (rt === "dotnet") return ["WARN", `warn: Polly[0] Circuit breaker for ${callee} opened for 30s`];
  if (rt === "go") return ["WARN", `gobreaker: ${callee} state closed -> open`];
  return ["WARN", `circuit breaker for ${callee} is now OPEN, failing fast for 30s`];
}

/** the line an entry service prints for the client request that failed downstream */
export function edgeFail(entryLine: string, kind: CallerKind): Line {
  const code = kind === "timeout" ? 504 : kind === "401" ? 401 : kind === "403" ? 403 : kind === "429" ? 429 : 502;
  return [code >= 500 ? "ERROR" : "WARN", entryLine.replace(/ 200 /, ` ${code} `)];
}
