// How a caller reports a failed call to another service, in the words of its own runtime.
import type { Runtime } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Kind = "timeout" | "refused" | "reset" | number;
export interface Line {
  svc?: string;
  level: Level;
  msg: string;
  stack?: string[];
  dt?: number; // ms after the event that triggered it
}

const port: Record<Runtime, number> = {
  java: 8080,
  go: 9000,
  node: 3000,
  python: 8000,
  dotnet: 8080,
  ruby: 3000,
  cpp: 7001,
};
const reason: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
  507: "Insufficient Storage",
};

export function callerLine(rt: Runtime, callee: string, calleeRt: Runtime, kind: Kind, path: string, r: Rng): Line {
  const url = `http://${callee}:${port[calleeRt]}${path}`;
  const ip = `10.${r.int(8, 60)}.${r.int(0, 9)}.${r.int(2, 250)}:${port[calleeRt]}`;
  const st = typeof kind === "number" ? kind : 0;
  switch (rt) {
    case "java":
      if (kind === "timeout")
        return { level: "error", msg: `o.s.w.c.RestTemplate - I/O error on POST request for "${url}": Read timed out` };
      if (kind === "refused")
        return {
          level: "error",
          msg: `Call to ${callee} failed: Connect to ${callee}:${port[calleeRt]} [/${ip.split(":")[0]}] failed: Connection refused`,
        };
      if (kind === "reset")
        return { level: "error", msg: `Call to ${callee} failed: java.net.SocketException: Connection reset` };
      return {
        level: "error",
        msg: `org.springframework.web.client.HttpServerErrorException$${reason[st]?.replace(/ /g, "")}: ${st} ${reason[st]} on POST request for "${url}"`,
      };
    case "go":
      if (kind === "timeout")
        return {
          level: "error",
          msg: `call ${callee} failed: Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        };
      if (kind === "refused")
        return {
          level: "error",
          msg: `call ${callee} failed: Post "${url}": dial tcp ${ip}: connect: connection refused`,
        };
      if (kind === "reset") return { level: "error", msg: `call ${callee} failed: Post "${url}": EOF` };
      return { level: "error", msg: `call ${callee} failed: unexpected status ${st} ${reason[st]} from ${url}` };
    case "node":
      if (kind === "timeout") return { level: "error", msg: `upstream ${callee} timed out after 10000ms (${path})` };
      if (kind === "refused")
        return { level: "error", msg: `request to ${url} failed, reason: connect ECONNREFUSED ${ip}` };
      if (kind === "reset") return { level: "error", msg: `request to ${url} failed, reason: socket hang up` };
      return { level: "error", msg: `AxiosError: Request failed with status code ${st} (${callee} ${path})` };
    case "python":
      if (kind === "timeout") return { level: "error", msg: `httpx.ReadTimeout: timed out calling ${callee} ${path}` };
      if (kind === "refused")
        return {
          level: "error",
          msg: `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${callee}', port=${port[calleeRt]}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        };
      if (kind === "reset")
        return {
          level: "error",
          msg: `requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')) calling ${callee}`,
        };
      return { level: "error", msg: `${st} Server Error: ${reason[st]} for url: ${url}` };
    case "dotnet":
      if (kind === "timeout")
        return {
          level: "error",
          msg: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing. (${callee})`,
        };
      if (kind === "refused")
        return {
          level: "error",
          msg: `System.Net.Http.HttpRequestException: Connection refused (${callee}:${port[calleeRt]})`,
        };
      if (kind === "reset")
        return {
          level: "error",
          msg: `System.Net.Http.HttpRequestException: An error occurred while sending the request. (${callee}) ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.`,
        };
      return {
        level: "error",
        msg: `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${st} (${reason[st]}). (${callee} ${path})`,
      };
    case "ruby":
      if (kind === "timeout")
        return {
          level: "error",
          msg: `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (${callee}${path})`,
        };
      if (kind === "refused")
        return {
          level: "error",
          msg: `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:${port[calleeRt]} (Connection refused - connect(2) for "${callee}" port ${port[calleeRt]})`,
        };
      if (kind === "reset")
        return { level: "error", msg: `Faraday::ConnectionFailed: Connection reset by peer (${callee}${path})` };
      return { level: "error", msg: `Faraday::ServerError: the server responded with status ${st} (${callee}${path})` };
    case "cpp":
      if (kind === "timeout")
        return {
          level: "error",
          msg: `forward to ${callee} failed: curl error 28: Operation timed out after 5001 milliseconds with 0 bytes received`,
        };
      if (kind === "refused")
        return {
          level: "error",
          msg: `forward to ${callee} failed: curl error 7: Failed to connect to ${callee} port ${port[calleeRt]}: Connection refused`,
        };
      if (kind === "reset")
        return {
          level: "error",
          msg: `forward to ${callee} failed: curl error 56: Recv failure: Connection reset by peer`,
        };
      return { level: "error", msg: `forward to ${callee} failed: HTTP ${st} ${reason[st]}` };
  }
}

export function retryLine(rt: Runtime, callee: string, attempt: number, r: Rng): Line {
  const wait = 100 * 2 ** attempt + r.int(0, 90);
  switch (rt) {
    case "java":
      return {
        level: "warn",
        msg: `i.g.r.retry.Retry - Retry '${callee}' attempt #${attempt} failed, waiting ${wait}ms`,
      };
    case "go":
      return { level: "warn", msg: `retrying ${callee} (attempt ${attempt}/4) in ${wait}ms` };
    case "node":
      return { level: "warn", msg: `axios-retry: retrying ${callee} request, attempt ${attempt} (delay ${wait}ms)` };
    case "python":
      return {
        level: "warn",
        msg: `Retrying (Retry(total=${4 - attempt}, connect=None, read=None, redirect=None, status=None)) after connection broken by '${callee}'`,
      };
    case "dotnet":
      return { level: "warn", msg: `Polly: Delaying for ${wait}ms, then making retry ${attempt} (${callee})` };
    case "ruby":
      return { level: "warn", msg: `Faraday retry ${attempt}/3 for ${callee} after ${wait}ms` };
    case "cpp":
      return { level: "warn", msg: `retry ${attempt} forwarding to ${callee} in ${wait} ms` };
  }
}

export function breakerLine(rt: Runtime, callee: string): Line {
  if (rt === "java")
    return {
      level: "error",
      msg: `io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker '${callee}' is OPEN and does not permit further calls`,
    };
  if (rt === "node") return { level: "error", msg: `EOPENBREAKER: Breaker is open (${callee})` };
  if (rt === "dotnet")
    return {
      level: "error",
      msg: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`,
    };
  return { level: "warn", msg: `circuit breaker for ${callee} open, failing fast` };
}
