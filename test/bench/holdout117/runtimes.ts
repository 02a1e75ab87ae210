// How each runtime words a failed outbound call and prints a stack trace (Java, Python, Go, Node, .NET, Ruby).
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby";
export type CallKind = "timeout" | "5xx" | "refused" | "4xx" | "breaker";

const ip = (r: Rng) => `10.${r.int(20, 60)}.${r.int(0, 15)}.${r.int(2, 250)}`;

/** A caller's own wording for a failed call to `callee` on `path`. */
export function callerSays(
  rt: Runtime,
  kind: CallKind,
  callee: string,
  calleeRt: Runtime,
  path: string,
  r: Rng,
  status = 503,
): string {
  const port = { java: 8080, python: 8000, go: 8080, node: 3000, dotnet: 5000, ruby: 3000 }[calleeRt];
  const h = callee.length % 3; // each caller keeps one timeout setting per callee
  const url = `http://${callee}:${port}${path}`;
  const reason: Record<number, string> = {
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
    504: "Gateway Timeout",
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    422: "Unprocessable Entity",
    429: "Too Many Requests",
  };
  const rs = reason[status] ?? "Error";
  switch (rt) {
    case "java":
      return {
        timeout: `I/O error on POST request for "${url}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`,
        "5xx": `${status} ${rs} from POST ${url}`,
        refused: `I/O error on POST request for "${url}": Connection refused; nested exception is java.net.ConnectException: Connection refused`,
        "4xx": `${status} ${rs} from POST ${url}`,
        breaker: `CircuitBreaker '${callee}' is OPEN and does not permit further calls`,
      }[kind];
    case "python":
      return {
        timeout: `HTTPConnectionPool(host='${callee}', port=${port}): Read timed out. (read timeout=${[5, 10, 15][h]})`,
        "5xx": `Server error '${status} ${rs}' for url '${url}'`,
        refused: `HTTPConnectionPool(host='${callee}', port=${port}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(9)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        "4xx": `Client error '${status} ${rs}' for url '${url}'`,
        breaker: `pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker '${callee}' is open`,
      }[kind];
    case "go":
      return {
        timeout: `Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        "5xx": `${callee}: unexpected status ${status} ${rs} from POST ${path}`,
        refused: `Post "${url}": dial tcp ${ip(r)}:${port}: connect: connection refused`,
        "4xx": `${callee}: unexpected status ${status} ${rs} from POST ${path}`,
        breaker: `circuit breaker is open (breaker=${callee})`,
      }[kind];
    case "node":
      return {
        timeout: `${callee} POST ${path} failed: timeout of ${[3000, 5000, 8000][h]}ms exceeded (ECONNABORTED)`,
        "5xx": `${callee} POST ${path} failed: Request failed with status code ${status}`,
        refused: `${callee} POST ${path} failed: connect ECONNREFUSED ${ip(r)}:${port}`,
        "4xx": `${callee} POST ${path} failed: Request failed with status code ${status}`,
        breaker: `Breaker is open (opossum: ${callee})`,
      }[kind];
    case "dotnet":
      return {
        timeout: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${[10, 15, 30][h]} seconds elapsing. (${url})`,
        "5xx": `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${status} (${rs}). (${url})`,
        refused: `System.Net.Http.HttpRequestException: Connection refused (${callee}:${port})`,
        "4xx": `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${status} (${rs}). (${url})`,
        breaker: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`,
      }[kind];
    default:
      return {
        timeout: `Net::ReadTimeout calling ${url} (Net::ReadTimeout with #<TCPSocket:(closed)>)`,
        "5xx": `Faraday::ServerError: the server responded with status ${status} (POST ${url})`,
        refused: `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:${port} (Connection refused - connect(2) for "${callee}" port ${port})`,
        "4xx": `Faraday::ClientError: the server responded with status ${status} (POST ${url})`,
        breaker: `Circuitbox::OpenCircuitError: Circuit ${callee} is open`,
      }[kind];
  }
}

/** A stack trace in the runtime's own style: first line is the exception, then frames. */
export function stack(rt: Runtime, exc: string, msg: string, frames: string[]): string {
  switch (rt) {
    case "java":
      return `${exc}: ${msg}\n${frames.map((f) => `\tat ${f}`).join("\n")}\n\t... ${frames.length + 41} common frames omitted`;
    case "python":
      return `Traceback (most recent call last):\n${frames
        .map((f) => {
          const [file, line, fn, code] = f.split("|");
          return `  File "${file}", line ${line}, in ${fn}\n    ${code}`;
        })
        .join("\n")}\n${exc}: ${msg}`;
    case "go":
      return `${exc}: ${msg}\n\ngoroutine ${frames.length * 37 + 11} [running]:\n${frames
        .map((f) => {
          const [fn, loc] = f.split("|");
          return `${fn}\n\t${loc}`;
        })
        .join("\n")}`;
    case "node":
      return `${exc}: ${msg}\n${frames.map((f) => `    at ${f}`).join("\n")}`;
    case "dotnet":
      return `${exc}: ${msg}\n${frames.map((f) => `   at ${f}`).join("\n")}`;
    default:
      return `${msg} (${exc})\n${frames.map((f) => `  ${f}`).join("\n")}`;
  }
}
