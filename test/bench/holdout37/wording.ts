// What each runtime prints for a served request, a failed outbound call, a retry and a queue message: nginx, Envoy,
// Express/axios, Spring/RestTemplate, Go net/http, gRPC, Django/requests, Rails/Faraday, Celery.
import type { Service } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Level } from "./stream.js";

export type FailMode = { kind: "timeout" } | { kind: "status"; code: number } | { kind: "refused" } | { kind: "reset" };

export interface Line {
  level: Level;
  msg: string;
  stack?: string[];
}

const REASON: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No Content",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  499: "Client Closed Request",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};
export const reason = (c: number) => REASON[c] ?? "Error";
const UA = [
  "okhttp/4.12.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0",
  "python-requests/2.31.0",
];

export function nginxTime(t: number): string {
  const d = new Date(t);
  const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCDate())}/${mon}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

export interface Served {
  t: number;
  method: string;
  path: string;
  op: string;
  status: number;
  ms: number;
  flags?: string;
}

/** The access / completion lines a service prints for one request it served. */
export function served(s: Service, r: Served, rng: Rng, host: string, upstream: string): Line[] {
  const lv: Level = r.status >= 500 ? "error" : r.status >= 400 ? "warn" : "info";
  const path = r.op || r.path.replace("{id}", String(rng.int(10000, 99999)));
  const secs = (r.ms / 1000).toFixed(3);
  const bytes = r.status < 300 ? rng.int(180, 4800) : rng.int(60, 400);
  switch (s.rt) {
    case "nginx":
      return [
        {
          level: "info",
          msg: `10.42.${rng.int(0, 9)}.${rng.int(2, 250)} - - [${nginxTime(r.t)}] "${r.method} ${path} HTTP/1.1" ${r.status} ${bytes} "-" "${rng.pick(UA)}" rt=${secs} uct="0.001" uht="${secs}" urt="${secs}"`,
        },
      ];
    case "envoy":
      return [
        {
          level: "info",
          msg: `[${new Date(r.t).toISOString()}] "${r.method} ${path} HTTP/2" ${r.status} ${r.flags ?? "-"} ${rng.int(0, 900)} ${bytes} ${r.ms} ${r.flags && r.flags !== "-" ? "-" : Math.max(1, r.ms - rng.int(0, 3))} "10.0.${rng.int(0, 9)}.${rng.int(2, 250)}" "${rng.pick(UA)}" "-" "${host}" "${upstream}"`,
        },
      ];
    case "express":
      return [{ level: lv, msg: `${r.method} ${path} ${r.status} ${r.ms.toFixed(3)} ms - ${bytes}` }];
    case "spring":
      return [{ level: lv, msg: `Completed ${r.status} ${reason(r.status).toUpperCase().replace(/ /g, "_")}` }];
    case "go":
      return [
        {
          level: lv,
          msg: `"${r.method} http://${s.name}:${s.port}${path} HTTP/1.1" from 10.0.${rng.int(0, 9)}.${rng.int(2, 250)}:${rng.int(32768, 60999)} - ${r.status} ${bytes}B in ${r.ms.toFixed(2)}ms`,
        },
      ];
    case "grpc": {
      const [svc, m] = (r.op || "unknown.v1.Svc/Call").split("/");
      const code = grpcCode(r.status);
      return [
        {
          level: code === "OK" || code === "NotFound" || code === "Canceled" ? "info" : "error",
          msg: `finished unary call with code ${code} grpc.service=${svc} grpc.method=${m} grpc.code=${code} grpc.time_ms=${r.ms.toFixed(3)}`,
        },
      ];
    }
    case "django":
      return [{ level: lv, msg: `"${r.method} ${path} HTTP/1.1" ${r.status} ${bytes}` }];
    case "rails":
      return [
        {
          level: "info",
          msg: `Started ${r.method} "${path}" for 10.0.${rng.int(0, 9)}.${rng.int(2, 250)} at ${new Date(r.t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        },
        {
          level: "info",
          msg: `Completed ${r.status} ${reason(r.status)} in ${Math.round(r.ms)}ms (Views: ${(r.ms * 0.1).toFixed(1)}ms | ActiveRecord: ${(r.ms * 0.3).toFixed(1)}ms | Allocations: ${rng.int(800, 9000)})`,
        },
      ];
    case "legacy":
      return [
        {
          level: "info",
          msg: `INFO  [RequestHandler-${rng.int(1, 24)}] ${r.op} completed rc=${r.status < 400 ? "0000" : "0012"} elapsed=${Math.round(r.ms)}ms`,
        },
      ];
    default:
      return [];
  }
}

export function grpcCode(status: number): string {
  if (status < 300) return "OK";
  return (
    {
      400: "InvalidArgument",
      401: "Unauthenticated",
      403: "PermissionDenied",
      404: "NotFound",
      429: "ResourceExhausted",
      499: "Canceled",
      503: "Unavailable",
      504: "DeadlineExceeded",
    }[status] ?? "Internal"
  );
}

/** What a caller prints when its call to `target` (host:port) fails. */
export function callFailed(s: Service, target: string, path: string, mode: FailMode, rng: Rng, method = "POST"): Line {
  const url = `http://${target}${path}`;
  const ip = `10.${rng.int(1, 3)}.${rng.int(0, 40)}.${rng.int(2, 250)}:${target.split(":")[1] ?? "8080"}`;
  const c = mode.kind === "status" ? mode.code : 0;
  switch (s.rt) {
    case "spring":
      if (mode.kind === "timeout")
        return {
          level: "error",
          msg: `I/O error on ${method} request for "${url}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`,
        };
      if (mode.kind === "refused")
        return {
          level: "error",
          msg: `I/O error on ${method} request for "${url}": Connection refused; nested exception is java.net.ConnectException: Connection refused`,
        };
      if (mode.kind === "reset")
        return {
          level: "error",
          msg: `I/O error on ${method} request for "${url}": Connection reset; nested exception is java.net.SocketException: Connection reset`,
        };
      return {
        level: "error",
        msg: `org.springframework.web.client.Http${c >= 500 ? "Server" : "Client"}ErrorException$${reason(c).replace(/ /g, "")}: ${c} ${reason(c)}: [no body]`,
      };
    case "express":
      if (mode.kind === "timeout")
        return { level: "error", msg: `AxiosError: timeout of 5000ms exceeded (${method} ${url}) code=ECONNABORTED` };
      if (mode.kind === "refused")
        return { level: "error", msg: `Error: connect ECONNREFUSED ${ip} (${method} ${url})` };
      if (mode.kind === "reset") return { level: "error", msg: `Error: read ECONNRESET (${method} ${url})` };
      return { level: "error", msg: `AxiosError: Request failed with status code ${c} (${method} ${url})` };
    case "go":
    case "grpc":
      if (s.rt === "grpc" || path.includes("/") === false) {
        if (mode.kind === "timeout")
          return {
            level: "error",
            msg: `rpc error: code = DeadlineExceeded desc = context deadline exceeded target=${target}`,
          };
        if (mode.kind === "refused")
          return {
            level: "error",
            msg: `rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp ${ip}: connect: connection refused" target=${target}`,
          };
      }
      if (mode.kind === "timeout")
        return {
          level: "error",
          msg: `${method} "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        };
      if (mode.kind === "refused")
        return { level: "error", msg: `${method} "${url}": dial tcp ${ip}: connect: connection refused` };
      if (mode.kind === "reset")
        return {
          level: "error",
          msg: `${method} "${url}": read tcp 10.0.3.11:${rng.int(32768, 60999)}->${ip}: read: connection reset by peer`,
        };
      return { level: "error", msg: `unexpected status from ${target}: ${c} ${reason(c)} (${method} ${path})` };
    case "django":
    case "celery": {
      const [hst, port] = target.split(":");
      if (mode.kind === "timeout")
        return {
          level: "error",
          msg: `requests.exceptions.ReadTimeout: HTTPConnectionPool(host='${hst}', port=${port}): Read timed out. (read timeout=5)`,
        };
      if (mode.kind === "refused")
        return {
          level: "error",
          msg: `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${hst}', port=${port}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a${rng.hex(8)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        };
      if (mode.kind === "reset")
        return {
          level: "error",
          msg: `requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`,
        };
      return {
        level: "error",
        msg: `requests.exceptions.HTTPError: ${c} ${c >= 500 ? "Server" : "Client"} Error: ${reason(c)} for url: ${url}`,
      };
    }
    case "rails": {
      const [hst, port] = target.split(":");
      if (mode.kind === "timeout")
        return {
          level: "error",
          msg: `Faraday::TimeoutError (Net::ReadTimeout with #<TCPSocket:(closed)>) calling ${url}`,
        };
      if (mode.kind === "refused")
        return {
          level: "error",
          msg: `Faraday::ConnectionFailed (Failed to open TCP connection to ${hst}:${port} (Connection refused - connect(2) for "${hst}" port ${port}))`,
        };
      if (mode.kind === "reset")
        return { level: "error", msg: `Faraday::ConnectionFailed (Connection reset by peer) calling ${url}` };
      return {
        level: "error",
        msg: `Faraday::${c >= 500 ? "ServerError" : "ClientError"} (the server responded with status ${c}) calling ${url}`,
      };
    }
    default:
      return { level: "error", msg: `call to ${url} failed: ${mode.kind === "status" ? c : mode.kind}` };
  }
}

/** A caller's line before it tries again. */
export function retrying(s: Service, target: string, attempt: number, max: number, why: string): Line {
  const short = target.split(":")[0];
  switch (s.rt) {
    case "spring":
      return {
        level: "warn",
        msg: `Retry '${short}' recorded a failed retry attempt. Number of retry attempts: '${attempt}'. Waiting PT0.${attempt * 2}S until the next attempt. Last failed exception: ${why}`,
      };
    case "express":
      return { level: "warn", msg: `axios-retry: retry ${attempt}/${max} for ${target} after ${why}` };
    case "go":
    case "grpc":
      return {
        level: "warn",
        msg: `retrying request to ${target} attempt=${attempt + 1}/${max} backoff=${attempt * 200}ms err="${why}"`,
      };
    case "django":
    case "celery":
      return {
        level: "warn",
        msg: `Retrying (Retry(total=${max - attempt}, connect=None, read=None, redirect=None, status=None)) after connection broken by '${why}': ${target}`,
      };
    case "rails":
      return { level: "warn", msg: `Faraday::Retry: retry ${attempt} of ${max} for ${target} (${why})` };
    default:
      return { level: "warn", msg: `retry ${attempt}/${max} ${target}: ${why}` };
  }
}

export function shortWhy(mode: FailMode): string {
  if (mode.kind === "timeout") return "Read timed out";
  if (mode.kind === "refused") return "Connection refused";
  if (mode.kind === "reset") return "Connection reset by peer";
  return `${mode.code} ${reason(mode.code)}`;
}

/** Spring's wrapper line when a handler throws because of its callee. */
export function springServletError(cause: string): Line {
  return {
    level: "error",
    msg: `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: ${cause}] with root cause`,
  };
}

export function celeryReceived(task: string, id: string): Line {
  return { level: "info", msg: `Task ${task}[${id}] received` };
}
export function celeryOk(task: string, id: string, secs: number): Line {
  return { level: "info", msg: `Task ${task}[${id}] succeeded in ${secs.toFixed(3)}s: None` };
}
export function celeryRetry(task: string, id: string, inS: number, exc: string): Line {
  return { level: "warn", msg: `Task ${task}[${id}] retry: Retry in ${inS}s: ${exc}` };
}
export function celeryFailed(task: string, id: string, exc: string): Line {
  return { level: "error", msg: `Task ${task}[${id}] raised unexpected: ${exc}` };
}
