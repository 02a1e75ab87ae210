// How each runtime and proxy words requests and failures to call another service (callers' own words).

import type { Role } from "./estates.js";
import type { Rng } from "./rng.js";
import type { World } from "./world.js";

export type Fail = "timeout" | "refused" | "reset" | "s500" | "s502" | "s503" | "dns";

const ip = (r: Rng) => `10.${r.int(20, 60)}.${r.int(0, 15)}.${r.int(2, 250)}`;

/** One line a caller in runtime `rt` logs when its call to `callee` fails with `f`. */
export function callFail(rng: Rng, rt: string, callee: string, path: string, f: Fail): string {
  const port = 8080;
  const host = `${callee.replace(/_/g, "-")}.svc.cluster.local`;
  switch (rt) {
    case "node":
      if (f === "timeout")
        return `request to http://${host}:${port}${path} failed, reason: socket hang up (timeout 10000ms)`;
      if (f === "refused") return `Error: connect ECONNREFUSED ${ip(rng)}:${port} (calling ${callee} ${path})`;
      if (f === "reset") return `Error: read ECONNRESET at TCP.onStreamRead (calling ${callee} ${path})`;
      if (f === "dns") return `Error: getaddrinfo EAI_AGAIN ${host}`;
      return `AxiosError: Request failed with status code ${f.slice(1)} (${callee} ${path})`;
    case "go":
      if (f === "timeout")
        return `call ${callee} failed: Post "http://${host}:${port}${path}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`;
      if (f === "refused") return `call ${callee} failed: dial tcp ${ip(rng)}:${port}: connect: connection refused`;
      if (f === "reset")
        return `call ${callee} failed: read tcp ${ip(rng)}:${rng.int(30000, 60000)}->${ip(rng)}:${port}: read: connection reset by peer`;
      if (f === "dns") return `call ${callee} failed: dial tcp: lookup ${host} on 10.96.0.10:53: server misbehaving`;
      return `call ${callee} failed: unexpected status ${f.slice(1)} from ${path}`;
    case "java":
      if (f === "timeout")
        return `I/O error on POST request for "http://${host}:${port}${path}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`;
      if (f === "refused")
        return `I/O error on GET request for "http://${host}:${port}${path}": Connection refused; nested exception is java.net.ConnectException: Connection refused`;
      if (f === "reset")
        return `I/O error on GET request for "http://${host}:${port}${path}": Connection reset; nested exception is java.net.SocketException: Connection reset`;
      if (f === "dns")
        return `I/O error on GET request for "http://${host}:${port}${path}": ${host}; nested exception is java.net.UnknownHostException: ${host}`;
      return `org.springframework.web.client.HttpServerErrorException$${f === "s500" ? "InternalServerError: 500 Internal Server Error" : f === "s502" ? "BadGateway: 502 Bad Gateway" : "ServiceUnavailable: 503 Service Unavailable"} on ${callee}${path}`;
    case "python":
      if (f === "timeout")
        return `requests.exceptions.ReadTimeout: HTTPConnectionPool(host='${callee.replace(/_/g, "-")}', port=${port}): Read timed out. (read timeout=10)`;
      if (f === "refused")
        return `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${callee.replace(/_/g, "-")}', port=${port}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object>: Failed to establish a new connection: [Errno 111] Connection refused'))`;
      if (f === "reset")
        return `requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`;
      if (f === "dns")
        return `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${callee}', port=${port}): [Errno -3] Temporary failure in name resolution`;
      return `requests.exceptions.HTTPError: ${f.slice(1)} Server Error for url: http://${callee.replace(/_/g, "-")}:${port}${path}`;
    case "ruby":
      if (f === "timeout") return `Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)> (${callee}${path})`;
      if (f === "refused")
        return `Errno::ECONNREFUSED: Failed to open TCP connection to ${callee}:${port} (Connection refused - connect(2) for "${callee}" port ${port})`;
      if (f === "reset") return `Errno::ECONNRESET: Connection reset by peer (${callee}${path})`;
      if (f === "dns")
        return `SocketError: Failed to open TCP connection to ${callee}:${port} (getaddrinfo: Temporary failure in name resolution)`;
      return `Faraday::ServerError: the server responded with status ${f.slice(1)} (${callee}${path})`;
    default:
      if (f === "timeout")
        return `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. (${callee}${path})`;
      if (f === "refused") return `System.Net.Http.HttpRequestException: Connection refused (${host}:${port})`;
      if (f === "reset")
        return `System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.`;
      if (f === "dns") return `System.Net.Http.HttpRequestException: Name or service not known (${host}:${port})`;
      return `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${f.slice(1)} (${f === "s500" ? "Internal Server Error" : f === "s502" ? "Bad Gateway" : "Service Unavailable"}). (${callee}${path})`;
  }
}

/** An app-level request line in a runtime's usual style. */
export function reqLine(rng: Rng, rt: string, method: string, path: string, status: number, ms: number): string {
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms}ms`;
    case "go":
      return `http request method=${method} path=${path} status=${status} dur=${ms}ms`;
    case "java":
      return `Completed ${status} ${status < 400 ? "OK" : "ERROR"} for ${method} "${path}" in ${ms} ms`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} ${rng.int(80, 9000)} ${ms}ms`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : "Internal Server Error"} in ${ms}ms (Views: ${Math.floor(ms / 3)}.${rng.int(0, 9)}ms | ActiveRecord: ${Math.floor(ms / 4)}.${rng.int(0, 9)}ms)`;
    default:
      return `Request finished HTTP/1.1 ${method} ${path} - ${status} ${rng.int(60, 8000)} application/json ${ms}.${rng.int(1000, 9999)}ms`;
  }
}

const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36",
  "okhttp/4.12.0",
  "CrewApp/5.8.2 (Android 14)",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15",
];

/** A proxy access log line. */
export function accessLine(
  w: World,
  method: string,
  path: string,
  status: number,
  ms: number,
  upstream: Role,
  ua?: string,
): string {
  const r = w.rng;
  const client = `${r.int(31, 213)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  const u = ua ?? r.pick(UAS);
  const up = w.name(upstream);
  const bytes = status === 204 ? 0 : r.int(120, 24000);
  switch (w.estate.proxy) {
    case "envoy":
      return `[${new Date(w.t0).toISOString()}] "${method} ${path} HTTP/1.1" ${status} ${status >= 500 ? "UF" : "-"} ${r.int(0, 900)} ${bytes} ${ms} ${Math.max(0, ms - r.int(0, 3))} "${client}" "${u}" "-" "${up}:8080" "10.${r.int(20, 60)}.${r.int(0, 9)}.${r.int(2, 250)}:8080"`.replace(
        /^\[[^\]]+\] /,
        "",
      );
    case "nginx":
      return `${client} - - "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${u}" rt=${(ms / 1000).toFixed(3)} uct=0.00${r.int(0, 4)} urt=${(ms / 1000).toFixed(3)} upstream=${up}`;
    case "haproxy":
      return `${client}:${r.int(30000, 65000)} fe_https~ be_${up}/${up}${r.int(1, 3)} 0/0/${r.int(0, 2)}/${ms}/${ms + 1} ${status} ${bytes} - - ${status >= 500 ? "sH--" : "----"} ${r.int(80, 400)}/${r.int(70, 390)}/${r.int(0, 20)}/${r.int(0, 9)}/0 0/0 "${method} ${path} HTTP/1.1"`;
    default:
      return `${client} - - "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${u}" ${r.int(1000, 99999)} "${up}@kubernetescrd" "http://10.42.${r.int(0, 9)}.${r.int(2, 250)}:8080" ${ms}ms`;
  }
}
