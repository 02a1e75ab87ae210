// How a caller reports trouble with a service it talks to, in its own runtime's words: a retry that
// worked, a failure it gives up on, a timeout.
import { emit, rt, service } from "./ctx.js";
import { podIp } from "./text.js";
import type { Ctx, Level } from "./types.js";

/** Services that call `svc` over the network. */
export function callersOf(c: Ctx, svc: string): string[] {
  return Object.entries(c.estate.calls)
    .filter(([, callees]) => callees.includes(svc))
    .map(([caller]) => caller);
}

export type Trouble = "refused" | "reset" | "timeout" | "5xx";

function what(c: Ctx, target: string, kind: Trouble, caller: string): string {
  const r = c.rng;
  const port = service(c, target).port;
  const ip = podIp(r, c.estate.key === "northmoor" ? 172 : 42);
  switch (rt(c, caller)) {
    case "node":
      return kind === "refused"
        ? `connect ECONNREFUSED ${ip}:${port}`
        : kind === "reset"
          ? "socket hang up (ECONNRESET)"
          : kind === "timeout"
            ? `timeout of ${r.pick([3000, 5000, 8000])}ms exceeded`
            : `Request failed with status code ${r.pick([502, 503])}`;
    case "java":
      return kind === "refused"
        ? `I/O error on POST request for "http://${target}:${port}/": Connection refused`
        : kind === "reset"
          ? `I/O error on POST request for "http://${target}:${port}/": Connection reset`
          : kind === "timeout"
            ? `I/O error on GET request for "http://${target}:${port}/": Read timed out`
            : `503 Service Unavailable: "{"status":503,"error":"Service Unavailable"}"`;
    case "go":
      return kind === "refused"
        ? `dial tcp ${ip}:${port}: connect: connection refused`
        : kind === "reset"
          ? `read tcp ${podIp(r)}:${r.int(30000, 60000)}->${ip}:${port}: read: connection reset by peer`
          : kind === "timeout"
            ? `Post "http://${target}:${port}/": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`
            : `unexpected status 503 from ${target}`;
    case "dotnet":
      return kind === "refused"
        ? `System.Net.Http.HttpRequestException: Connection refused (${target}:${port})`
        : kind === "reset"
          ? "System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: The response ended prematurely."
          : kind === "timeout"
            ? "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing."
            : "Response status code does not indicate success: 503 (Service Unavailable).";
    case "python":
      return kind === "refused"
        ? `HTTPConnectionPool(host='${target}', port=${port}): Max retries exceeded with url: / (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`
        : kind === "reset"
          ? "('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))"
          : kind === "timeout"
            ? `HTTPConnectionPool(host='${target}', port=${port}): Read timed out. (read timeout=5)`
            : `503 Server Error: Service Unavailable for url: http://${target}:${port}/`;
    case "ruby":
      return kind === "refused"
        ? `Failed to open TCP connection to ${target}:${port} (Connection refused - connect(2) for "${target}" port ${port})`
        : kind === "reset"
          ? "Connection reset by peer"
          : kind === "timeout"
            ? "Net::ReadTimeout with #<TCPSocket:(closed)>"
            : "the server responded with status 503";
    default:
      return kind === "refused"
        ? "connection refused"
        : kind === "reset"
          ? "connection reset"
          : kind === "timeout"
            ? "upstream timeout"
            : "503";
  }
}

/** The caller's WARN about a failed attempt it will retry, and (when `recovers`) the INFO of the retry that worked. */
export function callerRetry(
  c: Ctx,
  caller: string,
  target: string,
  t: number,
  kind: Trouble,
  recovers = true,
  attempt = 1,
  of = 3,
): void {
  const r = c.rng;
  const why = what(c, target, kind, caller);
  let text: string;
  switch (rt(c, caller)) {
    case "dotnet":
      text = `Execution attempt. Source: '${target}-client/(null)/Standard-Retry', Operation Key: '', Result: '${why}', Handled: 'True', Attempt: '${attempt - 1}', Execution Time: ${r.float(1, 40).toFixed(4)}ms`;
      break;
    case "python":
      text = `Retrying (Retry(total=${of - attempt}, connect=None, read=None, redirect=None, status=None)) after connection broken by '${why}': /`;
      break;
    case "envoy":
    case "nginx":
      return;
    default:
      text = `call to ${target} failed (${why}), retry ${attempt}/${of} in ${r.pick([100, 200, 250, 500])}ms`;
  }
  emit(c, t, caller, "warn", text);
  if (recovers) emit(c, t + r.int(150, 900), caller, "info", `call to ${target} succeeded on attempt ${attempt + 1}`);
}

/** The caller's own ERROR when it gives up on `target`. */
export function callerGivesUp(
  c: Ctx,
  caller: string,
  target: string,
  t: number,
  kind: Trouble,
  op: string,
  level: Level = "error",
): void {
  emit(
    c,
    t,
    caller,
    level,
    `${op} failed: ${target} ${kind === "5xx" ? "returned an error" : "unreachable"}: ${what(c, target, kind, caller)}`,
  );
}

export const describeTrouble = what;
