// How each runtime words a failed call to another service, and small vocabulary helpers.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

export type CallFail = "timeout" | "refused" | "reset" | "5xx" | "dns" | "502";

export function ip(rng: Rng): string {
  return `10.${rng.int(0, 3)}.${rng.int(0, 255)}.${rng.int(2, 254)}`;
}

export function plate(rng: Rng, eu = false): string {
  const L = "ABCDEFGHJKLMNOPRSTUVWXY";
  const l = () => L[rng.int(0, L.length - 1)];
  if (eu) return `${l()}${l()}-${rng.int(100, 999)}-${l()}${l()}`;
  return `${l()}${l()}${rng.int(10, 74)}${l()}${l()}${l()}`;
}

export function pitch(rng: Rng): string {
  return `${rng.pick(["A", "B", "C", "D", "E", "F", "H", "K"])}${rng.int(1, 48)}`;
}

export function callFail(
  rng: Rng,
  rt: Runtime,
  callee: string,
  path: string,
  kind: CallFail,
  timeoutS = 5,
): { msg: string; stack?: string[] } {
  const port = rt === "python" ? 8000 : 8080;
  const url = `http://${callee}:${port}${path}`;
  const addr = `${ip(rng)}:${port}`;
  switch (rt) {
    case "node":
      return {
        timeout: { msg: `request to ${url} failed: AbortError: The operation was aborted due to timeout` },
        refused: { msg: `connect ECONNREFUSED ${addr}` },
        reset: {
          msg: `Error: read ECONNRESET calling ${callee}`,
          stack: ["    at TCP.onStreamRead (node:internal/stream_base_commons:217:20)"],
        },
        "5xx": { msg: `${callee} responded 503 Service Unavailable for POST ${path}` },
        "502": { msg: `${callee} responded 502 Bad Gateway for POST ${path}` },
        dns: { msg: `Error: getaddrinfo EAI_AGAIN ${callee}` },
      }[kind];
    case "python":
      return {
        timeout: {
          msg: `requests.exceptions.ReadTimeout: HTTPConnectionPool(host='${callee}', port=${port}): Read timed out. (read timeout=${timeoutS})`,
        },
        refused: {
          msg: `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${callee}', port=${port}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${rng.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        },
        reset: { msg: `ConnectionResetError: [Errno 104] Connection reset by peer (${callee})` },
        "5xx": { msg: `requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: ${url}` },
        "502": { msg: `requests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: ${url}` },
        dns: {
          msg: `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${callee}', port=${port}): Max retries exceeded with url: ${path} (Caused by NameResolutionError("<urllib3.connection.HTTPConnection object at 0x7f${rng.hex(10)}>: Failed to resolve '${callee}' ([Errno -3] Temporary failure in name resolution)"))`,
        },
      }[kind];
    case "go":
      return {
        timeout: {
          msg: `Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        },
        refused: { msg: `Post "${url}": dial tcp ${addr}: connect: connection refused` },
        reset: {
          msg: `Post "${url}": read tcp ${ip(rng)}:${rng.int(32768, 60999)}->${addr}: read: connection reset by peer`,
        },
        "5xx": { msg: `${callee}: unexpected status 503 Service Unavailable` },
        "502": { msg: `${callee}: unexpected status 502 Bad Gateway` },
        dns: {
          msg: `Post "${url}": dial tcp: lookup ${callee} on 10.96.0.10:53: read udp ${ip(rng)}:${rng.int(32768, 60999)}->10.96.0.10:53: i/o timeout`,
        },
      }[kind];
    case "java":
      return {
        timeout: {
          msg: `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "${url}": Read timed out`,
          stack: [
            "Caused by: java.net.SocketTimeoutException: Read timed out",
            "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
            "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
          ],
        },
        refused: {
          msg: `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "${url}": Connection refused`,
          stack: [
            "Caused by: java.net.ConnectException: Connection refused",
            "\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)",
          ],
        },
        reset: { msg: `java.net.SocketException: Connection reset (calling ${callee})` },
        "5xx": {
          msg: `org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: [no body] (${callee})`,
        },
        "502": {
          msg: `org.springframework.web.client.HttpServerErrorException$BadGateway: 502 Bad Gateway: [no body] (${callee})`,
        },
        dns: { msg: `java.net.UnknownHostException: ${callee}: Temporary failure in name resolution` },
      }[kind];
    case "dotnet":
      return {
        timeout: {
          msg: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${timeoutS} seconds elapsing.`,
          stack: [
            " ---> System.TimeoutException: A task was canceled.",
            "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
          ],
        },
        refused: { msg: `System.Net.Http.HttpRequestException: Connection refused (${callee}:${port})` },
        reset: {
          msg: `System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.`,
        },
        "5xx": {
          msg: `System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).`,
        },
        "502": {
          msg: `System.Net.Http.HttpRequestException: Response status code does not indicate success: 502 (Bad Gateway).`,
        },
        dns: { msg: `System.Net.Http.HttpRequestException: Name or service not known (${callee}:${port})` },
      }[kind];
    default:
      return { msg: `upstream ${callee} ${kind}` };
  }
}
