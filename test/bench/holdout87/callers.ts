// How a caller reports a failing callee in its own runtime's words (timeouts, 5xx naming the callee, breakers).
import type { Level } from "./formats.js";
import { int, pick, type Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export type Kind =
  | "timeout"
  | "5xx"
  | "503"
  | "refused"
  | "reset"
  | "cb"
  | "401"
  | "403"
  | "429"
  | "400"
  | "409"
  | "tls"
  | "dns";

export interface Said {
  level: Level;
  msg: string;
}

const status: Partial<Record<Kind, number>> = {
  "5xx": 500,
  "503": 503,
  "401": 401,
  "403": 403,
  "429": 429,
  "400": 400,
  "409": 409,
};

export function callerSays(rt: Runtime, caller: string, callee: string, path: string, kind: Kind, r: Rng): Said {
  const url = `http://${callee}${pick(r, [":8080", ""])}${path}`;
  const s = status[kind] ?? 502;
  const t = int(r, 2, 30) * 1000;
  if (kind === "cb") {
    const m: Record<Runtime, string> = {
      java: `CircuitBreaker '${callee}' is OPEN and does not permit further calls`,
      node: `opossum: Breaker is open [${callee}] - fallback served`,
      go: `gobreaker: circuit breaker '${callee}' is open`,
      python: `pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker '${callee}' is open`,
      ruby: `Stoplight::Error::RedLight: ${callee}`,
      dotnet: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`,
      php: `Ganesha: circuit open for service ${callee}, request rejected`,
      cpp: `upstream ${callee} marked unavailable (breaker open, ${int(r, 5, 30)}s)`,
      rust: `circuit open for ${callee}; rejecting call`,
    };
    return { level: "warn", msg: m[rt] };
  }
  if (kind === "timeout") {
    const m: Record<Runtime, string> = {
      java: `I/O error on POST request for "${url}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`,
      node: `request to ${url} failed: TimeoutError: The operation was aborted due to timeout (${t}ms)`,
      go: `Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      python: `HTTPConnectionPool(host='${callee}', port=8080): Read timed out. (read timeout=${t / 1000})`,
      ruby: `Net::ReadTimeout with #<TCPSocket:(closed)> calling ${callee}${path}`,
      dotnet: `The request was canceled due to the configured HttpClient.Timeout of ${t / 1000} seconds elapsing. (${url})`,
      php: `cURL error 28: Operation timed out after ${t} milliseconds with 0 bytes received (see ${url})`,
      cpp: `rpc to ${callee}${path} timed out after ${t}ms`,
      rust: `error sending request for url (${url}): operation timed out`,
    };
    return { level: "error", msg: m[rt] };
  }
  if (kind === "refused") {
    const m: Record<Runtime, string> = {
      java: `I/O error on POST request for "${url}": Connection refused`,
      node: `request to ${url} failed, reason: connect ECONNREFUSED 10.${int(r, 0, 9)}.${int(r, 0, 250)}.${int(r, 2, 250)}:8080`,
      go: `Post "${url}": dial tcp 10.${int(r, 0, 9)}.${int(r, 0, 250)}.${int(r, 2, 250)}:8080: connect: connection refused`,
      python: `HTTPConnectionPool(host='${callee}', port=8080): Max retries exceeded with url: ${path} (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))`,
      ruby: `Errno::ECONNREFUSED: Failed to open TCP connection to ${callee}:8080 (Connection refused - connect(2))`,
      dotnet: `System.Net.Http.HttpRequestException: Connection refused (${callee}:8080)`,
      php: `cURL error 7: Failed to connect to ${callee} port 8080: Connection refused`,
      cpp: `connect() to ${callee}:8080 failed (111: Connection refused)`,
      rust: `error trying to connect: tcp connect error: Connection refused (os error 111) (${callee})`,
    };
    return { level: "error", msg: m[rt] };
  }
  if (kind === "reset") {
    const m: Record<Runtime, string> = {
      java: `I/O error on POST request for "${url}": Connection reset; nested exception is java.net.SocketException: Connection reset`,
      node: `request to ${url} failed, reason: read ECONNRESET`,
      go: `Post "${url}": read tcp 10.2.${int(r, 0, 250)}.${int(r, 2, 250)}:${int(r, 30000, 60000)}->10.3.${int(r, 0, 250)}.${int(r, 2, 250)}:8080: read: connection reset by peer`,
      python: `('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')) calling ${url}`,
      ruby: `Errno::ECONNRESET: Connection reset by peer calling ${callee}`,
      dotnet: `System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer. (${callee})`,
      php: `cURL error 56: Recv failure: Connection reset by peer (${url})`,
      cpp: `recv from ${callee}: Connection reset by peer`,
      rust: `connection error: Connection reset by peer (os error 104) (${callee})`,
    };
    return { level: "error", msg: m[rt] };
  }
  if (kind === "tls" || kind === "dns") {
    return callerSays(rt, caller, callee, path, "5xx", r);
  }
  const lvl: Level = s >= 500 ? "error" : "warn";
  const m: Record<Runtime, string> = {
    java: `${s} ${s === 503 ? "Service Unavailable" : s === 500 ? "Internal Server Error" : s === 429 ? "Too Many Requests" : s === 401 ? "Unauthorized" : s === 403 ? "Forbidden" : s === 409 ? "Conflict" : s === 400 ? "Bad Request" : "Bad Gateway"} from POST ${url}`,
    node: `${callee} responded ${s} to POST ${path}`,
    go: `call ${callee} ${path}: unexpected status ${s}`,
    python: `${s} Server Error for url: ${url}`.replace("Server Error", s < 500 ? "Client Error" : "Server Error"),
    ruby: `Faraday::${s >= 500 ? "ServerError" : "ClientError"}: the server responded with status ${s} (${callee}${path})`,
    dotnet: `Response status code does not indicate success: ${s} (${callee}${path}).`,
    php: `Server error: \`POST ${url}\` resulted in a \`${s}\` response`,
    cpp: `upstream ${callee} returned HTTP ${s} for ${path}`,
    rust: `HTTP status ${s} for url (${url})`,
  };
  return { level: lvl, msg: m[rt] };
}

export function retrySays(rt: Runtime, callee: string, attempt: number, max: number, r: Rng): Said {
  const back = int(r, 50, 800);
  const m: Record<Runtime, string> = {
    java: `Retry 'call-${callee}', waiting PT${(back / 1000).toFixed(3)}S until attempt '${attempt}'.`,
    node: `retrying ${callee} in ${back}ms (attempt ${attempt}/${max})`,
    go: `retrying request to ${callee} attempt=${attempt} max=${max} backoff=${back}ms`,
    python: `Retrying (Retry(total=${max - attempt}, connect=None, read=None, redirect=None, status=None)) after connection broken: ${callee}`,
    ruby: `[retriable] ${callee} attempt ${attempt}/${max}, sleeping ${(back / 1000).toFixed(2)}s`,
    dotnet: `Polly: retry ${attempt} of ${max} for ${callee} after ${back}ms`,
    php: `Retrying request to ${callee} (${attempt}/${max})`,
    cpp: `retry ${attempt}/${max} ${callee} in ${back}ms`,
    rust: `retrying ${callee} (attempt ${attempt} of ${max}) in ${back}ms`,
  };
  return { level: "warn", msg: m[rt] };
}
