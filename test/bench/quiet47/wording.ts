// How each runtime words a failed call to another service, an edge access line, and a small trace.
import type { Runtime, Svc } from "./estates.js";
import type { Rng } from "./rng.js";

export type CallFail = "timeout" | "5xx" | "refused" | "reset" | "429";
const ip = (r: Rng) => `10.${r.i(16, 31)}.${r.i(0, 15)}.${r.i(2, 250)}`;
const port = (rt: Runtime) =>
  ({ java: 8080, python: 8000, go: 8080, node: 3000, dotnet: 80, ruby: 3000, cpp: 5000, nginx: 80 })[rt];

/** The line the caller writes when its call to `callee` fails. */
export function callFail(caller: Svc, callee: Svc, kind: CallFail, path: string, r: Rng, status = 503): string {
  const url = `http://${callee.name}:${port(callee.rt)}${path}`;
  const reason =
    status === 502
      ? "Bad Gateway"
      : status === 500
        ? "Internal Server Error"
        : status === 504
          ? "Gateway Timeout"
          : status === 429
            ? "Too Many Requests"
            : "Service Unavailable";
  switch (caller.rt) {
    case "go":
      if (kind === "timeout")
        return `call ${callee.name} failed: Get "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`;
      if (kind === "refused")
        return `call ${callee.name} failed: dial tcp ${ip(r)}:${port(callee.rt)}: connect: connection refused`;
      if (kind === "reset")
        return `call ${callee.name} failed: read tcp ${ip(r)}:${r.i(30000, 60000)}->${ip(r)}:${port(callee.rt)}: read: connection reset by peer`;
      return `call ${callee.name} failed: unexpected status ${status} ${reason}`;
    case "node":
      if (kind === "timeout") return `upstream error: AxiosError: timeout of 5000ms exceeded (GET ${url})`;
      if (kind === "refused")
        return `upstream error: Error: connect ECONNREFUSED ${ip(r)}:${port(callee.rt)} (${callee.name})`;
      if (kind === "reset") return `upstream error: Error: socket hang up (code ECONNRESET, GET ${url})`;
      return `upstream error: AxiosError: Request failed with status code ${status} (GET ${url})`;
    case "java":
      if (kind === "timeout")
        return `I/O error on GET request for "${url}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`;
      if (kind === "refused")
        return `I/O error on GET request for "${url}": Connection refused; nested exception is java.net.ConnectException: Connection refused`;
      if (kind === "reset")
        return `I/O error on GET request for "${url}": Connection reset; nested exception is java.net.SocketException: Connection reset`;
      if (status === 429)
        return `org.springframework.web.client.HttpClientErrorException$TooManyRequests: 429 Too Many Requests: "{"error":"rate limited"}" from POST ${url}`;
      if (status === 500)
        return `org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error from GET ${url}`;
      return `org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: ${status} ${reason}: [no body] from GET ${url}`;
    case "python":
      if (kind === "timeout")
        return `requests.exceptions.ReadTimeout: HTTPConnectionPool(host='${callee.name}', port=${port(callee.rt)}): Read timed out. (read timeout=5.0)`;
      if (kind === "refused")
        return `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${callee.name}', port=${port(callee.rt)}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`;
      if (kind === "reset")
        return `requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`;
      return `requests.exceptions.HTTPError: ${status} Server Error: ${reason} for url: ${url}`;
    case "dotnet":
      if (kind === "timeout")
        return `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing. (${callee.name})`;
      if (kind === "refused")
        return `System.Net.Http.HttpRequestException: Connection refused (${callee.name}:${port(callee.rt)})`;
      if (kind === "reset")
        return `System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.`;
      return `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${status} (${reason}). Request: GET ${url}`;
    case "ruby":
      if (kind === "timeout") return `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (GET ${url})`;
      if (kind === "refused")
        return `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee.name}:${port(callee.rt)} (Connection refused - connect(2) for "${callee.name}" port ${port(callee.rt)})`;
      if (kind === "reset") return `Faraday::ConnectionFailed: Connection reset by peer (GET ${url})`;
      return `Faraday::ServerError: the server responded with status ${status} (GET ${url})`;
    case "cpp":
      if (kind === "timeout") return `[error] upstream ${callee.name} request timed out after 5000 ms`;
      if (kind === "refused") return `[error] connect to ${callee.name}:${port(callee.rt)} failed: Connection refused`;
      if (kind === "reset") return `[error] ${callee.name}: recv failed: Connection reset by peer`;
      return `[error] upstream ${callee.name} answered HTTP ${status}`;
    default:
      if (kind === "timeout")
        return `upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${ip(r)}, server: api, request: "GET ${path} HTTP/1.1", upstream: "${url}"`;
      if (kind === "refused")
        return `connect() failed (111: Connection refused) while connecting to upstream, client: ${ip(r)}, server: api, request: "GET ${path} HTTP/1.1", upstream: "${url}"`;
      if (kind === "reset")
        return `recv() failed (104: Connection reset by peer) while reading response header from upstream, client: ${ip(r)}, server: api, request: "GET ${path} HTTP/1.1", upstream: "${url}"`;
      return `upstream ${callee.name} sent ${status} while reading response header from upstream, request: "GET ${path} HTTP/1.1"`;
  }
}

/** A retry line before the call succeeds or fails again. */
export function retryLine(caller: Svc, callee: Svc, attempt: number, max: number, why: string, r: Rng): string {
  const wait = 100 * 2 ** attempt + r.i(0, 90);
  switch (caller.rt) {
    case "java":
      return `Retrying call to ${callee.name} (attempt ${attempt + 1} of ${max}) after ${wait} ms: ${why}`;
    case "python":
      return `Retrying (Retry(total=${max - attempt}, connect=None, read=None, redirect=None, status=None)) after connection broken by '${why}': /${callee.role}`;
    case "node":
      return `retrying ${callee.name} in ${wait}ms (attempt ${attempt + 1}/${max}) reason=${why}`;
    case "dotnet":
      return `Polly: Delaying for ${wait}ms, then making retry ${attempt} of ${max - 1} to ${callee.name}. Reason: ${why}`;
    case "ruby":
      return `Retrying #{${callee.name}} request (${attempt}/${max - 1}) after ${why}`
        .replace("#{", "")
        .replace("}", "");
    default:
      return `retry ${attempt}/${max - 1} ${callee.name}: ${why} backoff=${wait}ms`;
  }
}

/** The access line an edge service writes for a request. */
export function edgeLine(gw: Svc, method: string, path: string, status: number, dur: number, r: Rng): string {
  const ua = r.p([
    "okhttp/4.12.0",
    "WayfarerApp/8.14 (iOS 18.5)",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
    "python-requests/2.32.3",
    "Dalvik/2.1.0 (Linux; U; Android 14)",
  ]);
  switch (gw.rt) {
    case "nginx":
      return `${ip(r)} - - "${method} ${path} HTTP/2.0" ${status} ${status < 300 ? r.i(400, 90000) : r.i(100, 400)} "-" "${ua}" rt=${(dur / 1000).toFixed(3)} urt=${(Math.max(0, dur - 2) / 1000).toFixed(3)}`;
    case "node":
      return `${method} ${path} ${status} ${dur}.${r.i(100, 999)} ms - ${r.i(200, 9000)}`;
    case "go":
      return `request completed method=${method} path=${path} status=${status} dur=${dur}ms bytes=${r.i(200, 9000)}`;
    default:
      return `Request finished HTTP/1.1 ${method} ${path} - ${status} ${r.i(200, 9000)} application/json ${dur}.${r.i(1000, 9999)}ms`;
  }
}

export function levelFor(status: number): "info" | "warn" | "error" {
  return status >= 500 ? "error" : status >= 400 ? "warn" : "info";
}
