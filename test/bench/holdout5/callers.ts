// How a caller reports a failed call in its runtime's words: refused, 5xx, 503, 4xx or read timeout, plus the
// retry lines of a mid-chain caller and the edge's answer to its clients.
import { int, type Rng } from "../holdout3/kit.js";
import type { Runtime } from "./types.js";

export type Surface = "refused" | "5xx" | "503" | "4xx" | "timeout";

const REASON: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  422: "Unprocessable Entity",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** the text of one failed call from a caller of runtime rt to callee */
export function callError(r: Rng, rt: Runtime, surface: Surface, callee: string, path: string, code = 500): string {
  const port = { java: 8080, go: 8080, python: 8000, celery: 8000, node: 3000, nest: 3000 }[
    callee.length % 2 ? "go" : "node"
  ];
  const ip = `10.${int(r, 40, 47)}.${int(r, 0, 31)}.${int(r, 2, 250)}`;
  const st = surface === "503" ? 503 : surface === "4xx" ? code : surface === "5xx" ? code : 0;
  const url = `http://${callee}:${port}${path}`;
  if (surface === "refused")
    switch (rt) {
      case "java":
        return `I/O error on POST request for "${url}": Connection refused; nested exception is java.net.ConnectException: Connection refused`;
      case "go":
        return `Post "${url}": dial tcp ${ip}:${port}: connect: connection refused`;
      case "python":
      case "celery":
        return `HTTPConnectionPool(host='${callee}', port=${port}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${int(r, 1000000, 9999999).toString(16)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`;
      case "node":
      case "nest":
        return `request to ${callee} failed: connect ECONNREFUSED ${ip}:${port}`;
      case "dotnet":
        return `System.Net.Http.HttpRequestException: Connection refused (${callee}:${port})`;
      case "ruby":
      case "sidekiq":
        return `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:${port} (Connection refused - connect(2) for "${callee}" port ${port})`;
      case "rust":
        return `request to ${url} failed: error sending request for url (${url}): client error (Connect): tcp connect error: Connection refused (os error 111)`;
      case "php":
        return `GuzzleHttp\\Exception\\ConnectException: cURL error 7: Failed to connect to ${callee} port ${port} after 0 ms: Couldn't connect to server (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for ${url}`;
      case "elixir":
        return `request to ${callee} failed: %Mint.TransportError{reason: :econnrefused}`;
      default:
        return `connection to ${callee}:${port} refused`;
    }
  if (surface === "timeout")
    switch (rt) {
      case "java":
        return `I/O error on GET request for "${url}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`;
      case "go":
        return `Get "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`;
      case "python":
      case "celery":
        return `HTTPConnectionPool(host='${callee}', port=${port}): Read timed out. (read timeout=${int(r, 3, 10)})`;
      case "node":
      case "nest":
        return `timeout of ${int(r, 3, 10)}000ms exceeded (${callee} ${path})`;
      case "dotnet":
        return `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${int(r, 5, 30)} seconds elapsing. (${callee}${path})`;
      case "ruby":
      case "sidekiq":
        return `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (${callee}${path})`;
      case "rust":
        return `request to ${url} failed: error sending request for url (${url}): operation timed out`;
      case "php":
        return `GuzzleHttp\\Exception\\ConnectException: cURL error 28: Operation timed out after ${int(r, 5000, 10000)} milliseconds with 0 bytes received for ${url}`;
      case "elixir":
        return `request to ${callee} failed: %Mint.TransportError{reason: :timeout}`;
      default:
        return `call to ${callee} timed out`;
    }
  const reason = REASON[st] ?? "Error";
  switch (rt) {
    case "java":
      return `${st} ${reason} from POST ${url}`;
    case "go":
      return `${callee} responded ${st} ${reason} to POST ${path}`;
    case "python":
    case "celery":
      return `${st} ${st >= 500 ? "Server" : "Client"} Error: ${reason} for url: ${url}`;
    case "node":
    case "nest":
      return `Request failed with status code ${st} (${callee} POST ${path})`;
    case "dotnet":
      return `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${st} (${reason}). (${callee}${path})`;
    case "ruby":
    case "sidekiq":
      return `Faraday::${st >= 500 ? "ServerError" : "ClientError"}: the server responded with status ${st} (${callee}${path})`;
    case "rust":
      return `HTTP status ${st >= 500 ? "server" : "client"} error (${st} ${reason}) for url (${url})`;
    case "php":
      return `GuzzleHttp\\Exception\\${st >= 500 ? "ServerException: Server" : "ClientException: Client"} error: \`POST ${url}\` resulted in a \`${st} ${reason}\` response`;
    case "elixir":
      return `${callee} answered ${st}: ${reason.toLowerCase()}`;
    default:
      return `${callee} returned ${st}`;
  }
}

/** the requests exception class a Python caller would name for this failure */
const pyExc = (inner: string) =>
  /Read timed out/.test(inner)
    ? "ReadTimeout"
    : /Connection refused|NewConnectionError/.test(inner)
      ? "ConnectionError"
      : /Server Error|Client Error/.test(inner)
        ? "HTTPError"
        : /WTimeoutError/.test(inner)
          ? "WTimeoutError"
          : "RuntimeError";

/** a retrying caller's line for one failed attempt */
export function retryLine(r: Rng, rt: Runtime, callee: string, attempt: number, of: number, inner: string): string {
  const wait = 200 * 2 ** attempt + int(r, 0, 150);
  switch (rt) {
    case "java":
      return `Retry '${callee}' recorded a failed retry attempt. Number of retry attempts: '${attempt}'. Wait interval: '${wait}ms'. Last exception was: ${inner}`;
    case "python":
    case "celery":
      return `Retrying clients.${callee.replace(/-/g, "_")}.post in ${(wait / 1000).toFixed(1)} seconds as it raised ${pyExc(inner)}: ${inner}`;
    case "ruby":
    case "sidekiq":
      return `Retrying request to ${callee} (${attempt}/${of}) in ${(wait / 1000).toFixed(2)}s: ${inner}`;
    case "dotnet":
      return `Execution attempt. Source: '${callee}-pipeline//Standard-Retry', Operation Key: '', Result: '${inner}', Handled: 'True', Attempt: '${attempt - 1}', Execution Time: ${int(r, 2, 900)}.${int(r, 1000, 9999)}ms`;
    case "elixir":
      return `retrying call to ${callee} in ${wait}ms (attempt ${attempt} of ${of}): ${inner}`;
    default:
      return `attempt ${attempt}/${of} calling ${callee} failed, retrying in ${wait}ms: ${inner}`;
  }
}

export function giveUpLine(rt: Runtime, callee: string, of: number, inner: string): string {
  switch (rt) {
    case "java":
      return `Retry '${callee}' recorded a failed retry attempt. Number of retry attempts: '${of}'. Giving up. Last exception was: ${inner}`;
    case "python":
    case "celery":
      return `tenacity.RetryError: RetryError[<Future state=finished raised ${pyExc(inner)}>] calling ${callee}`;
    case "dotnet":
      return `Execution attempt. Source: '${callee}-pipeline//Standard-Retry', Handled: 'False', Attempt: '${of - 1}': ${inner}`;
    default:
      return `giving up on ${callee} after ${of} attempts: ${inner}`;
  }
}

/** what the public edge logs when it answers a client with status because of callee */
export function edgeLine(
  rt: Runtime,
  method: string,
  path: string,
  status: number,
  callee: string,
  inner: string,
): string {
  switch (rt) {
    case "nest":
    case "node":
      return `${method} ${path} failed with ${status}: upstream ${callee} error: ${inner}`;
    case "php":
      return `Unhandled upstream failure on ${method} ${path} (${status}): ${inner}`;
    case "java":
      return `Request processing failed for ${method} ${path}, answering ${status}: ${inner}`;
    default:
      return `${method} ${path} -> ${status} (${callee}): ${inner}`;
  }
}
