// How a caller reports a callee's failure in its own runtime's words: an error status, a timeout, a refused
// connection. These are symptoms, never the origin.
import type { Svc } from "./estates.js";
import type { X } from "./faultkit.js";

const REASON: Record<number, string> = {
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** When the callee is the entry service, its caller is the edge: an access line, plus nginx's error log line. */
function viaEdge(x: X, at: number, callee: Svc, status: number, why?: string): boolean {
  if (callee.name !== x.e.entry) return false;
  const { r } = x;
  x.edgeErr(at, status, callee, status === 504 ? r.int(30000, 60000) : r.int(1, 40));
  if (why && x.edge.kind === "nginx")
    x.emit(
      at,
      x.edge,
      "error",
      `${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} ${why} while ${why.includes("timed out") ? "reading response header from" : "connecting to"} upstream, client: ${x.ip()}, server: ${x.e.host}, request: "GET ${callee.paths[0] ?? "/"} HTTP/1.1", upstream: "http://${x.ip()}:8080${callee.paths[0] ?? "/"}", host: "${x.e.host}"`,
    );
  return true;
}

export function callerErr(x: X, at: number, caller: Svc, callee: Svc, status: number): void {
  if (viaEdge(x, at, callee, status)) return;
  const { r } = x;
  const path = callee.paths.length ? `${callee.paths[0]}/${r.int(1000, 99999)}` : "/";
  const url = `http://${callee.name}:8080${path}`;
  const msg: Record<string, string> = {
    jvm: `[nio-8080-exec-${r.int(1, 40)}] ${caller.pkg.split(".").slice(0, 2).join(".")}.client.${x.cls(callee)}Client : ${status} ${REASON[status]} from POST ${url}: "{"error":"${REASON[status].toLowerCase()}"}"`,
    go: `upstream call failed callee=${callee.name} method=POST url=${url} status=${status} attempt=${r.int(1, 3)}`,
    python: `httpx.HTTPStatusError: Server error '${status} ${REASON[status]}' for url '${url}'`,
    node: `upstream ${callee.name} responded ${status} for POST ${path} (${r.int(5, 900)}ms)`,
    dotnet: `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${status} (${REASON[status]}). (calling ${callee.name})`,
    ruby: `Faraday::ServerError: the server responded with status ${status} (POST ${url})`,
  };
  x.emit(at, caller, "error", msg[caller.kind] ?? `${callee.name} returned ${status}`);
}

export function callerTimeout(x: X, at: number, caller: Svc, callee: Svc): void {
  if (viaEdge(x, at, callee, 504, "upstream timed out (110: Connection timed out)")) return;
  const { r } = x;
  const url = `http://${callee.name}:8080${callee.paths[0] ?? "/"}`;
  const msg: Record<string, string> = {
    jvm: `[nio-8080-exec-${r.int(1, 40)}] o.s.web.client.RestTemplate : I/O error on POST request for "${url}": Read timed out`,
    go: `upstream call failed callee=${callee.name} err="Post \\"${url}\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"`,
    python: `httpx.ReadTimeout: timed out (POST ${url})`,
    node: `upstream ${callee.name} timed out after 5000ms: AxiosError: timeout of 5000ms exceeded`,
    dotnet: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing. (calling ${callee.name})`,
    ruby: `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> (POST ${url})`,
  };
  x.emit(at, caller, "error", msg[caller.kind] ?? `${callee.name} timed out`);
}

export function callerRefused(x: X, at: number, caller: Svc, callee: Svc): void {
  if (viaEdge(x, at, callee, 502, "connect() failed (111: Connection refused)")) return;
  const { r } = x;
  const addr = `${callee.name}:8080`;
  const ip = `10.${r.int(0, 3)}.${r.int(0, 31)}.${r.int(2, 250)}`;
  const msg: Record<string, string> = {
    jvm: `[nio-8080-exec-${r.int(1, 40)}] o.s.web.client.RestTemplate : I/O error on POST request for "http://${addr}/": Connect to http://${addr} [${callee.name}/${ip}] failed: Connection refused`,
    go: `upstream call failed callee=${callee.name} err="dial tcp ${ip}:8080: connect: connection refused"`,
    python: `httpx.ConnectError: [Errno 111] Connection refused (http://${addr})`,
    node: `Error: connect ECONNREFUSED ${ip}:8080 (calling ${callee.name})`,
    dotnet: `System.Net.Http.HttpRequestException: Connection refused (${addr})`,
    ruby: `Faraday::ConnectionFailed: Failed to open TCP connection to ${addr} (Connection refused - connect(2) for "${callee.name}" port 8080)`,
  };
  x.emit(at, caller, "error", msg[caller.kind] ?? `${callee.name} refused connection`);
}
