// How a caller in each runtime reports a failing callee, in that client library's own words.
import type { Runtime } from "./estates.js";
import { int, type Rng } from "./rng.js";

export type CallFail = "timeout" | "5xx" | "refused" | "breaker" | "reset";

const addr = (r: Rng) => `10.${int(r, 40, 47)}.${int(r, 0, 255)}.${int(r, 2, 250)}`;

export function callerError(rt: Runtime, callee: string, kind: CallFail, r: Rng, path: string): string {
  const code = [500, 502, 503, 503, 504][int(r, 0, 4)];
  const reason: Record<number, string> = {
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
    504: "Gateway Timeout",
  };
  switch (rt) {
    case "go":
      return {
        timeout: `upstream ${callee}: Get "http://${callee}:8080${path}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        "5xx": `upstream ${callee} returned ${code} ${reason[code]} for ${path}`,
        refused: `upstream ${callee}: dial tcp ${addr(r)}:8080: connect: connection refused`,
        breaker: `circuit breaker "${callee}" is open, rejecting request to ${path}`,
        reset: `upstream ${callee}: read tcp ${addr(r)}:${int(r, 30000, 60000)}->${addr(r)}:8080: read: connection reset by peer`,
      }[kind];
    case "java":
      return {
        timeout: `I/O error on GET request for "http://${callee}:8080${path}": Read timed out`,
        "5xx": `${code} ${reason[code]} from GET http://${callee}:8080${path}`,
        refused: `I/O error on POST request for "http://${callee}:8080${path}": Connect to http://${callee}:8080 failed: Connection refused`,
        breaker: `CircuitBreaker '${callee}' is OPEN and does not permit further calls`,
        reset: `I/O error on GET request for "http://${callee}:8080${path}": Connection reset`,
      }[kind];
    case "python":
      return {
        timeout: `HTTPConnectionPool(host='${callee}', port=8080): Read timed out. (read timeout=5.0)`,
        "5xx": `${code} Server Error: ${reason[code]} for url: http://${callee}:8080${path}`,
        refused: `HTTPConnectionPool(host='${callee}', port=8080): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${int(r, 1000000, 9999999).toString(16)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        breaker: `CircuitBreakerError: Failures threshold reached, circuit breaker '${callee}' is open`,
        reset: `('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')) calling ${callee}${path}`,
      }[kind];
    case "node":
      return {
        timeout: `${callee} ${path} failed: timeout of 3000ms exceeded (ECONNABORTED)`,
        "5xx": `${callee} ${path} failed: Request failed with status code ${code}`,
        refused: `${callee} ${path} failed: connect ECONNREFUSED ${addr(r)}:8080`,
        breaker: `${callee} ${path} failed: Breaker is open`,
        reset: `${callee} ${path} failed: socket hang up (ECONNRESET)`,
      }[kind];
    case "dotnet":
      return {
        timeout: `fail: System.Net.Http.HttpClient.${callee}.LogicalHandler[0] The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing. (GET http://${callee}${path})`,
        "5xx": `fail: System.Net.Http.HttpClient.${callee}.LogicalHandler[0] Response status code does not indicate success: ${code} (${reason[code]}). (GET http://${callee}${path})`,
        refused: `fail: System.Net.Http.HttpClient.${callee}.LogicalHandler[0] Connection refused (${callee}:8080)`,
        breaker: `warn: Polly[3] The circuit is now open and is not allowing calls. (pipeline ${callee}-client)`,
        reset: `fail: System.Net.Http.HttpClient.${callee}.LogicalHandler[0] An error occurred while sending the request. Connection reset by peer (${callee}:8080)`,
      }[kind];
    case "ruby":
      return {
        timeout: `Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)> (${callee}${path})`,
        "5xx": `Faraday::ServerError: the server responded with status ${code} (${callee}${path})`,
        refused: `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:8080 (Connection refused - connect(2) for "${callee}" port 8080)`,
        breaker: `Circuitbox::OpenCircuitError: Circuit for ${callee} is open`,
        reset: `Faraday::ConnectionFailed: Connection reset by peer (${callee}${path})`,
      }[kind];
    case "cpp":
      return {
        timeout: `curl error 28: Operation timed out after 5001 milliseconds with 0 bytes received (${callee}${path})`,
        "5xx": `HTTP ${code} from http://${callee}:8080${path}`,
        refused: `curl error 7: Failed to connect to ${callee} port 8080 after 0 ms: Connection refused`,
        breaker: `${callee}: backing off, too many consecutive failures`,
        reset: `curl error 56: Recv failure: Connection reset by peer (${callee})`,
      }[kind];
  }
}
