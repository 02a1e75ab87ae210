// How a caller reports a failing callee, in its own runtime's words (no shared phrasing across runtimes).
import type { Runtime } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type CallKind = "timeout" | "5xx" | "refused" | "reset" | "breaker" | "403" | "400" | "429" | "401";

export interface Line {
  level: Level;
  msg: string;
}

const STATUS: Record<string, string> = {
  "5xx": "503",
  "403": "403",
  "400": "422",
  "429": "429",
  "401": "401",
};
const REASON: Record<string, string> = {
  "503": "Service Unavailable",
  "500": "Internal Server Error",
  "403": "Forbidden",
  "422": "Unprocessable Entity",
  "429": "Too Many Requests",
  "401": "Unauthorized",
};

/** The caller's error line when its call to `callee` fails. */
export function callerFail(rt: Runtime, callee: string, port: number, path: string, kind: CallKind, r: Rng): Line {
  const url = `http://${callee}:${port}${path}`;
  const code = kind === "5xx" ? r.pick(["500", "503", "502"]) : (STATUS[kind] ?? "500");
  const reason = REASON[code] ?? "Bad Gateway";
  const lvl: Level = kind === "400" || kind === "403" ? r.pick(["error", "warn"]) : "error";
  switch (rt) {
    case "java":
      if (kind === "timeout")
        return {
          level: lvl,
          msg: `I/O error on POST request for "${url}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`,
        };
      if (kind === "refused") return { level: lvl, msg: `I/O error on POST request for "${url}": Connection refused` };
      if (kind === "reset") return { level: lvl, msg: `I/O error on POST request for "${url}": Connection reset` };
      if (kind === "breaker")
        return { level: "warn", msg: `CircuitBreaker '${callee}' is OPEN and does not permit further calls` };
      return { level: lvl, msg: `${code} ${reason} from POST ${url}` };
    case "python":
      if (kind === "timeout")
        return {
          level: lvl,
          msg: `call to ${callee} failed: HTTPConnectionPool(host='${callee}', port=${port}): Read timed out. (read timeout=10)`,
        };
      if (kind === "refused")
        return {
          level: lvl,
          msg: `call to ${callee} failed: HTTPConnectionPool(host='${callee}', port=${port}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        };
      if (kind === "reset")
        return {
          level: lvl,
          msg: `call to ${callee} failed: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`,
        };
      if (kind === "breaker") return { level: "warn", msg: `pybreaker: circuit '${callee}' is open, failing fast` };
      return { level: lvl, msg: `${code} Server Error: ${reason} for url: ${url}` };
    case "go":
      if (kind === "timeout")
        return {
          level: lvl,
          msg: `call ${callee}: Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        };
      if (kind === "refused")
        return {
          level: lvl,
          msg: `call ${callee}: Post "${url}": dial tcp 10.96.${r.int(0, 200)}.${r.int(2, 250)}:${port}: connect: connection refused`,
        };
      if (kind === "reset")
        return {
          level: lvl,
          msg: `call ${callee}: Post "${url}": read tcp 10.244.1.${r.int(2, 250)}:${r.int(40000, 60000)}->10.96.3.${r.int(2, 250)}:${port}: read: connection reset by peer`,
        };
      if (kind === "breaker") return { level: "warn", msg: `gobreaker: circuit breaker is open name=${callee}` };
      return { level: lvl, msg: `call ${callee}: unexpected status ${code} from ${path}` };
    case "node":
      if (kind === "timeout")
        return { level: lvl, msg: `upstream ${callee} timed out after 10000ms (ETIMEDOUT) ${path}` };
      if (kind === "refused")
        return {
          level: lvl,
          msg: `upstream ${callee} error: connect ECONNREFUSED 10.96.${r.int(0, 200)}.${r.int(2, 250)}:${port}`,
        };
      if (kind === "reset") return { level: lvl, msg: `upstream ${callee} error: socket hang up (ECONNRESET)` };
      if (kind === "breaker") return { level: "warn", msg: `opossum: breaker for ${callee} is open, request rejected` };
      return { level: lvl, msg: `upstream ${callee} responded ${code} for POST ${path}` };
    case "dotnet":
      if (kind === "timeout")
        return {
          level: lvl,
          msg: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. (${callee})`,
        };
      if (kind === "refused")
        return { level: lvl, msg: `System.Net.Http.HttpRequestException: Connection refused (${callee}:${port})` };
      if (kind === "reset")
        return {
          level: lvl,
          msg: `System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer. (${callee})`,
        };
      if (kind === "breaker")
        return {
          level: "warn",
          msg: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`,
        };
      return {
        level: lvl,
        msg: `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${code} (${reason}). (${callee}${path})`,
      };
    case "ruby":
      if (kind === "timeout")
        return {
          level: lvl,
          msg: `Faraday::TimeoutError calling ${callee}: Net::ReadTimeout with #<TCPSocket:(closed)>`,
        };
      if (kind === "refused")
        return {
          level: lvl,
          msg: `Faraday::ConnectionFailed calling ${callee}: Failed to open TCP connection to ${callee}:${port} (Connection refused - connect(2) for "${callee}" port ${port})`,
        };
      if (kind === "reset")
        return { level: lvl, msg: `Faraday::ConnectionFailed calling ${callee}: Connection reset by peer` };
      if (kind === "breaker") return { level: "warn", msg: `Circuitbox::OpenCircuitError: circuit ${callee} is open` };
      return {
        level: lvl,
        msg: `Faraday::${code === "422" ? "UnprocessableEntityError" : code === "403" ? "ForbiddenError" : code === "429" ? "TooManyRequestsError" : "ServerError"}: the server responded with status ${code} (${callee}${path})`,
      };
    default:
      if (kind === "timeout")
        return { level: lvl, msg: `[http] request to ${callee}:${port}${path} timed out (10000 ms)` };
      return {
        level: lvl,
        msg: `[http] ${callee}:${port}${path} -> ${kind === "refused" || kind === "reset" ? kind : code}`,
      };
  }
}

/** A retry the caller announces before giving up (the storm). */
export function callerRetry(rt: Runtime, callee: string, attempt: number, r: Rng): Line {
  const wait = 100 * 2 ** attempt + r.int(0, 90);
  switch (rt) {
    case "java":
      return {
        level: "warn",
        msg: `Retry 'client-${callee}', waiting PT${(wait / 1000).toFixed(3)}S until attempt '${attempt + 1}'.`,
      };
    case "python":
      return {
        level: "warn",
        msg: `Retrying (Retry(total=${3 - attempt}, connect=None, read=None, redirect=None, status=None)) after connection broken: /${callee}`,
      };
    case "go":
      return { level: "warn", msg: `retrying ${callee} attempt=${attempt + 1}/4 backoff=${wait}ms` };
    case "node":
      return { level: "warn", msg: `retry #${attempt} for ${callee} in ${wait}ms` };
    case "dotnet":
      return {
        level: "warn",
        msg: `Execution attempt. Source: '${callee}-pipeline//Standard-Retry', Operation Key: '', Result: 'Handled', Attempt: '${attempt}', Execution Time: ${wait}ms`,
      };
    case "ruby":
      return { level: "warn", msg: `Retrying ${callee} request (attempt ${attempt + 1}) after ${wait}ms` };
    default:
      return { level: "warn", msg: `[http] retry ${attempt + 1} to ${callee}` };
  }
}

/** The entry service's access/error line when the chain behind it fails. */
export function entryFail(rt: Runtime, path: string, kind: CallKind, r: Rng): Line {
  const code =
    kind === "timeout"
      ? "504"
      : kind === "403"
        ? "403"
        : kind === "400"
          ? "422"
          : kind === "429"
            ? "429"
            : kind === "401"
              ? "401"
              : r.pick(["502", "500", "503"]);
  const lvl: Level = Number(code) >= 500 ? "error" : "warn";
  const d = kind === "timeout" ? r.int(10000, 30500) : r.int(20, 900);
  switch (rt) {
    case "node":
      return { level: lvl, msg: `POST ${path} ${code} ${d}ms` };
    case "go":
      return { level: lvl, msg: `http: POST ${path} status=${code} bytes=${r.int(40, 200)} dur=${d}ms` };
    case "dotnet":
      return {
        level: lvl,
        msg: `Request finished HTTP/1.1 POST https://api.northbank-cro.example${path} - ${code} - application/problem+json ${d}.${r.int(1000, 9999)}ms`,
      };
    case "python":
      return { level: lvl, msg: `POST ${path} -> ${code} (${d}ms)` };
    default:
      return { level: lvl, msg: `POST ${path} ${code} ${d}ms` };
  }
}
