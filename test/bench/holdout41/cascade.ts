// What victims print: a caller's own runtime and resilience library reporting that a callee is slow, failing or
// gone (timeouts, 5xx, refused connections, exhausted pools, open breakers, retries), and the edge's access log.

import type { Service } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Seen = "slow" | "error" | "down";
export type Kind = "fail" | "retry" | "breaker" | "pool" | "serve";

export interface Line {
  level: Level;
  msg: string;
  stack?: string[];
}

const ip = (r: Rng) => `10.${r.int(1, 9)}.${r.int(0, 255)}.${r.int(2, 250)}`;
const cap = (x: string) =>
  x
    .split("-")
    .map((p) => p[0]?.toUpperCase() + p.slice(1))
    .join("");

/** One victim line of `c` about callee `d`, which it sees as `seen`. */
export function victim(r: Rng, c: Service, d: Service, seen: Seen, kind: Kind): Line {
  const url = `http://${d.name}:${d.port}${d.path}`;
  const grpc = d.path.includes(".v1.");
  const attempt = r.int(1, 3);
  switch (c.rt) {
    case "envoy":
      return envoy(r, d, seen, kind);
    case "java": {
      if (kind === "breaker")
        return r.chance(0.15)
          ? {
              level: "warn",
              msg: `Event STATE_TRANSITION published: CircuitBreaker '${d.name}' changed state from HALF_OPEN to OPEN`,
            }
          : { level: "error", msg: `CircuitBreaker '${d.name}' is OPEN and does not permit further calls` };
      if (kind === "pool")
        return r.chance(0.5)
          ? { level: "error", msg: `Bulkhead '${d.name}' is full and does not permit further calls` }
          : {
              level: "error",
              msg: `Task java.util.concurrent.FutureTask@${r.hex(7)} rejected from java.util.concurrent.ThreadPoolExecutor@${r.hex(7)}[Running, pool size = 200, active threads = 200, queued tasks = 1000, completed tasks = ${r.int(100000, 900000)}]`,
            };
      if (kind === "retry")
        return {
          level: "warn",
          msg: `Retry '${d.name}' recorded a failed retry attempt. Number of retry attempts: '${attempt}'. Waiting PT0.${r.int(2, 9)}S until the next attempt. Last exception was: ${seen === "slow" ? "java.net.SocketTimeoutException: Read timed out" : seen === "down" ? "java.net.ConnectException: Connection refused" : `org.springframework.web.reactive.function.client.WebClientResponseException$ServiceUnavailable: 503 Service Unavailable from GET ${url}`}`,
        };
      if (kind === "serve")
        return {
          level: "error",
          msg: `Completed ${r.pick(["GET", "POST"])} ${c.path} with 503 SERVICE_UNAVAILABLE in ${r.int(900, 30100)} ms`,
        };
      if (seen === "slow")
        return r.chance(0.3)
          ? {
              level: "error",
              msg: `${cap(d.name)}Client#fetch timed-out and fallback failed.`,
              stack: [
                "com.netflix.hystrix.exception.HystrixRuntimeException: " +
                  `${cap(d.name)}Client#fetch timed-out and fallback failed.`,
                "\tat com.netflix.hystrix.AbstractCommand$22.call(AbstractCommand.java:832)",
                "Caused by: java.util.concurrent.TimeoutException: null",
              ],
            }
          : {
              level: "error",
              msg: `I/O error on GET request for "${url}": Read timed out`,
              stack: [
                `org.springframework.web.client.ResourceAccessException: I/O error on GET request for "${url}": Read timed out`,
                "\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                "Caused by: java.net.SocketTimeoutException: Read timed out",
                "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
              ],
            };
      if (seen === "down")
        return {
          level: "error",
          msg: `I/O error on GET request for "${url}": Connection refused`,
          stack: [
            `org.springframework.web.client.ResourceAccessException: I/O error on GET request for "${url}": Connection refused`,
            "Caused by: java.net.ConnectException: Connection refused",
          ],
        };
      return {
        level: "error",
        msg: `503 Service Unavailable from GET ${url}`,
        stack: [
          `org.springframework.web.reactive.function.client.WebClientResponseException$ServiceUnavailable: 503 Service Unavailable from GET ${url}`,
        ],
      };
    }
    case "go": {
      if (kind === "breaker") return { level: "error", msg: `call ${d.name} failed: circuit breaker is open` };
      if (kind === "pool")
        return {
          level: "error",
          msg: grpc
            ? "rpc error: code = Unavailable desc = upstream connect error or disconnect/reset before headers. reset reason: overflow"
            : `Get "${url}": net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)`,
        };
      const err = (): string =>
        grpc
          ? seen === "slow"
            ? "rpc error: code = DeadlineExceeded desc = context deadline exceeded"
            : seen === "down"
              ? `rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp ${ip(r)}:${d.port}: connect: connection refused"`
              : "rpc error: code = Unavailable desc = upstream connect error or disconnect/reset before headers. reset reason: overflow"
          : seen === "slow"
            ? `Get "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`
            : seen === "down"
              ? `Get "${url}": dial tcp ${ip(r)}:${d.port}: connect: connection refused`
              : `unexpected status 503 Service Unavailable from ${d.name}`;
      if (kind === "retry")
        return {
          level: "warn",
          msg: `retrying ${d.name} attempt=${attempt}/3 backoff=${100 * 2 ** attempt}ms err="${err().replace(/"/g, "'")}"`,
        };
      if (kind === "serve")
        return {
          level: "error",
          msg: `${r.pick(["GET", "POST"])} ${c.path} status=503 dur=${r.int(900, 10000)}ms err="upstream ${d.name} unavailable"`,
        };
      return { level: "error", msg: `${d.name} call failed: ${err()}` };
    }
    case "node": {
      const err =
        seen === "slow"
          ? r.chance(0.5)
            ? `AxiosError: timeout of 5000ms exceeded`
            : `TypeError: fetch failed (cause: HeadersTimeoutError: Headers Timeout Error, code UND_ERR_HEADERS_TIMEOUT)`
          : seen === "down"
            ? `Error: connect ECONNREFUSED ${ip(r)}:${d.port}`
            : `AxiosError: Request failed with status code 503`;
      if (kind === "breaker")
        return { level: "error", msg: `opossum breaker '${d.name}' rejected call: Breaker is open (EOPENBREAKER)` };
      if (kind === "pool")
        return {
          level: "warn",
          msg: `undici pool for ${url.replace(d.path, "")}: ${r.int(200, 900)} requests queued, 128/128 connections busy`,
        };
      if (kind === "retry")
        return {
          level: "warn",
          msg: `retrying ${r.pick(["GET", "POST"])} ${url} (attempt ${attempt} of 3) after ${err}`,
        };
      if (kind === "serve")
        return {
          level: "error",
          msg: `${r.pick(["GET", "POST"])} ${c.path}/${r.pick(["summary", "list", "detail"])} 502 ${r.int(900, 10200)}ms`,
        };
      return { level: "error", msg: `upstream ${d.name} request failed: ${err}` };
    }
    case "python": {
      const err =
        seen === "slow"
          ? `HTTPConnectionPool(host='${d.name}', port=${d.port}): Read timed out. (read timeout=5.0)`
          : seen === "down"
            ? `HTTPConnectionPool(host='${d.name}', port=${d.port}): Max retries exceeded with url: ${d.path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`
            : `503 Server Error: Service Unavailable for url: ${url}`;
      if (kind === "pool")
        return {
          level: "warn",
          msg: `Connection pool is full, discarding connection: ${d.name}. Connection pool size: 10`,
        };
      if (kind === "breaker")
        return {
          level: "error",
          msg: `pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker opened (${d.name})`,
        };
      if (kind === "retry" || c.queue)
        return {
          level: "warn",
          msg: `Task ${c.name.replace(/-/g, "_")}.process[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] retry: Retry in ${2 ** attempt}s: ${err}`,
        };
      if (kind === "serve")
        return { level: "error", msg: `"${r.pick(["GET", "POST"])} ${c.path} HTTP/1.1" 503 ${r.int(40, 200)}` };
      return { level: "error", msg: `call to ${d.name} failed: ${err}` };
    }
    case "dotnet": {
      if (kind === "breaker")
        return {
          level: "error",
          msg: "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
        };
      if (kind === "retry")
        return {
          level: "warn",
          msg: `Resilience event occurred. EventName: 'OnRetry', Source: '${d.name}-standard//Standard-Retry', Operation Key: '', Result: '${seen === "error" ? "503" : seen === "down" ? "Connection refused" : "The operation didn't complete within the allowed timeout of '00:00:10'."}'`,
        };
      if (kind === "pool")
        return {
          level: "error",
          msg: `Polly.RateLimiting.RateLimiterRejectedException: The operation could not be executed because it was rejected by the rate limiter (concurrency limiter for '${d.name}' full).`,
        };
      if (kind === "serve")
        return {
          level: "error",
          msg: `Request finished HTTP/1.1 ${r.pick(["GET", "POST"])} http://${c.name}${c.path} - 503 0 - ${r.int(900, 10100)}.${r.int(1000, 9999)}ms`,
        };
      return seen === "slow"
        ? {
            level: "error",
            msg: "Polly.Timeout.TimeoutRejectedException: The delegate executed asynchronously through TimeoutPolicy did not complete within the timeout.",
          }
        : seen === "down"
          ? { level: "error", msg: `System.Net.Http.HttpRequestException: Connection refused (${d.name}:${d.port})` }
          : {
              level: "error",
              msg: "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
            };
    }
    case "ruby": {
      const err =
        seen === "slow"
          ? "Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)>"
          : seen === "down"
            ? `Faraday::ConnectionFailed: Failed to open TCP connection to ${d.name}:${d.port} (Connection refused - connect(2) for "${d.name}" port ${d.port})`
            : "Faraday::ServerError: the server responded with status 503";
      const job = `${cap(c.name.replace("-worker", ""))}Job JID-${r.hex(12)}`;
      if (kind === "retry" || kind === "serve" || c.queue)
        return r.chance(0.5)
          ? { level: "warn", msg: `${job} WARN: ${err}` }
          : { level: "info", msg: `${job} INFO: fail: ${r.int(5, 30)}.${r.int(100, 999)} sec` };
      return { level: "error", msg: `${job} ERROR: ${err}` };
    }
  }
}

function envoy(r: Rng, d: Service, seen: Seen, kind: Kind): Line {
  const m = r.pick(["GET", "GET", "POST"]);
  const p = `${d.path.startsWith("/") && !d.path.includes(".v1.") ? d.path : `/${d.name}`}/${r.pick(["", "v2/", "list/"])}${r.int(1, 9999)}`;
  const [code, flag, dur] =
    kind === "breaker" || kind === "pool"
      ? [503, "UO", r.int(0, 2)]
      : seen === "slow"
        ? [504, "UT", 15000 + r.int(0, 5)]
        : seen === "down"
          ? [503, r.pick(["UF", "UH", "URX"]), r.int(0, 30)]
          : [503, "-", r.int(20, 900)];
  if (kind === "retry" && r.chance(0.25))
    return {
      level: "warn",
      msg: `outlier_detection: ejecting host ${ip(r)}:${d.port} from cluster ${d.name} (consecutive_5xx)`,
    };
  return {
    level: "error",
    msg: `"${m} ${p} HTTP/1.1" ${code} ${flag} 0 ${code === 504 ? 24 : 91} ${dur} - "${ip(r)}" "${r.pick(["Mozilla/5.0", "okhttp/4.12.0", "Dalvik/2.1.0"])}" "${r.hex(8)}-${r.hex(4)}-${r.hex(4)}" "${d.name}:${d.port}" "${flag === "UH" ? "-" : `${ip(r)}:${d.port}`}"`,
  };
}

/** An ordinary edge access-log line for a healthy request. */
export function envoyOk(r: Rng, d: Service): Line {
  const p = `${d.path}/${r.pick(["", "v2/", "items/"])}${r.int(1, 9999)}`;
  return {
    level: "info",
    msg: `"${r.pick(["GET", "GET", "GET", "POST"])} ${p} HTTP/1.1" 200 - ${r.int(0, 900)} ${r.int(200, 9000)} ${r.int(8, 300)} ${r.int(6, 290)} "10.${r.int(1, 9)}.${r.int(0, 255)}.${r.int(2, 250)}" "Mozilla/5.0" "${r.hex(8)}-${r.hex(4)}-${r.hex(4)}" "${d.name}:${d.port}" "10.${r.int(1, 9)}.${r.int(0, 255)}.${r.int(2, 250)}:${d.port}"`,
  };
}
