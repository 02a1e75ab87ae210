// How a caller reports a failing callee in its own runtime's words: timeouts, 5xx naming the callee, refused
// connections, 4xx, open circuit breakers and retries.

import type { Svc } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Symptom = "timeout" | "5xx" | "refused" | "4xx" | "none";

export interface Said {
  level: Level;
  msg: string;
}

const ip = (r: Rng) => `10.${r.int(0, 9)}.${r.int(0, 30)}.${r.int(2, 250)}`;

export function callerSays(caller: Svc, callee: Svc, sym: Symptom, r: Rng, code = 503): Said {
  const host = `${callee.name}:${callee.port}`;
  const url = `http://${host}/${callee.name.split("-")[0]}`;
  switch (sym) {
    case "timeout":
      return {
        level: "error",
        msg: {
          java: `I/O error on POST request for "${url}": Read timed out`,
          python: `HTTPConnectionPool(host='${callee.name}', port=${callee.port}): Read timed out. (read timeout=10)`,
          go: `Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
          node: `request to ${url} failed: TimeoutError: The operation was aborted due to timeout`,
          dotnet: `The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing. (${callee.name})`,
          ruby: `Net::ReadTimeout with #<TCPSocket:(closed)> calling ${callee.name}`,
          cpp: `rpc ${callee.name}/Call failed: DEADLINE_EXCEEDED: Deadline Exceeded`,
        }[caller.rt],
      };
    case "refused": {
      const a = ip(r);
      return {
        level: "error",
        msg: {
          java: `I/O error on POST request for "${url}": Connection refused`,
          python: `HTTPConnectionPool(host='${callee.name}', port=${callee.port}): Max retries exceeded (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(9)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
          go: `Post "${url}": dial tcp ${a}:${callee.port}: connect: connection refused`,
          node: `request to ${url} failed, reason: connect ECONNREFUSED ${a}:${callee.port}`,
          dotnet: `System.Net.Http.HttpRequestException: Connection refused (${host})`,
          ruby: `Failed to open TCP connection to ${host} (Connection refused - connect(2) for "${callee.name}" port ${callee.port})`,
          cpp: `rpc ${callee.name}/Call failed: UNAVAILABLE: failed to connect to all addresses; last error: ipv4:${a}:${callee.port}: Connection refused`,
        }[caller.rt],
      };
    }
    case "5xx":
    case "4xx": {
      const reason: Record<number, string> = {
        500: "Internal Server Error",
        502: "Bad Gateway",
        503: "Service Unavailable",
        401: "Unauthorized",
        403: "Forbidden",
        422: "Unprocessable Entity",
        400: "Bad Request",
        429: "Too Many Requests",
      };
      const rs = reason[code] ?? "Error";
      return {
        level: sym === "4xx" && code !== 403 ? "warn" : "error",
        msg: {
          java: `${code} ${rs} from POST ${url}`,
          python: `${callee.name} returned ${code} ${rs}`,
          go: `call ${callee.name} failed: unexpected status ${code} ${rs}`,
          node: `${callee.name} responded ${code} (${rs})`,
          dotnet: `Response status code does not indicate success: ${code} (${rs}). Upstream=${callee.name}`,
          ruby: `${code >= 500 ? "Faraday::ServerError" : "Faraday::ClientError"}: the server responded with status ${code} (${callee.name})`,
          cpp: `rpc ${callee.name}/Call failed: ${code >= 500 ? "INTERNAL" : "INVALID_ARGUMENT"}: http ${code}`,
        }[caller.rt],
      };
    }
    case "none":
      return { level: "info", msg: "" };
  }
}

export function breakerOpen(caller: Svc, callee: Svc): Said {
  const nm = callee.name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  return {
    level: "warn",
    msg: {
      java: `CircuitBreaker '${nm}' changed state from CLOSED to OPEN`,
      python: `circuit breaker for ${callee.name} opened after 5 consecutive failures (reset in 30s)`,
      go: `gobreaker: state change name=${callee.name} from=closed to=open`,
      node: `opossum: breaker "${callee.name}" opened (errorThresholdPercentage 50 reached)`,
      dotnet: `Circuit breaker for ${callee.name} opened for 00:00:30 due to: consecutive failures`,
      ruby: `Stoplight::Light ${callee.name} switched from green to red`,
      cpp: `breaker ${callee.name} OPEN`,
    }[caller.rt],
  };
}

export function breakerReject(caller: Svc, callee: Svc): Said {
  const nm = callee.name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  return {
    level: "error",
    msg: {
      java: `CircuitBreaker '${nm}' is OPEN and does not permit further calls`,
      python: `CircuitBreakerError: circuit for ${callee.name} is open, call short-circuited`,
      go: `call ${callee.name}: circuit breaker is open`,
      node: `Breaker is open: ${callee.name}`,
      dotnet: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee.name})`,
      ruby: `Stoplight::Error::RedLight: ${callee.name}`,
      cpp: `breaker ${callee.name} OPEN, request rejected`,
    }[caller.rt],
  };
}

export function retrying(caller: Svc, callee: Svc, attempt: number, max: number, why: string): Said {
  return {
    level: "warn",
    msg: {
      java: `Retrying call to ${callee.name} (attempt ${attempt}/${max}) after: ${why}`,
      python: `Retrying (Retry(total=${max - attempt}, connect=None, read=None, redirect=None, status=None)) after connection broken by '${why}': /${callee.name.split("-")[0]}`,
      go: `retrying request to ${callee.name} attempt=${attempt}/${max} err="${why}"`,
      node: `retry ${attempt}/${max} ${callee.name}: ${why}`,
      dotnet: `Execution attempt. Source: '${callee.name}-pipeline/Retry', Operation Key: '', Result: '${why}', Handled: 'True', Attempt: '${attempt}'`,
      ruby: `Retrying ${callee.name} request (${attempt}/${max}): ${why}`,
      cpp: `retry ${attempt}/${max} to ${callee.name}: ${why}`,
    }[caller.rt],
  };
}
