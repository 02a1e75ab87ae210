// How each runtime words a failed call to another service, and how each edge proxy logs a request.
import type { Rng } from "./rng.js";
import type { Ctx, EdgeKind, Estate, Line, Runtime, Symptom } from "./types.js";

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
const SPRING: Record<number, string> = {
  400: "HttpClientErrorException$BadRequest",
  401: "HttpClientErrorException$Unauthorized",
  403: "HttpClientErrorException$Forbidden",
  422: "HttpClientErrorException$UnprocessableEntity",
  429: "HttpClientErrorException$TooManyRequests",
  500: "HttpServerErrorException$InternalServerError",
  502: "HttpServerErrorException$BadGateway",
  503: "HttpServerErrorException$ServiceUnavailable",
  504: "HttpServerErrorException$GatewayTimeout",
};
export const reason = (code: number): string => REASON[code] ?? "Error";

function ipOf(est: Estate, name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `${est.net}.${(h % 200) + 20}`;
}

/** The caller's own words for a failed call, in its runtime's idiom. */
export function voice(rt: Runtime, s: Symptom, c: Ctx): Line {
  const { r, callee, path, method, est } = c;
  const port = est.svcs[callee]?.port ?? 8080;
  const url = `http://${callee}:${port}${path}`;
  const ip = `${ipOf(est, callee)}:${port}`;
  const ctx = est.svcs[c.svc]?.does ?? "request";
  const lvl = (x: Symptom) => (typeof x === "number" && x < 500 ? "warn" : "error") as "warn" | "error";
  switch (rt) {
    case "node":
      if (s === "timeout")
        return ["error", `${ctx} failed: timeout of ${r.p([5000, 8000, 10000])}ms exceeded (${method} ${url})`];
      if (s === "refused") return ["error", `${ctx} failed: connect ECONNREFUSED ${ip}`];
      if (s === "reset") return ["error", `${ctx} failed: socket hang up (${callee})`];
      return [lvl(s), `${ctx} failed: AxiosError: Request failed with status code ${s} (${method} ${url})`];
    case "spring":
      if (s === "timeout")
        return ["error", `${ctx} failed: I/O error on ${method} request for "${url}": Read timed out`];
      if (s === "refused")
        return ["error", `${ctx} failed: I/O error on ${method} request for "${url}": Connection refused`];
      if (s === "reset")
        return ["error", `${ctx} failed: I/O error on ${method} request for "${url}": Connection reset`];
      return [
        lvl(s),
        `${ctx} failed: org.springframework.web.client.${SPRING[s] ?? "HttpServerErrorException"}: ${s} ${reason(s)}: [no body]`,
      ];
    case "go":
      if (s === "timeout")
        return [
          "error",
          `${ctx}: ${method} "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        ];
      if (s === "refused") return ["error", `${ctx}: dial tcp ${ip}: connect: connection refused`];
      if (s === "reset")
        return ["error", `${ctx}: read tcp ${c.est.net}.9:${r.i(30000, 60000)}->${ip}: read: connection reset by peer`];
      return [lvl(s), `${ctx}: ${callee} returned ${s} ${reason(s)}`];
    case "python":
      if (s === "timeout")
        return [
          "error",
          `${ctx} failed: ReadTimeout: HTTPConnectionPool(host='${callee}', port=${port}): Read timed out. (read timeout=${r.p([5, 10, 15])})`,
        ];
      if (s === "refused")
        return [
          "error",
          `${ctx} failed: ConnectionError: HTTPConnectionPool(host='${callee}', port=${port}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('[Errno 111] Connection refused'))`,
        ];
      if (s === "reset")
        return [
          "error",
          `${ctx} failed: ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`,
        ];
      return [
        lvl(s),
        `${ctx} failed: HTTPError: ${s} ${s >= 500 ? "Server" : "Client"} Error: ${reason(s)} for url: ${url}`,
      ];
    case "ruby":
      if (s === "timeout") return ["error", `${ctx} failed: Net::ReadTimeout with #<TCPSocket:(closed)> (${callee})`];
      if (s === "refused")
        return [
          "error",
          `${ctx} failed: Errno::ECONNREFUSED: Failed to open TCP connection to ${callee}:${port} (Connection refused - connect(2) for "${callee}" port ${port})`,
        ];
      if (s === "reset") return ["error", `${ctx} failed: Errno::ECONNRESET: Connection reset by peer (${callee})`];
      return [
        lvl(s),
        `${ctx} failed: Faraday::${s >= 500 ? "ServerError" : "ClientError"}: the server responded with status ${s} (${callee})`,
      ];
    case "dotnet":
      if (s === "timeout")
        return [
          "error",
          `${ctx} failed: System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${r.p([30, 60, 100])} seconds elapsing. (${callee})`,
        ];
      if (s === "refused")
        return ["error", `${ctx} failed: System.Net.Http.HttpRequestException: Connection refused (${callee}:${port})`];
      if (s === "reset")
        return [
          "error",
          `${ctx} failed: System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer. (${callee})`,
        ];
      return [
        lvl(s),
        `${ctx} failed: System.Net.Http.HttpRequestException: Response status code does not indicate success: ${s} (${reason(s)}). (${callee})`,
      ];
    case "php":
      if (s === "timeout")
        return [
          "error",
          `${ctx} failed: cURL error 28: Operation timed out after ${r.i(10000, 10010)} milliseconds with 0 bytes received (see ${url})`,
        ];
      if (s === "refused")
        return [
          "error",
          `${ctx} failed: cURL error 7: Failed to connect to ${callee} port ${port}: Connection refused`,
        ];
      if (s === "reset") return ["error", `${ctx} failed: cURL error 56: Recv failure: Connection reset by peer`];
      return [
        lvl(s),
        `${ctx} failed: GuzzleHttp\\Exception\\${s >= 500 ? "ServerException" : "ClientException"}: ${s >= 500 ? "Server" : "Client"} error: \`${method} ${url}\` resulted in a \`${s} ${reason(s)}\` response`,
      ];
    case "elixir":
      if (s === "timeout") return ["error", `${ctx} failed: %Mint.TransportError{reason: :timeout} (${callee})`];
      if (s === "refused") return ["error", `${ctx} failed: %Mint.TransportError{reason: :econnrefused} (${callee})`];
      if (s === "reset") return ["error", `${ctx} failed: %Mint.TransportError{reason: :closed} (${callee})`];
      return [lvl(s), `${ctx} failed: unexpected response from ${callee}: %Finch.Response{status: ${s}}`];
    default:
      return ["error", `${ctx} failed calling ${callee}: ${s}`];
  }
}

export interface Access {
  status: number;
  ms: number;
  method: string;
  path: string;
  upstream: string;
  rid?: string;
  /** Envoy response flag or HAProxy termination state. */
  flag?: string;
}

const UA = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/133.0",
  "okhttp/4.12.0",
  "CellarApp/3.4 (Android 15)",
];

export function clfDate(t: number): string {
  const d = new Date(Math.round(t));
  const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCDate())}/${mon}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** One access-log line of the estate's edge proxy (always INFO, as access logs are). */
export function access(kind: EdgeKind, est: Estate, r: Rng, t: number, a: Access): string {
  const client = `${r.p(["73", "98", "104", "172", "203"])}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)}`;
  const bytes = a.status >= 400 ? r.i(150, 600) : r.i(400, 24000);
  const up = `${ipOf(est, a.upstream)}:${est.svcs[a.upstream]?.port ?? 8080}`;
  switch (kind) {
    case "nginx":
      return `${client} - - "${a.method} ${a.path} HTTP/1.1" ${a.status} ${bytes} "-" "${r.p(UA)}" rt=${(a.ms / 1000).toFixed(3)} uct=0.00${r.i(0, 3)} urt=${(Math.max(0, a.ms - 2) / 1000).toFixed(3)} upstream=${up}${a.rid ? ` rid=${a.rid}` : ""}`;
    case "haproxy": {
      const tr = Math.max(0, Math.round(a.ms - 2));
      return `${client}:${r.i(20000, 65000)} [${clfDate(t)}.${String(Math.round(t) % 1000).padStart(3, "0")}] fe_https~ be_${a.upstream}/${a.upstream}${r.i(1, 3)} 0/0/${a.flag === "SC--" ? -1 : 1}/${a.flag === "SC--" || a.flag === "sH--" ? -1 : tr}/${Math.round(a.ms)} ${a.status} ${bytes} - - ${a.flag ?? "----"} ${r.i(10, 90)}/${r.i(10, 90)}/${r.i(0, 9)}/${r.i(0, 4)}/0 0/0 "${a.method} ${a.path} HTTP/1.1"`;
    }
    case "envoy":
      return `[${new Date(t).toISOString()}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${a.flag ?? "-"} ${r.i(0, 900)} ${bytes} ${Math.round(a.ms)} ${Math.max(0, Math.round(a.ms - 1))} "${client}" "${r.p(UA)}" "${a.rid ?? "-"}" "${a.upstream}:${est.svcs[a.upstream]?.port ?? 8080}" "${a.flag === "UF" ? "-" : up}"`;
    default:
      return `${client} - - [${clfDate(t)} +0000] "${a.method} ${a.path} HTTP/2.0" ${a.status} ${bytes} "-" "${r.p(UA)}" ${r.i(1000, 99999)} "${a.upstream}@docker" "http://${up}" ${Math.round(a.ms)}ms`;
  }
}

/** The edge's error-log words (if any) when its direct upstream fails this way. */
export function edgeError(kind: EdgeKind, est: Estate, r: Rng, s: Symptom, a: Access): Line | null {
  const up = `${ipOf(est, a.upstream)}:${est.svcs[a.upstream]?.port ?? 8080}`;
  if (kind === "nginx") {
    const tail = `client: ${r.i(60, 200)}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)}, server: ${est.domain}, request: "${a.method} ${a.path} HTTP/1.1", upstream: "http://${up}${a.path}", host: "${est.domain}"`;
    const n = `${r.i(20, 40)}#${r.i(20, 40)}: *${r.i(100000, 999999)}`;
    if (s === "timeout")
      return [
        "error",
        `${n} upstream timed out (110: Connection timed out) while reading response header from upstream, ${tail}`,
      ];
    if (s === "refused")
      return ["error", `${n} connect() failed (111: Connection refused) while connecting to upstream, ${tail}`];
    if (s === "reset")
      return [
        "error",
        `${n} upstream prematurely closed connection while reading response header from upstream, ${tail}`,
      ];
    return null;
  }
  if (kind === "traefik" && typeof s !== "number")
    return [
      "debug",
      `'${s === "timeout" ? "504 Gateway Timeout" : "502 Bad Gateway"}' caused by: ${s === "timeout" ? "net/http: timeout awaiting response headers" : s === "refused" ? `dial tcp ${up}: connect: connection refused` : "EOF"}`,
    ];
  return null;
}

/** Status, flag the edge reports for a symptom of its direct upstream. */
export function edgeSees(kind: EdgeKind, s: Symptom): { status: number; flag?: string } {
  if (typeof s === "number") return { status: s, flag: kind === "haproxy" ? "----" : undefined };
  const status = s === "timeout" ? 504 : s === "refused" ? (kind === "nginx" || kind === "traefik" ? 502 : 503) : 502;
  const flag =
    kind === "envoy"
      ? s === "timeout"
        ? "UT"
        : s === "refused"
          ? "UF"
          : "UC"
      : kind === "haproxy"
        ? s === "timeout"
          ? "sH--"
          : s === "refused"
            ? "SC--"
            : "SH--"
        : undefined;
  return { status, flag };
}

export function rid(r: Rng, style: Estate["ridStyle"]): string | undefined {
  if (style === "traceparent") return `00-${r.hex(32)}-${r.hex(16)}-01`;
  if (style === "x-request-id")
    return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.p(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
  return undefined;
}
