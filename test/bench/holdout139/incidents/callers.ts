// How a caller reports a failing callee in its own runtime's words: timeouts, refusals, resets, 5xx and
// open circuit breakers, each with the exception class and (sometimes) the stack that runtime prints.
import type { EdgeFailure } from "../access.js";
import type { Ctx } from "../kit.js";
import { dotnetErr, javaErr, nodeErr, type PyFrame, pyErr, rubyErr } from "../stacks.js";
import type { Err, Ids, Level, Role } from "../types.js";

export type CallFailure = "timeout" | "refused" | "reset" | "status" | "circuit";

export interface Target {
  host: string;
  port: number;
  path: string;
  method: string;
}

export function target(c: Ctx, role: Role, path: string, method = "POST"): Target {
  const s = c.svcs.get(role);
  return { host: s?.name ?? role, port: s?.port || 8080, path: c.path(role, path), method };
}

export function external(host: string, path: string, method = "POST"): Target {
  return { host, port: 443, path, method };
}

const JAVA_STATUS: Record<number, string> = {
  400: "HttpClientErrorException$BadRequest",
  401: "HttpClientErrorException$Unauthorized",
  403: "HttpClientErrorException$Forbidden",
  404: "HttpClientErrorException$NotFound",
  409: "HttpClientErrorException$Conflict",
  422: "HttpClientErrorException$UnprocessableEntity",
  429: "HttpClientErrorException$TooManyRequests",
  500: "HttpServerErrorException$InternalServerError",
  502: "HttpServerErrorException$BadGateway",
  503: "HttpServerErrorException$ServiceUnavailable",
  504: "HttpServerErrorException$GatewayTimeout",
};
const REASON: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

function cap(s: string): string {
  return s
    .split(/[-_.]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");
}

/**
 * The caller's error line (message and exception) for a failed call to x. `what` is the caller's own
 * words for the operation ("seat hold confirm", "payment authorize").
 */
export function callerError(
  c: Ctx,
  caller: Role,
  x: Target,
  kind: CallFailure,
  o: { status?: number; body?: string; what: string; timeoutS?: number; stack?: boolean },
): { msg: string; err?: Err } {
  const s = c.s(caller);
  const url = `${x.port === 443 ? "https" : "http"}://${x.host}${x.port === 443 ? "" : `:${x.port}`}${x.path}`;
  const st = o.status ?? 503;
  const tmo = o.timeoutS ?? 10;
  const addr = `10.${c.r.int(40, 47)}.${c.r.int(0, 250)}.${c.r.int(2, 250)}:${x.port}`;
  const stack = o.stack ?? c.r.chance(0.5);
  const C = cap(x.host.split(".")[0] ?? x.host);
  switch (s.runtime) {
    case "java": {
      const frames = [
        `${s.pkg}.client.${C}Client.call:${c.r.int(60, 180)}`,
        `${s.pkg}.service.${cap(o.what.split(" ")[0] ?? "Work")}Service.execute:${c.r.int(40, 300)}`,
      ];
      let type = "org.springframework.web.client.ResourceAccessException";
      let msg = `I/O error on ${x.method} request for "${url}": `;
      let cause: { type: string; message: string; frames: string[] } | undefined;
      if (kind === "timeout") {
        msg += "Read timed out";
        cause = {
          type: "java.net.SocketTimeoutException",
          message: "Read timed out",
          frames: [
            "java.base/sun.nio.ch.NioSocketImpl.timedRead:278",
            "java.base/java.net.Socket$SocketInputStream.read:1099",
          ],
        };
      } else if (kind === "refused") {
        msg += "Connection refused";
        cause = {
          type: "java.net.ConnectException",
          message: "Connection refused",
          frames: [
            "java.base/sun.nio.ch.Net.pollConnect(Native Method)",
            "java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect:549",
          ],
        };
      } else if (kind === "reset") {
        msg += "Connection reset";
        cause = {
          type: "java.net.SocketException",
          message: "Connection reset",
          frames: [
            "java.base/sun.nio.ch.NioSocketImpl.implRead:328",
            "java.base/java.net.Socket$SocketInputStream.read:1099",
          ],
        };
      } else if (kind === "status") {
        type = `org.springframework.web.client.${JAVA_STATUS[st] ?? "HttpServerErrorException"}`;
        msg = `${st} ${REASON[st] ?? ""}: ${o.body ? `"${o.body}"` : "[no body]"}`;
      } else {
        type = "io.github.resilience4j.circuitbreaker.CallNotPermittedException";
        msg = `CircuitBreaker '${x.host}' is OPEN and does not permit further calls`;
      }
      const line = `${o.what} via ${x.host} failed: ${type.split(".").pop()}: ${msg}`;
      return { msg: line, err: stack ? javaErr(type, msg, frames, { tail: "web", cause }) : undefined };
    }
    case "node": {
      const frames = [
        `${C}Client.request@/app/dist/clients/${x.host.split(".")[0]}.js:${c.r.int(20, 140)}:${c.r.int(5, 30)}`,
        `async ${o.what.replace(/ /g, "_")}@/app/dist/routes/${caller}.js:${c.r.int(20, 200)}:${c.r.int(5, 30)}`,
      ];
      let type = "AxiosError";
      let msg: string;
      let code: string | undefined;
      if (kind === "timeout") {
        msg = `timeout of ${tmo * 1000}ms exceeded`;
        code = "ECONNABORTED";
      } else if (kind === "refused") {
        type = "Error";
        msg = `connect ECONNREFUSED ${addr}`;
        code = "ECONNREFUSED";
      } else if (kind === "reset") {
        type = "Error";
        msg = "socket hang up";
        code = "ECONNRESET";
      } else if (kind === "status") {
        msg = `Request failed with status code ${st}`;
        code = st >= 500 ? "ERR_BAD_RESPONSE" : "ERR_BAD_REQUEST";
      } else {
        type = "OpenCircuitError";
        msg = `Breaker is open: ${x.host}`;
        code = "EOPENBREAKER";
      }
      return {
        msg: `${o.what} failed calling ${x.host} ${x.method} ${x.path}: ${msg}`,
        err: stack ? nodeErr(type, msg, frames, { code }) : undefined,
      };
    }
    case "go": {
      let e: string;
      if (kind === "timeout")
        e = `${cap(x.method.toLowerCase())} \\"${url}\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`;
      else if (kind === "refused")
        e = `${cap(x.method.toLowerCase())} \\"${url}\\": dial tcp ${addr}: connect: connection refused`;
      else if (kind === "reset")
        e = `${cap(x.method.toLowerCase())} \\"${url}\\": read tcp 10.44.1.7:${c.r.int(30000, 60000)}->${addr}: read: connection reset by peer`;
      else if (kind === "status")
        e = `${x.host}: unexpected status ${st} ${REASON[st] ?? ""}${o.body ? `: ${o.body}` : ""}`;
      else e = `${x.host}: circuit breaker is open`;
      return { msg: `${o.what} failed err="${e}"` };
    }
    case "dotnet": {
      const root = `/src/${s.pkg}`;
      const frames = [
        `${s.pkg}.Clients.${C}Client.SendAsync(HttpRequestMessage request, CancellationToken ct):${c.r.int(30, 120)}`,
        `${s.pkg}.Handlers.${cap(o.what.split(" ")[0] ?? "Work")}Handler.Handle(Command cmd, CancellationToken ct):${c.r.int(30, 200)}`,
      ];
      let type = "System.Net.Http.HttpRequestException";
      let msg: string;
      let inner: { type: string; message: string; frames: string[] } | undefined;
      if (kind === "timeout") {
        type = "System.Threading.Tasks.TaskCanceledException";
        msg = `The request was canceled due to the configured HttpClient.Timeout of ${tmo} seconds elapsing.`;
        inner = { type: "System.TimeoutException", message: "The operation was canceled.", frames: [] };
      } else if (kind === "refused") {
        msg = `Connection refused (${x.host}:${x.port})`;
        inner = { type: "System.Net.Sockets.SocketException (111)", message: "Connection refused", frames: [] };
      } else if (kind === "reset") {
        msg = "An error occurred while sending the request.";
        inner = {
          type: "System.IO.IOException",
          message: "Unable to read data from the transport connection: Connection reset by peer.",
          frames: [],
        };
      } else if (kind === "status")
        msg = `Response status code does not indicate success: ${st} (${REASON[st] ?? ""}).`;
      else {
        type = "Polly.CircuitBreaker.BrokenCircuitException";
        msg = "The circuit is now open and is not allowing calls.";
      }
      return {
        msg: `${cap(o.what)} call to ${x.host} failed`,
        err: dotnetErr(type, msg, stack ? frames : frames.slice(0, 1), { root, tail: stack ? "web" : "none", inner }),
      };
    }
    case "python": {
      const frames: PyFrame[] = [
        [
          `/app/${s.pkg}/clients/${x.host.split(".")[0]?.replace(/-/g, "_")}.py`,
          c.r.int(20, 140),
          "_request",
          `resp = self.session.request(method, url, timeout=${tmo})`,
        ],
      ];
      let type: string;
      let msg: string;
      const host = `HTTPConnectionPool(host='${x.host}', port=${x.port})`;
      if (kind === "timeout") {
        type = "requests.exceptions.ReadTimeout";
        msg = `${host}: Read timed out. (read timeout=${tmo})`;
      } else if (kind === "refused") {
        type = "requests.exceptions.ConnectionError";
        msg = `${host}: Max retries exceeded with url: ${x.path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${c.r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`;
      } else if (kind === "reset") {
        type = "requests.exceptions.ConnectionError";
        msg = "('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))";
      } else if (kind === "status") {
        type = "requests.exceptions.HTTPError";
        msg = `${st} ${st >= 500 ? "Server" : "Client"} Error: ${REASON[st] ?? ""} for url: ${url}`;
      } else {
        type = "pybreaker.CircuitBreakerError";
        msg = "Timeout not elapsed yet, circuit breaker still open";
      }
      return {
        msg: `${o.what} failed: ${type.split(".").pop()}: ${msg}`,
        err: stack ? pyErr(type, msg, frames) : undefined,
      };
    }
    case "ruby": {
      let type: string;
      let msg: string;
      if (kind === "timeout") {
        type = "Faraday::TimeoutError";
        msg = "Net::ReadTimeout with #<TCPSocket:(closed)>";
      } else if (kind === "refused") {
        type = "Faraday::ConnectionFailed";
        msg = `Failed to open TCP connection to ${x.host}:${x.port} (Connection refused - connect(2) for "${x.host}" port ${x.port})`;
      } else if (kind === "reset") {
        type = "Faraday::ConnectionFailed";
        msg = "Connection reset by peer";
      } else if (kind === "status") {
        type =
          st >= 500
            ? "Faraday::ServerError"
            : st === 429
              ? "Faraday::TooManyRequestsError"
              : st === 403
                ? "Faraday::ForbiddenError"
                : st === 401
                  ? "Faraday::UnauthorizedError"
                  : "Faraday::ClientError";
        msg = `the server responded with status ${st}`;
      } else {
        type = "Stoplight::Error::RedLight";
        msg = x.host;
      }
      const frames = [
        `app/clients/${x.host.split(".")[0]?.replace(/-/g, "_")}_client.rb:${c.r.int(20, 90)}:in \`post'`,
        `app/services/${o.what.split(" ")[0]?.toLowerCase()}_service.rb:${c.r.int(10, 80)}:in \`call'`,
      ];
      return { msg: `${o.what} failed: ${type}: ${msg}`, err: stack ? rubyErr(type, msg, frames) : undefined };
    }
    default:
      return { msg: `${o.what} failed calling ${x.host}` };
  }
}

export function emitCallerError(
  c: Ctx,
  t: number,
  caller: Role,
  x: Target,
  kind: CallFailure,
  o: { status?: number; body?: string; what: string; timeoutS?: number; stack?: boolean; ids?: Ids; level?: Level },
): void {
  const s = c.svcs.get(caller);
  if (!s) return;
  const { msg, err } = callerError(c, caller, x, kind, o);
  const logger =
    s.runtime === "java"
      ? `${s.pkg}.client.${cap(x.host.split(".")[0] ?? "")}Client`
      : s.runtime === "dotnet"
        ? `${s.pkg}.Clients.${cap(x.host.split(".")[0] ?? "")}Client`
        : undefined;
  c.emit(t, s, o.level ?? "ERROR", msg, { err, ids: o.ids, logger });
}

/** Caller retries: WARN lines before the final failure, in a generic retry-policy voice. */
export function retryWarn(
  c: Ctx,
  t: number,
  caller: Role,
  x: Target,
  attempt: number,
  max: number,
  why: string,
  ids?: Ids,
): void {
  const s = c.svcs.get(caller);
  if (!s) return;
  const backoff = 100 * 2 ** attempt;
  if (s.runtime === "dotnet")
    c.emit(
      t,
      s,
      "WARN",
      `Execution attempt. Source: '${x.host}//Standard-Retry', Operation Key: '', Result: '${why}', Handled: 'True', Attempt: '${attempt - 1}', Execution Time: ${c.r.float(1, 9000).toFixed(4)}ms`,
      { ids, logger: "Polly" },
    );
  else if (s.runtime === "java")
    c.emit(
      t,
      s,
      "WARN",
      `Retry '${x.host}', waiting PT${(backoff / 1000).toFixed(1)}S until attempt '${attempt + 1}'. Last attempt failed with exception '${why}'.`,
      { ids, logger: "io.github.resilience4j.retry.Retry" },
    );
  else
    c.emit(
      t,
      s,
      "WARN",
      `retrying ${x.method} ${x.host}${x.path} after ${why} (attempt ${attempt}/${max}, backoff ${backoff}ms)`,
      { ids },
    );
}

/**
 * Customers' requests failing through the edge while the incident lasts: each arrival gets fresh ids, the
 * template writes what happens inside (via inner) and the edge line is written with the given status.
 */
export function failingTraffic(
  c: Ctx,
  o: {
    from: number;
    to?: number;
    perMin: number;
    role: Role;
    method: string;
    path: () => string;
    status: number | (() => number);
    fail?: EdgeFailure;
    ms: [number, number];
    appStatus?: number;
    inner?: (t: number, ids: Ids, path: string) => void;
  },
): void {
  c.poisson(o.from, o.to ?? c.end, o.perMin, (t) => {
    const ids = c.ids();
    const path = o.path();
    const ms = c.r.float(o.ms[0], o.ms[1]);
    o.inner?.(t, ids, path);
    const st = typeof o.status === "function" ? o.status() : o.status;
    if (o.appStatus) c.app(t + ms - 1, o.role, o.method, path, o.appStatus, ms, { ids });
    c.edge(t + ms, o.role, o.method, path, st, ms, { ids, fail: o.fail });
  });
}
