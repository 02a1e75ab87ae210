// How a caller reports a failing callee in its own runtime's words, and its access line.
import { access } from "./baseline.js";
import type { Svc } from "./estates.js";
import type { Scn } from "./stream.js";

export type Kind = "status" | "timeout" | "breaker" | "refused";

const REASON: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export function callerText(
  c: Svc,
  callee: string,
  kind: Kind,
  status: number,
  path: string,
  timeoutMs = 10000,
): string {
  const url = `http://${callee}:8080${path}`;
  const st = `${status} (${REASON[status] ?? "Error"})`;
  switch (c.rt) {
    case "node":
      if (kind === "timeout")
        return `${callee} call failed: timeout of ${timeoutMs}ms exceeded (ECONNABORTED) POST ${path}`;
      if (kind === "breaker") return `Breaker is open: ${callee} (opossum) - rejecting ${path}`;
      if (kind === "refused")
        return `request to ${url} failed, reason: connect ECONNREFUSED 10.96.${status % 200}.17:8080`;
      return `${callee} call failed: Request failed with status code ${status} (${path})`;
    case "ruby":
      if (kind === "timeout")
        return `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> calling ${callee}${path}`;
      if (kind === "breaker") return `Stoplight::Error::RedLight: ${callee} (circuit red, failing fast)`;
      if (kind === "refused")
        return `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:8080 (Connection refused - connect(2) for "${callee}" port 8080)`;
      return `Faraday::ServerError: the server responded with status ${status} for ${path} (${callee})`;
    case "dotnet":
      if (kind === "timeout")
        return `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${timeoutMs / 1000} seconds elapsing. (${callee} ${path})`;
      if (kind === "breaker")
        return `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`;
      if (kind === "refused") return `System.Net.Http.HttpRequestException: Connection refused (${callee}:8080)`;
      return `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${st}. (${callee} ${path})`;
    case "go":
      if (kind === "timeout")
        return `upstream ${callee}: Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`;
      if (kind === "breaker") return `upstream ${callee}: gobreaker: circuit breaker is open`;
      if (kind === "refused")
        return `upstream ${callee}: dial tcp 10.96.${status % 200}.17:8080: connect: connection refused`;
      return `upstream ${callee}: unexpected status ${status} from ${path}`;
    case "java":
      if (kind === "timeout") return `I/O error on POST request for "${url}": Read timed out`;
      if (kind === "breaker") return `CircuitBreaker '${callee}' is OPEN and does not permit further calls`;
      if (kind === "refused") return `I/O error on POST request for "${url}": Connection refused`;
      return `${status} ${REASON[status] ?? ""} from POST ${url}`;
    default:
      if (kind === "timeout")
        return `HTTPConnectionPool(host='${callee}', port=8080): Read timed out. (read timeout=${timeoutMs / 1000})`;
      if (kind === "refused")
        return `HTTPConnectionPool(host='${callee}', port=8080): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${"3a9c2e1b"}>: Failed to establish a new connection: [Errno 111] Connection refused'))`;
      return `${status} Server Error: ${REASON[status] ?? "Error"} for url: ${url}`;
  }
}

/** The caller's error line and its own access line for the owner request. */
export function callerFails(
  s: Scn,
  c: Svc,
  t: number,
  tr: string | undefined,
  callee: string,
  kind: Kind,
  status = 502,
  path = "/api",
  timeoutMs = 10000,
): void {
  s.emit(c.name, t, "error", callerText(c, callee, kind, status, path, timeoutMs), undefined, tr);
  const out = kind === "timeout" ? 504 : kind === "breaker" ? 503 : 502;
  s.emit(
    c.name,
    t + 3,
    "warn",
    access(s, c, "POST", path.replace("/api/", "/owner/"), out, kind === "timeout" ? timeoutMs : s.rng.int(5, 90)),
    undefined,
    tr,
  );
}
