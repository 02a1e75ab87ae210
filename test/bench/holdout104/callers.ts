// How a caller reports its callee's failure in its own runtime's words, and how data consumers notice silence.
import type { Estate, Role, Runtime } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Level } from "./stream.js";

export type Mode = "error" | "slow" | "down" | "stale";

export interface Said {
  level: Level;
  msg: string;
  errType?: string;
}

const ip = (r: Rng) => `10.${r.int(20, 60)}.${r.int(0, 15)}.${r.int(2, 250)}`;
const REASON: Record<number, string> = {
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
  429: "Too Many Requests",
  422: "Unprocessable Entity",
  401: "Unauthorized",
  403: "Forbidden",
};

export function callerFail(rt: Runtime, callee: string, mode: Mode, path: string, status: number, r: Rng): Said {
  const url = `http://${callee}:8080${path}`;
  const st = `${status} ${REASON[status] ?? "Error"}`;
  switch (rt) {
    case "node":
      if (mode === "slow")
        return {
          level: "error",
          msg: `TimeoutError: request to ${url} timed out after 10000ms`,
          errType: "TimeoutError",
        };
      if (mode === "down")
        return {
          level: "error",
          msg: `Error: connect ECONNREFUSED ${ip(r)}:8080 (${callee})`,
          errType: "ECONNREFUSED",
        };
      return { level: "error", msg: `upstream ${callee} responded ${status} on ${path}` };
    case "java":
      if (mode === "slow")
        return {
          level: "error",
          msg: `I/O error on GET request for "${url}": Read timed out`,
          errType: "ResourceAccessException",
        };
      if (mode === "down")
        return {
          level: "error",
          msg: `I/O error on GET request for "${url}": Connection refused`,
          errType: "ResourceAccessException",
        };
      return {
        level: "error",
        msg: `${status >= 500 ? "HttpServerErrorException" : "HttpClientErrorException"}: ${st} on GET request for "${url}"`,
      };
    case "go":
      if (mode === "slow")
        return {
          level: "error",
          msg: `Get "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        };
      if (mode === "down")
        return { level: "error", msg: `Get "${url}": dial tcp ${ip(r)}:8080: connect: connection refused` };
      return { level: "error", msg: `call ${callee} ${path}: unexpected status ${status}` };
    case "python":
      if (mode === "slow")
        return { level: "error", msg: `httpx.ReadTimeout: timed out (GET ${url})`, errType: "ReadTimeout" };
      if (mode === "down")
        return {
          level: "error",
          msg: `httpx.ConnectError: [Errno 111] Connection refused (${callee})`,
          errType: "ConnectError",
        };
      return { level: "error", msg: `HTTPStatusError: Server error '${st}' for url '${url}'` };
    case "dotnet":
      if (mode === "slow")
        return {
          level: "error",
          msg: `The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. (${callee})`,
          errType: "TaskCanceledException",
        };
      if (mode === "down")
        return { level: "error", msg: `System.Net.Http.HttpRequestException: Connection refused (${callee}:8080)` };
      return {
        level: "error",
        msg: `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${status} (${REASON[status] ?? "Error"}). (${callee}${path})`,
      };
    case "ruby":
      if (mode === "slow")
        return {
          level: "error",
          msg: `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (${callee})`,
        };
      if (mode === "down")
        return {
          level: "error",
          msg: `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:8080 (Connection refused - connect(2) for "${callee}" port 8080)`,
        };
      return {
        level: "error",
        msg: `Faraday::ServerError: the server responded with status ${status} (${callee} ${path})`,
      };
    default:
      return {
        level: "error",
        msg: `http client: ${callee}${path} -> ${mode === "slow" ? "timeout" : mode === "down" ? "connection refused" : status}`,
      };
  }
}

export function retryLine(callee: string, attempt: number, r: Rng): Said {
  return {
    level: "warn",
    msg: `call to ${callee} failed, retrying (attempt ${attempt}/3, backoff ${attempt * r.int(150, 400)}ms)`,
  };
}

export function breakerLine(rt: Runtime, callee: string, state: "OPEN" | "HALF_OPEN" | "short", r: Rng): Said {
  const rate = r.float(51, 92);
  switch (rt) {
    case "dotnet":
      if (state === "OPEN")
        return {
          level: "warn",
          msg: `Circuit breaker for ${callee} opened for 30s after ${r.int(5, 10)} consecutive failures`,
        };
      if (state === "HALF_OPEN")
        return { level: "info", msg: `Circuit breaker for ${callee} half-open, next call is a trial` };
      return {
        level: "error",
        msg: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`,
      };
    case "node":
      if (state === "OPEN")
        return { level: "warn", msg: `breaker ${callee} OPEN (errors ${rate}% over rolling window)` };
      if (state === "HALF_OPEN") return { level: "info", msg: `breaker ${callee} HALF_OPEN` };
      return { level: "error", msg: `Error: Breaker is open (${callee})` };
    case "go":
      if (state === "OPEN")
        return { level: "warn", msg: `circuit breaker ${callee}: state changed from closed to open` };
      if (state === "HALF_OPEN")
        return { level: "info", msg: `circuit breaker ${callee}: state changed from open to half-open` };
      return { level: "error", msg: `call ${callee}: circuit breaker is open` };
    case "python":
      if (state === "OPEN") return { level: "warn", msg: `circuit '${callee}' opened after ${r.int(5, 10)} failures` };
      if (state === "HALF_OPEN") return { level: "info", msg: `circuit '${callee}' half-open, probing` };
      return {
        level: "error",
        msg: `CircuitBreakerError: Failures threshold reached, circuit breaker is open (${callee})`,
      };
    case "ruby":
      if (state === "OPEN") return { level: "warn", msg: `Circuitbox: circuit ${callee} opened` };
      if (state === "HALF_OPEN") return { level: "info", msg: `Circuitbox: circuit ${callee} half-open` };
      return { level: "error", msg: `Circuitbox::OpenCircuitError: Service ${callee} has an open circuit` };
    default:
      if (state === "OPEN")
        return {
          level: "warn",
          msg: `CircuitBreaker '${callee}' changed state from CLOSED to OPEN (failure rate ${rate}% > threshold 50%)`,
        };
      if (state === "HALF_OPEN")
        return { level: "info", msg: `CircuitBreaker '${callee}' changed state from OPEN to HALF_OPEN` };
      return { level: "error", msg: `CircuitBreaker '${callee}' is OPEN and does not permit further calls` };
  }
}

/** A consumer of pushed data noticing that nothing arrives. */
export function staleLine(consumer: Role, origin: string, e: Estate, secs: number, r: Rng): Said {
  if (consumer === "historian")
    return {
      level: "warn",
      msg: `no data from ${origin} for ${r.pick(e.stations)} in ${secs}s, holding last good value (quality=STALE)`,
    };
  if (consumer === "alarms")
    return { level: "error", msg: `COMMS_FAIL ${r.pick(e.stations)}: no update via ${origin} for ${secs}s` };
  if (consumer === "mdm")
    return {
      level: "warn",
      msg: `no uplink batches from ${origin} in ${secs}s (expected every 30s), read completeness ${r.int(40, 80)}%`,
    };
  return { level: "warn", msg: `no updates from ${origin} in ${secs}s` };
}
