// How callers, retry loops and the edge report a failing callee, each in its own runtime's words.
import { chance, hex, int, pick } from "../holdout3/kit.js";
import { exc } from "./stacks.js";
import { fillPath } from "./traffic.js";
import type { Ctx, Svc } from "./types.js";

export type Style = "timeout" | "5xx" | "refused" | "breaker" | "reset";

const pathOf = (c: Ctx, callee: Svc) => {
  const op = callee.ops.find((o) => /^[A-Z]+ \//.test(o));
  return op ? fillPath(c.r, op.split(" ")[1]) : `/v1/${callee.name.split("-")[0]}`;
};

/** one caller error line about `callee` */
export function callerError(c: Ctx, t: number, s: Svc, callee: Svc, style: Style, code = 503) {
  const r = c.r;
  const host = `${callee.name}.${c.estate.ns}.svc.cluster.local`;
  const url = `http://${callee.name}:8080${pathOf(c, callee)}`;
  const reason =
    code === 500
      ? "Internal Server Error"
      : code === 502
        ? "Bad Gateway"
        : code === 504
          ? "Gateway Timeout"
          : "Service Unavailable";
  const tr = chance(r, 0.6) ? hex(r, 16) : undefined;
  switch (s.rt) {
    case "java": {
      const [type, msg] = {
        timeout: [
          "org.springframework.web.client.ResourceAccessException",
          `I/O error on GET request for "${url}": Read timed out`,
        ],
        "5xx": [
          `org.springframework.web.client.HttpServerErrorException$${reason.replace(/ /g, "")}`,
          `${code} ${reason}: "{"error":"upstream failure"}"`,
        ],
        refused: [
          "org.springframework.web.client.ResourceAccessException",
          `I/O error on GET request for "${url}": Connection refused`,
        ],
        breaker: [
          "io.github.resilience4j.circuitbreaker.CallNotPermittedException",
          `CircuitBreaker '${callee.name}' is OPEN and does not permit further calls`,
        ],
        reset: [
          "org.springframework.web.client.ResourceAccessException",
          `I/O error on GET request for "${url}": Connection reset`,
        ],
      }[style];
      const e = exc(s, c.estate.pkg, type, msg, ["fetch", "handle"]);
      return c.emit(t, s, "ERROR", `Call to ${callee.name} failed`, { ...e, trace: tr });
    }
    case "go": {
      const m = {
        timeout: `Get "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        "5xx": `${callee.name}: unexpected status ${code} ${reason}`,
        refused: `Get "${url}": dial tcp 10.42.${int(r, 1, 9)}.${int(r, 2, 250)}:8080: connect: connection refused`,
        breaker: `circuit breaker '${callee.name}' is open`,
        reset: `Get "${url}": read tcp 10.42.3.17:${int(r, 30000, 60000)}->10.42.5.9:8080: read: connection reset by peer`,
      }[style];
      return c.emit(t, s, "ERROR", `upstream call failed`, { err: m, trace: tr, f: { upstream: callee.name } });
    }
    case "python": {
      const [type, msg] = {
        timeout: [
          "requests.exceptions.ReadTimeout",
          `HTTPConnectionPool(host='${callee.name}', port=8080): Read timed out. (read timeout=5.0)`,
        ],
        "5xx": ["requests.exceptions.HTTPError", `${code} Server Error: ${reason} for url: ${url}`],
        refused: [
          "requests.exceptions.ConnectionError",
          `HTTPConnectionPool(host='${callee.name}', port=8080): Max retries exceeded with url: ${pathOf(c, callee)} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3c2a1b9d50>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        ],
        breaker: [
          "pybreaker.CircuitBreakerError",
          `Failures threshold reached, circuit breaker '${callee.name}' opened`,
        ],
        reset: [
          "requests.exceptions.ConnectionError",
          `('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`,
        ],
      }[style];
      const e = exc(s, c.estate.pkg, type, msg, ["call_upstream", "run"]);
      return c.emit(t, s, "ERROR", `request to ${callee.name} failed`, { ...e, trace: tr });
    }
    case "node": {
      const [type, msg] = {
        timeout: ["TimeoutError", `The operation was aborted due to timeout (GET ${url})`],
        "5xx": ["AxiosError", `Request failed with status code ${code}`],
        refused: ["Error", `connect ECONNREFUSED 10.42.${int(r, 1, 9)}.${int(r, 2, 250)}:8080`],
        breaker: ["OpenCircuitError", `Breaker is open: ${callee.name}`],
        reset: ["Error", "read ECONNRESET"],
      }[style];
      const e = exc(s, c.estate.pkg, type, msg, ["callUpstream", "handler"]);
      return c.emit(t, s, "ERROR", `${callee.name} request failed`, { ...e, trace: tr, f: { upstream: host } });
    }
    case "dotnet": {
      const [type, msg] = {
        timeout: [
          "System.Threading.Tasks.TaskCanceledException",
          `The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.`,
        ],
        "5xx": [
          "System.Net.Http.HttpRequestException",
          `Response status code does not indicate success: ${code} (${reason}).`,
        ],
        refused: ["System.Net.Http.HttpRequestException", `Connection refused (${callee.name}:8080)`],
        breaker: ["Polly.CircuitBreaker.BrokenCircuitException", `The circuit is now open and is not allowing calls.`],
        reset: ["System.Net.Http.HttpRequestException", "An error occurred while sending the request."],
      }[style];
      const e = exc(s, c.estate.pkg, type, msg, ["send", "invoke"]);
      return c.emit(t, s, "ERROR", `Request to ${callee.name} failed`, {
        ...e,
        trace: tr,
        f: { category: `System.Net.Http.HttpClient.${callee.name}.LogicalHandler` },
      });
    }
    case "ruby": {
      const [type, msg] = {
        timeout: ["Faraday::TimeoutError", "Net::ReadTimeout with #<TCPSocket:(closed)>"],
        "5xx": ["Faraday::ServerError", `the server responded with status ${code}`],
        refused: [
          "Faraday::ConnectionFailed",
          `Failed to open TCP connection to ${callee.name}:8080 (Connection refused - connect(2) for "${callee.name}" port 8080)`,
        ],
        breaker: ["Stoplight::Error::RedLight", `${callee.name}`],
        reset: ["Faraday::ConnectionFailed", "Connection reset by peer"],
      }[style];
      const e = exc(s, c.estate.pkg, type, msg, ["fetch_remote", "show"]);
      return c.emit(t, s, "ERROR", `${callee.name} call failed`, { ...e, trace: tr });
    }
    case "rust": {
      const m = {
        timeout: `error sending request for url (${url}): operation timed out`,
        "5xx": `HTTP status server error (${code} ${reason}) for url (${url})`,
        refused: `error sending request for url (${url}): error trying to connect: tcp connect error: Connection refused (os error 111)`,
        breaker: `circuit open for ${callee.name}, failing fast`,
        reset: `error sending request for url (${url}): connection error: Connection reset by peer (os error 104)`,
      }[style];
      return c.emit(t, s, "ERROR", "upstream request failed", {
        err: m,
        trace: tr,
        f: { target: `${s.name.replace(/-/g, "_")}::client`, peer: callee.name },
      });
    }
    case "php": {
      const m = {
        timeout: [
          "GuzzleHttp\\Exception\\ConnectException",
          `cURL error 28: Operation timed out after 5001 milliseconds with 0 bytes received (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for ${url}`,
        ],
        "5xx": [
          "GuzzleHttp\\Exception\\ServerException",
          `Server error: \`GET ${url}\` resulted in a \`${code} ${reason}\` response`,
        ],
        refused: [
          "GuzzleHttp\\Exception\\ConnectException",
          `cURL error 7: Failed to connect to ${callee.name} port 8080: Connection refused`,
        ],
        breaker: ["App\\Http\\CircuitOpenException", `circuit for ${callee.name} is open`],
        reset: ["GuzzleHttp\\Exception\\ConnectException", "cURL error 56: Recv failure: Connection reset by peer"],
      }[style];
      const e = exc(s, c.estate.pkg, m[0], m[1], ["fetch", "__invoke"]);
      return c.emit(t, s, "ERROR", `Uncaught PHP Exception ${m[0]}: "${m[1]}"`, { stack: e.stack });
    }
    default:
      return;
  }
}

/** caller errors at about `every` ms, switching to the breaker after `breakerAfter` ms (if given) */
export function callers(
  c: Ctx,
  from: number,
  to: number,
  style: Style,
  every: number,
  opts: { breakerAfter?: number; code?: number; skip?: number } = {},
) {
  for (const [i, s] of c.callers.entries()) {
    const lag = 400 + i * int(c.r, 300, 1500);
    for (const t of c.ticks(from + lag, to, every * (1 + i * 0.7))) {
      if (opts.skip && chance(c.r, opts.skip)) continue;
      const st =
        opts.breakerAfter !== undefined && t > from + opts.breakerAfter && chance(c.r, 0.6) ? "breaker" : style;
      callerError(c, t, s, c.origin, st, opts.code);
    }
  }
}

/** a retry loop louder than the origin: WARN per attempt, ERROR when attempts run out */
export function retryStorm(c: Ctx, s: Svc, callee: Svc, from: number, to: number, every: number, cause: string) {
  let attempt = 1;
  for (const t of c.ticks(from, to, every)) {
    if (attempt > 5) {
      c.emit(t, s, "ERROR", `giving up on ${callee.name} after 5 attempts: ${cause}`);
      attempt = 1;
      continue;
    }
    const backoff = 100 * 2 ** (attempt - 1);
    c.emit(t, s, "WARN", `retrying ${callee.name} (attempt ${attempt}/5, backoff ${backoff}ms): ${cause}`);
    attempt++;
  }
}

/** 5xx access lines at the edge for routes that reach the failing path */
export function edge5xx(c: Ctx, from: number, to: number, every: number, status: number, via: Svc) {
  const e = c.edge;
  if (!e) return;
  const op = pick(c.r, e.ops);
  for (const t of c.ticks(from, to, every)) {
    const ms = status === 504 ? 30000 + int(c.r, 0, 40) : int(c.r, 1, 40);
    const flags =
      e.rt === "envoy"
        ? status === 503
          ? pick(c.r, ["UF", "URX", "UO"])
          : status === 504
            ? "UT"
            : "-"
        : e.rt === "haproxy"
          ? status === 504
            ? "sH--"
            : "SH--"
          : undefined;
    c.emit(t, e, "INFO", "", {
      f: { about: via.name },
      trace:
        e.rt === "envoy" ? `${hex(c.r, 8)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 12)}` : undefined,
      access: {
        method: chance(c.r, 0.7) ? "GET" : "POST",
        path: `${op}/${int(c.r, 100, 99999)}`,
        status,
        ms,
        bytes: int(c.r, 0, 300),
        flags,
        upstream:
          e.rt === "haproxy"
            ? `be_${via.name.replace(/-/g, "_")}/${via.name}-${int(c.r, 1, 3)}`
            : `10.42.${int(c.r, 1, 9)}.${int(c.r, 2, 250)}:8080`,
      },
    });
    if (e.rt === "nginx" && chance(c.r, 0.3))
      c.emit(
        t + 1,
        e,
        "ERROR",
        `*${int(c.r, 10000, 999999)} ${status === 504 ? "upstream timed out (110: Connection timed out) while reading response header from upstream" : status === 502 ? "connect() failed (111: Connection refused) while connecting to upstream" : "no live upstreams while connecting to upstream"}, client: 10.40.${int(c.r, 1, 200)}.${int(c.r, 1, 200)}, server: _, request: "GET ${op} HTTP/1.1", upstream: "http://${via.name}:8080${op}"`,
      );
  }
}

/** apps of the window that call `s` report it failing (second-hand propagation) */
export function relay(c: Ctx, s: Svc, from: number, to: number, style: Style, every: number, code = 503) {
  const up = c.all.filter(
    (x) => x.kind === "app" && x.name !== c.origin.name && (c.estate.calls[x.name] ?? []).includes(s.name),
  );
  for (const [i, u] of up.entries())
    for (const t of c.ticks(from + i * 700, to, every * (1 + i * 0.5)))
      if (!chance(c.r, 0.25)) callerError(c, t, u, s, style, code);
}
