// How each runtime words things: access/health lines, a caller reporting a failed call, retries, stack traces.
import type { Runtime, Svc } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type CallFail = "5xx" | "timeout" | "refused" | "reset" | "cb" | "401" | "403" | "400" | "429";
export interface Line {
  level: Level;
  msg: string;
}

export function healthLine(sv: Svc, r: Rng): string {
  const t = (r.next() * 3 + 0.2).toFixed(1);
  switch (sv.rt) {
    case "java":
      return `10.${r.int(40, 44)}.0.1 - - "GET ${sv.health} HTTP/1.1" 200 ${r.int(15, 60)} ${Math.round(Number(t))}ms`;
    case "python":
      return `10.${r.int(40, 44)}.0.1:${r.int(30000, 60000)} - "GET ${sv.health} HTTP/1.1" 200`;
    case "go":
      return `http request method=GET path=${sv.health} status=200 dur=${t}ms`;
    case "node":
      return `request completed GET ${sv.health} 200 ${t}ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://${sv.name}:${sv.port}${sv.health} - 200 - text/plain ${t}ms`;
    case "ruby":
      return `method=GET path=${sv.health} format=html controller=Rails::HealthController action=show status=200 duration=${t}`;
    default:
      return `health probe from 10.${r.int(40, 44)}.0.1 ok`;
  }
}

const url = (c: Svc) => `http://${c.name}:${c.port}${c.path}`;
const STATUS: Record<number, string> = {
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  429: "Too Many Requests",
  422: "Unprocessable Entity",
};

/** A caller reporting in its own runtime's words that a call to `c` failed. */
export function callerFail(rt: Runtime, c: Svc, kind: CallFail, r: Rng, code = 503): Line {
  const n =
    kind === "401"
      ? 401
      : kind === "403"
        ? 403
        : kind === "400"
          ? r.chance(0.5)
            ? 400
            : 422
          : kind === "429"
            ? 429
            : code;
  const st = `${n} ${STATUS[n] ?? "Error"}`;
  const lvl: Level = kind === "429" || kind === "cb" ? "warn" : "error";
  switch (rt) {
    case "java":
      if (kind === "timeout")
        return { level: "error", msg: `I/O error on POST request for "${url(c)}": Read timed out` };
      if (kind === "refused")
        return { level: "error", msg: `I/O error on POST request for "${url(c)}": Connection refused` };
      if (kind === "reset")
        return { level: "error", msg: `I/O error on POST request for "${url(c)}": Connection reset` };
      if (kind === "cb")
        return { level: lvl, msg: `CircuitBreaker '${c.name}' is OPEN and does not permit further calls` };
      return { level: lvl, msg: `${st} from POST ${url(c)}: "{"status":${n},"error":"${STATUS[n] ?? "Error"}"}"` };
    case "python":
      if (kind === "timeout")
        return {
          level: "error",
          msg: `call to ${c.name} failed: HTTPConnectionPool(host='${c.name}', port=${c.port}): Read timed out. (read timeout=10)`,
        };
      if (kind === "refused" || kind === "reset")
        return {
          level: "error",
          msg: `call to ${c.name} failed: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`,
        };
      if (kind === "cb")
        return { level: lvl, msg: `circuit '${c.name}' open, skipping call (pybreaker.CircuitBreakerError)` };
      return { level: lvl, msg: `${n} Server Error: ${STATUS[n] ?? "Error"} for url: ${url(c)}` };
    case "go":
      if (kind === "timeout")
        return {
          level: "error",
          msg: `${c.name} call failed: Post "${url(c)}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        };
      if (kind === "refused")
        return {
          level: "error",
          msg: `${c.name} call failed: dial tcp 10.43.${r.int(0, 9)}.${r.int(2, 250)}:${c.port}: connect: connection refused`,
        };
      if (kind === "reset") return { level: "error", msg: `${c.name} call failed: Post "${url(c)}": EOF` };
      if (kind === "cb") return { level: lvl, msg: `breaker ${c.name}: circuit breaker is open` };
      return { level: lvl, msg: `${c.name} returned unexpected status ${n}` };
    case "node":
      if (kind === "timeout")
        return { level: "error", msg: `AxiosError: timeout of 10000ms exceeded (POST ${url(c)})` };
      if (kind === "refused")
        return {
          level: "error",
          msg: `request to ${url(c)} failed, reason: connect ECONNREFUSED 10.43.${r.int(0, 9)}.${r.int(2, 250)}:${c.port}`,
        };
      if (kind === "reset") return { level: "error", msg: `request to ${url(c)} failed, reason: socket hang up` };
      if (kind === "cb") return { level: lvl, msg: `Breaker is open: ${c.name}` };
      return { level: lvl, msg: `AxiosError: Request failed with status code ${n} (POST ${url(c)})` };
    case "dotnet":
      if (kind === "timeout")
        return {
          level: "error",
          msg: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. (POST ${url(c)})`,
        };
      if (kind === "refused" || kind === "reset")
        return {
          level: "error",
          msg: `System.Net.Http.HttpRequestException: Connection refused (${c.name}:${c.port})`,
        };
      if (kind === "cb")
        return {
          level: lvl,
          msg: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${c.name})`,
        };
      return {
        level: lvl,
        msg: `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${n} (${STATUS[n] ?? "Error"}). (${c.name})`,
      };
    case "ruby":
      if (kind === "timeout")
        return {
          level: "error",
          msg: `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (${url(c)})`,
        };
      if (kind === "refused" || kind === "reset")
        return {
          level: "error",
          msg: `Faraday::ConnectionFailed: Failed to open TCP connection to ${c.name}:${c.port} (Connection refused)`,
        };
      if (kind === "cb") return { level: lvl, msg: `Stoplight::Error::RedLight: ${c.name}` };
      return {
        level: lvl,
        msg: `Faraday::${n >= 500 ? "ServerError" : "ClientError"}: the server responded with status ${n} (${url(c)})`,
      };
    default:
      if (kind === "timeout") return { level: "error", msg: `rpc ${c.name} failed: DEADLINE_EXCEEDED` };
      if (kind === "cb") return { level: lvl, msg: `rpc ${c.name} suppressed: breaker open` };
      return { level: lvl, msg: `rpc ${c.name} failed: status=${n >= 500 ? "UNAVAILABLE" : n}` };
  }
}

/** Retry notice (warn); most retries before the trouble succeed. */
export function retryLine(rt: Runtime, c: Svc, attempt: number, max: number, r: Rng, ok: boolean): Line {
  const ms = r.int(100, 3200);
  const tail = ok ? " (succeeded)" : "";
  switch (rt) {
    case "java":
      return { level: "warn", msg: `Retry attempt ${attempt} of ${max} for ${c.name} after ${ms}ms${tail}` };
    case "python":
      return {
        level: "warn",
        msg: `Retrying (Retry(total=${max - attempt}, connect=None, read=None)) after connection broken: ${c.path}${tail}`,
      };
    case "go":
      return { level: "warn", msg: `retrying ${c.name} request attempt=${attempt}/${max} backoff=${ms}ms${tail}` };
    case "node":
      return { level: "warn", msg: `axios-retry: retry #${attempt} for POST ${c.path} in ${ms}ms${tail}` };
    case "dotnet":
      return { level: "warn", msg: `Polly: Delaying for ${ms}ms, then making retry ${attempt} (${c.name})${tail}` };
    case "ruby":
      return {
        level: "warn",
        msg: `Retrying #{c.name} request (attempt ${attempt}/${max}) in ${(ms / 1000).toFixed(1)}s${tail}`.replace(
          "#{c.name}",
          c.name,
        ),
      };
    default:
      return { level: "warn", msg: `rpc ${c.name} retry ${attempt}/${max}${tail}` };
  }
}

/** A deploy or config reload notice in the runtime's own style. */
export function deployLine(sv: Svc, version: string, reload: boolean): string {
  if (reload) {
    switch (sv.rt) {
      case "java":
        return "Refreshing keys: [spring.datasource.hikari.maximum-pool-size, app.feature.flags]";
      case "go":
        return `config reloaded from /etc/${sv.name}/config.yaml (sha ${version})`;
      case "dotnet":
        return "Configuration reloaded from appsettings.Production.json";
      default:
        return `configuration reloaded (rev ${version})`;
    }
  }
  switch (sv.rt) {
    case "java":
      return `Started Application in ${(6 + version.length / 3).toFixed(3)} seconds (process running for 9.8) version=${version}`;
    case "python":
      return `Booting worker with pid: ${100 + version.length * 7} (release ${version})`;
    case "go":
      return `starting ${sv.name} version=${version} go=go1.22.5`;
    case "node":
      return `${sv.name}@${version} listening on :${sv.port}`;
    case "dotnet":
      return `Application started. Hosting environment: Production; Content root path: /app; Version: ${version}`;
    case "ruby":
      return `Puma starting in cluster mode... * Version 6.4.2, app ${version}`;
    default:
      return `${sv.name} ${version} ready, listening on 0.0.0.0:${sv.port}`;
  }
}
