// Real runtime shapes: edge access lines per proxy, how each runtime words a failed call, start-up and shutdown
// lines, and stack traces. Wording is this set's own; the shapes follow the runtimes' documented output.
import type { Rng } from "./rng.js";
import type { FailMode, Level, ProxyKind, Runtime } from "./types.js";

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");
const clf = (t: number) => {
  const d = new Date(t);
  return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`;
};
const ngxErrTime = (t: number) => new Date(t).toISOString().slice(0, 19).replace("T", " ").replace(/-/g, "/");

export const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  "okhttp/4.12.0",
  "Dart/3.4 (dart:io)",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
];

export interface Access {
  t: number;
  method: string;
  path: string;
  status: number;
  bytes: number;
  ms: number;
  upstream: string;
  client: string;
  ua: string;
  trace?: string;
  /** Envoy response flags / HAProxy termination state when the request failed. */
  flags?: string;
  host: string;
}

const envoyFlag = (a: Access) =>
  a.flags && a.flags !== "-" ? a.flags : a.status === 504 ? "UT" : a.status === 499 ? "DC" : "-";
const HA_TERM: Record<string, string> = { UT: "sH--", UF: "SC--", UC: "SH--", DC: "CD--", RL: "PR--", UH: "SC--" };
const haTerm = (a: Access) =>
  (a.flags && a.flags !== "-" ? HA_TERM[a.flags] : undefined) ??
  (a.status === 504 ? "sH--" : a.status === 503 ? "SC--" : a.status === 502 ? "SH--" : "----");

/** One access-log line in the proxy's native shape. */
export function accessLine(proxy: ProxyKind, a: Access, r: Rng): string {
  const s = (a.ms / 1000).toFixed(3);
  switch (proxy) {
    case "nginx":
      return `${a.client} - - [${clf(a.t)}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${a.bytes} "-" "${a.ua}" rt=${s} uct=${(r.int(0, 3) / 1000).toFixed(3)} urt=${a.status === 502 || a.status === 504 ? s : (Math.max(a.ms - 1, 0) / 1000).toFixed(3)} ups=${a.upstream}${a.trace ? ` tp=00-${a.trace}-${r.hex(16)}-01` : ""}`;
    case "envoy":
      return `[${new Date(a.t).toISOString()}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${envoyFlag(a)} ${r.int(0, 900)} ${a.bytes} ${a.ms} ${a.status >= 500 ? "-" : Math.max(a.ms - 2, 0)} "${a.client}" "${a.ua}" "${a.trace ?? `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`}" "${a.host}" "${a.status === 503 && envoyFlag(a) === "UH" ? "-" : a.upstream}"`;
    case "traefik":
      return `${a.client} - - [${clf(a.t)}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${a.bytes} "-" "${a.ua}" ${r.int(1000, 99999)} "${a.host.split(".")[0]}@docker" "http://${a.upstream}" ${a.ms}ms`;
    case "haproxy":
      return `${a.client}:${r.int(30000, 65000)} [${clf(a.t).replace(" +0000", `.${p2(r.int(0, 99))}${r.int(0, 9)}`)}] fe_https~ be_${a.host.split(".")[0]}/${a.host.split(".")[0]}${r.int(1, 2)} 0/0/${r.int(0, 2)}/${a.status >= 500 ? -1 : a.ms}/${a.ms} ${a.status} ${a.bytes} - - ${haTerm(a)} ${r.int(80, 400)}/${r.int(70, 380)}/${r.int(2, 30)}/${r.int(1, 9)}/0 0/0 "${a.method} ${a.path} HTTP/1.1"`;
    case "alb":
      return `https ${new Date(a.t).toISOString().replace("Z", `${r.int(100, 999)}Z`)} app/northpond-prod/5f2c0e7a91b3d4e6 ${a.client}:${r.int(30000, 65000)} ${a.upstream} 0.000 ${a.status >= 500 && a.status !== 503 ? "-1" : (a.ms / 1000).toFixed(3)} 0.000 ${a.status} ${a.status === 503 || a.status === 504 ? "-" : a.status} ${r.int(200, 900)} ${a.bytes} "${a.method} https://${a.host}:443${a.path} HTTP/2.0" "${a.ua}" TLS_AES_128_GCM_SHA256 TLSv1.3 arn:aws:elasticloadbalancing:eu-west-1:210987654321:targetgroup/np-envoy/8a1c2e3f4b5d6a7c "Root=1-${r.hex(8)}-${r.hex(24)}" "${a.host}" "-" 0 ${new Date(a.t - a.ms).toISOString()} "forward" "-" "-" "${a.upstream}" "${a.status >= 500 ? "-" : a.status}" "-" "-"`;
  }
}

/** The nginx error-log line that accompanies a failed proxied request. */
export function nginxError(t: number, mode: FailMode, a: Access, r: Rng): string {
  const what =
    mode === "timeout"
      ? "upstream timed out (110: Connection timed out) while reading response header from upstream"
      : mode === "refused"
        ? "connect() failed (111: Connection refused) while connecting to upstream"
        : mode === "reset"
          ? "recv() failed (104: Connection reset by peer) while reading response header from upstream"
          : "upstream prematurely closed connection while reading response header from upstream";
  return `${ngxErrTime(t)} [error] ${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} ${what}, client: ${a.client}, server: ${a.host}, request: "${a.method} ${a.path} HTTP/1.1", upstream: "http://${a.upstream}${a.path}", host: "${a.host}"`;
}

const REASON: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};
export const reason = (s: number) => REASON[s] ?? "Error";

/** How a runtime words a call to `callee` that failed in the given way. */
export function callerFail(
  rt: Runtime,
  mode: FailMode,
  o: { callee: string; port: number; path: string; status: number; ms: number; r: Rng },
): { level: Level; msg: string } {
  const url = `http://${o.callee}:${o.port}${o.path}`;
  const { r } = o;
  const ip = `10.${r.int(0, 3)}.${r.int(0, 40)}.${r.int(2, 250)}`;
  switch (rt) {
    case "node":
      if (mode === "timeout")
        return {
          level: "error",
          msg: `upstream ${o.callee} timed out after ${o.ms}ms (${o.path}): AbortError: This operation was aborted`,
        };
      if (mode === "refused")
        return { level: "error", msg: `request to ${url} failed, reason: connect ECONNREFUSED ${ip}:${o.port}` };
      if (mode === "reset")
        return { level: "error", msg: `FetchError: request to ${url} failed, reason: socket hang up` };
      return { level: "error", msg: `${o.callee} answered ${o.status} ${reason(o.status)} for ${o.path}` };
    case "java":
      if (mode === "timeout")
        return {
          level: "error",
          msg: `I/O error on GET request for "${url}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`,
        };
      if (mode === "refused")
        return { level: "error", msg: `I/O error on POST request for "${url}": Connection refused` };
      if (mode === "reset")
        return {
          level: "error",
          msg: `I/O error on GET request for "${url}": Connection reset; nested exception is java.net.SocketException: Connection reset`,
        };
      return {
        level: "error",
        msg: `org.springframework.web.client.Http${o.status < 500 ? "Client" : "Server"}ErrorException$${reason(o.status).replace(/ /g, "")}: ${o.status} ${reason(o.status)}: [no body]`,
      };
    case "go":
      if (mode === "timeout")
        return {
          level: "error",
          msg: `call ${o.callee} failed: Get "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        };
      if (mode === "refused")
        return {
          level: "error",
          msg: `call ${o.callee} failed: dial tcp ${ip}:${o.port}: connect: connection refused`,
        };
      if (mode === "reset")
        return {
          level: "error",
          msg: `call ${o.callee} failed: read tcp ${ip}:${r.int(30000, 60000)}->${ip}:${o.port}: read: connection reset by peer`,
        };
      return { level: "error", msg: `call ${o.callee} failed: unexpected status ${o.status} from ${o.path}` };
    case "python":
      if (mode === "timeout")
        return {
          level: "error",
          msg: `requests.exceptions.ReadTimeout: HTTPConnectionPool(host='${o.callee}', port=${o.port}): Read timed out. (read timeout=${(o.ms / 1000).toFixed(0)})`,
        };
      if (mode === "refused")
        return {
          level: "error",
          msg: `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${o.callee}', port=${o.port}): Max retries exceeded with url: ${o.path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        };
      if (mode === "reset")
        return {
          level: "error",
          msg: `requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`,
        };
      return {
        level: "error",
        msg: `requests.exceptions.HTTPError: ${o.status} ${o.status < 500 ? "Client" : "Server"} Error: ${reason(o.status)} for url: ${url}`,
      };
    case "ruby":
      if (mode === "timeout")
        return { level: "error", msg: `Net::ReadTimeout with #<TCPSocket:(closed)> calling ${o.callee}${o.path}` };
      if (mode === "refused")
        return {
          level: "error",
          msg: `Faraday::ConnectionFailed: Failed to open TCP connection to ${o.callee}:${o.port} (Connection refused - connect(2) for "${o.callee}" port ${o.port})`,
        };
      if (mode === "reset")
        return { level: "error", msg: `Faraday::ConnectionFailed: Connection reset by peer (${o.callee}${o.path})` };
      return {
        level: "error",
        msg: `Faraday::${o.status < 500 ? "ClientError" : "ServerError"}: the server responded with status ${o.status} (${o.callee}${o.path})`,
      };
    case "dotnet":
      if (mode === "timeout")
        return {
          level: "error",
          msg: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${(o.ms / 1000).toFixed(0)} seconds elapsing. (${o.callee}${o.path})`,
        };
      if (mode === "refused")
        return {
          level: "error",
          msg: `System.Net.Http.HttpRequestException: Connection refused (${o.callee}:${o.port})`,
        };
      if (mode === "reset")
        return {
          level: "error",
          msg: `System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.`,
        };
      return {
        level: "error",
        msg: `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${o.status} (${reason(o.status)}). (${o.callee}${o.path})`,
      };
    case "php":
      if (mode === "timeout")
        return {
          level: "error",
          msg: `GuzzleHttp\\Exception\\ConnectException: cURL error 28: Operation timed out after ${o.ms} milliseconds with 0 bytes received (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for ${url}`,
        };
      if (mode === "refused")
        return {
          level: "error",
          msg: `GuzzleHttp\\Exception\\ConnectException: cURL error 7: Failed to connect to ${o.callee} port ${o.port}: Connection refused for ${url}`,
        };
      if (mode === "reset")
        return {
          level: "error",
          msg: `GuzzleHttp\\Exception\\ConnectException: cURL error 56: Recv failure: Connection reset by peer for ${url}`,
        };
      return {
        level: "error",
        msg: `GuzzleHttp\\Exception\\${o.status < 500 ? "ClientException: Client" : "ServerException: Server"} error: \`GET ${url}\` resulted in a \`${o.status} ${reason(o.status)}\` response`,
      };
    case "elixir":
      if (mode === "timeout")
        return { level: "error", msg: `request to ${o.callee} failed: %Mint.TransportError{reason: :timeout}` };
      if (mode === "refused")
        return { level: "error", msg: `request to ${o.callee} failed: %Mint.TransportError{reason: :econnrefused}` };
      if (mode === "reset")
        return { level: "error", msg: `request to ${o.callee} failed: %Mint.TransportError{reason: :closed}` };
      return {
        level: "error",
        msg: `${o.callee} replied ${o.status}: {:error, %Tesla.Env{status: ${o.status}, url: "${url}"}}`,
      };
    default:
      return { level: "error", msg: `upstream ${o.callee} failed (${o.status})` };
  }
}

/** Lines of a routine rolling deploy / restart of one service, as offsets from its start. */
export function restartLines(rt: Runtime, svc: string, version: string, r: Rng): Array<[number, Level, string]> {
  const pid = r.int(1, 60);
  const common: Array<[number, Level, string]> = [
    [0, "info", `received SIGTERM, draining in-flight requests (grace 30s)`],
  ];
  switch (rt) {
    case "java":
      return [
        ...common,
        [900, "info", "Commencing graceful shutdown. Waiting for active requests to complete"],
        [1400, "info", "Graceful shutdown complete"],
        [6200, "info", `Starting ${svc} v${version} using Java 21.0.5 with PID ${pid}`],
        [14800, "info", `Tomcat started on port 8080 (http) with context path '/'`],
        [
          15100,
          "info",
          `Started ${svc} in ${r.int(8, 14)}.${r.int(100, 999)} seconds (process running for ${r.int(9, 16)}.${r.int(100, 999)})`,
        ],
      ];
    case "go":
      return [
        ...common,
        [700, "info", "http: Server closed"],
        [4100, "info", `${svc} ${version} starting (go1.23.4, GOMAXPROCS=2)`],
        [4300, "info", "listening on :8080"],
      ];
    case "python":
      return [
        ...common,
        [500, "info", `Handling signal: term`],
        [900, "info", `Worker exiting (pid: ${pid + 10})`],
        [1300, "info", "Shutting down: Master"],
        [5200, "info", `Starting gunicorn 23.0.0`],
        [5300, "info", `Listening at: http://0.0.0.0:8000 (${pid})`],
        [5500, "info", `Booting worker with pid: ${pid + 1}`],
      ];
    case "node":
      return [
        ...common,
        [600, "info", "server closed, exiting with code 0"],
        [3900, "info", `${svc}@${version} listening on :3000 (node v20.18.1)`],
      ];
    case "ruby":
      return [
        ...common,
        [600, "info", "- Gracefully stopping, waiting for requests to finish"],
        [5800, "info", `Puma starting in cluster mode... Version 6.4.3, Ruby 3.3.6, environment: production`],
        [6400, "info", "* Listening on http://0.0.0.0:3000"],
      ];
    case "dotnet":
      return [
        ...common,
        [800, "info", "Application is shutting down..."],
        [4700, "info", "Now listening on: http://[::]:8080"],
        [4750, "info", "Application started. Press Ctrl+C to shut down."],
        [4800, "info", "Hosting environment: Production"],
      ];
    case "php":
      return [
        ...common,
        [500, "info", "fpm is running, pid 1 -> Terminating ..."],
        [4600, "info", "fpm is running, pid 1"],
        [4700, "info", "ready to handle connections"],
      ];
    case "elixir":
      return [
        ...common,
        [700, "info", "Application stopping, draining connections"],
        [6000, "info", `Running ${svc.replace(/[-_]/g, "")}.Endpoint with cowboy 2.12.0 at :::4000 (http)`],
        [6100, "info", `Access ${svc.replace(/[-_]/g, "")}.Endpoint at https://${svc}.internal`],
      ];
    default:
      return common;
  }
}

/** A Java stack trace under a first line, with frames in the given package. */
export function javaTrace(head: string, pkg: string, frames: string[], r: Rng, cause?: string): string {
  const body = frames.map((f) => `\tat ${pkg}.${f}(${f.split(".")[0]}.java:${r.int(30, 400)})`);
  const spring = pkg.startsWith("org.springframework.beans")
    ? [
        "\tat org.springframework.context.support.AbstractApplicationContext.refresh(AbstractApplicationContext.java:619)",
        "\tat org.springframework.boot.SpringApplication.refresh(SpringApplication.java:754)",
        "\tat org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
      ]
    : pkg.startsWith("com.sun.jndi") || pkg.startsWith("java.")
      ? []
      : [
          "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
          "\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
          "\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:140)",
        ];
  const c = cause ? [`Caused by: ${cause}`, `\t... ${r.int(20, 60)} more`] : [];
  return [head, ...body, ...spring.slice(0, r.int(1, 3)), ...c].join("\n");
}

/** A Python traceback ending with `last`. */
export function pyTrace(frames: Array<[string, number, string, string]>, last: string): string {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out.join("\n");
}

/** A Go panic with one goroutine's frames. */
export function goPanic(head: string, frames: string[], r: Rng): string {
  const out = [head, "", `goroutine ${r.int(20, 4000)} [running]:`];
  for (const f of frames)
    out.push(
      `${f}(0xc000${r.hex(6)}, 0x${r.hex(4)})`,
      `\t/src/${f.split(".")[0].replace(/\//g, "/")}.go:${r.int(20, 300)} +0x${r.hex(3)}`,
    );
  out.push("exit status 2");
  return out.join("\n");
}

/** A .NET exception with frames. */
export function dotnetTrace(head: string, frames: string[], r: Rng): string {
  return [
    head,
    ...frames.map((f) => `   at ${f}() in /src/${f.split(".").slice(0, 2).join("/")}.cs:line ${r.int(20, 300)}`),
  ].join("\n");
}

/** A Node error with a stack. */
export function nodeTrace(head: string, frames: string[], r: Rng): string {
  return [
    head,
    ...frames.map(
      (f) => `    at ${f} (/app/dist/${f.split(".")[0].toLowerCase()}.js:${r.int(10, 400)}:${r.int(5, 60)})`,
    ),
  ].join("\n");
}
