// Request lines as each proxy and each runtime writes them: Envoy, nginx (access and error log), HAProxy and
// Traefik at the edge; Spring, Node, Go, ASP.NET, gunicorn/uvicorn and Rails behind it.
import type { Estate, Ids, Level, Service } from "./types.js";

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

/** 14/May/2026:19:02:11 +0000 (with .123 when ms). */
export function clf(t: number, ms = false): string {
  const d = new Date(t);
  const base = `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
  return ms ? `${base}.${String(d.getUTCMilliseconds()).padStart(3, "0")}` : `${base} +0000`;
}

/** 2026/05/14 19:02:11 as nginx's error log prints it. */
export function nginxTime(t: number): string {
  return new Date(t).toISOString().slice(0, 19).replace(/-/g, "/").replace("T", " ");
}

export function addrOf(s: Service): string {
  let h = 0;
  for (const ch of s.name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return `10.${40 + (h % 8)}.${(h >>> 3) % 250}.${2 + ((h >>> 11) % 240)}:${s.port || 8080}`;
}

export const REASON: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  301: "Moved Permanently",
  302: "Found",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  499: "Client Closed Request",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export interface EdgeReq {
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes: number;
  ip: string;
  ua: string;
  upstream?: Service;
  /** Envoy response flags / HAProxy termination state; "-" or "----" when normal. */
  flags?: string;
  ids?: Ids;
  referer?: string;
  reqNo: number;
}

function backend(s?: Service): string {
  return s ? s.name.replace(/_/g, "-") : "-";
}

export function edgeAccess(est: Estate, t: number, q: EdgeReq): string {
  const host = `www.${est.domain}`;
  const up = q.upstream ? addrOf(q.upstream) : "-";
  switch (est.proxy) {
    case "envoy": {
      const upTime = q.flags && q.flags !== "-" ? "-" : String(Math.max(1, Math.round(q.ms * 0.93)));
      const rid = q.ids?.rid ?? "-";
      const tp = q.ids?.trace ? `"00-${q.ids.trace}-${q.ids.span}-01"` : '"-"';
      return `[${new Date(t - q.ms).toISOString()}] "${q.method} ${q.path} HTTP/2" ${q.status} ${q.flags ?? "-"} ${q.method === "GET" ? 0 : 412} ${q.bytes} ${Math.round(q.ms)} ${upTime} "${q.ip}" "${q.ua}" "${rid}" "${host}" "${up}" ${tp}`;
    }
    case "nginx": {
      const rt = (q.ms / 1000).toFixed(3);
      const urt = q.upstream ? (Math.max(0, q.ms - 1) / 1000).toFixed(3) : "-";
      return `${q.ip} - - [${clf(t)}] "${q.method} ${q.path} HTTP/1.1" ${q.status} ${q.bytes} "${q.referer ?? "-"}" "${q.ua}" rt=${rt} uct=${q.upstream ? "0.001" : "-"} urt=${urt} ups="${up}"`;
    }
    case "haproxy": {
      const ms = Math.round(q.ms);
      const be = q.upstream
        ? `be_${backend(q.upstream)}/${backend(q.upstream)}-${(q.reqNo % 3) + 1}`
        : "fe_https/<NOSRV>";
      const tr = q.flags && q.flags !== "----" ? `0/0/-1/-1/${ms}` : `0/0/1/${Math.max(0, ms - 2)}/${ms}`;
      const port = 40000 + (q.reqNo % 25000);
      return `${q.ip}:${port} [${clf(t - ms, true)}] fe_https~ ${be} ${tr} ${q.status} ${q.bytes} - - ${q.flags ?? "----"} ${180 + (q.reqNo % 90)}/${170 + (q.reqNo % 80)}/${4 + (q.reqNo % 9)}/${1 + (q.reqNo % 4)}/0 0/0 {${q.ids?.rid ?? "-"}} "${q.method} ${q.path} HTTP/1.1"`;
    }
    case "traefik": {
      const router = q.upstream ? `${q.upstream.name}@kubernetescrd` : "-";
      return `${q.ip} - - [${clf(t)}] "${q.method} ${q.path} HTTP/2.0" ${q.status} ${q.bytes} "${q.referer ?? "-"}" "${q.ua}" ${q.reqNo} "${router}" "${q.upstream ? `http://${up}` : "-"}" ${Math.round(q.ms)}ms`;
    }
  }
}

export type EdgeFailure = "timeout" | "refused" | "reset" | "closed" | "nohealthy";

/** The proxy's own error-log line for a failed upstream call, when that proxy writes one. */
export function edgeError(
  est: Estate,
  t: number,
  kind: EdgeFailure,
  up: Service,
  method: string,
  path: string,
  ip: string,
  reqNo: number,
): { level: Level; msg: string } | null {
  const addr = addrOf(up);
  if (est.proxy === "nginx") {
    const what: Record<EdgeFailure, string> = {
      timeout: "upstream timed out (110: Connection timed out) while reading response header from upstream",
      refused: "connect() failed (111: Connection refused) while connecting to upstream",
      reset: "recv() failed (104: Connection reset by peer) while reading response header from upstream",
      closed: "upstream prematurely closed connection while reading response header from upstream",
      nohealthy: "no live upstreams while connecting to upstream",
    };
    const upstream = kind === "nohealthy" ? `http://${up.name}` : `http://${addr}${path}`;
    return {
      level: kind === "nohealthy" ? "ERROR" : kind === "timeout" ? "ERROR" : "ERROR",
      msg: `${nginxTime(t)} [error] 29#29: *${reqNo} ${what[kind]}, client: ${ip}, server: www.${est.domain}, request: "${method} ${path} HTTP/1.1", upstream: "${upstream}", host: "www.${est.domain}"`,
    };
  }
  if (est.proxy === "traefik") {
    const why: Record<EdgeFailure, string> = {
      timeout: "'504 Gateway Timeout' caused by: net/http: timeout awaiting response headers",
      refused: `'502 Bad Gateway' caused by: dial tcp ${addr}: connect: connection refused`,
      reset: `'502 Bad Gateway' caused by: read tcp 10.42.0.17:${40000 + (reqNo % 20000)}->${addr}: read: connection reset by peer`,
      closed: "'502 Bad Gateway' caused by: EOF",
      nohealthy: "'503 Service Unavailable' caused by: no available server",
    };
    return { level: kind === "timeout" ? "WARN" : "ERROR", msg: why[kind] };
  }
  return null;
}

const STATUS_TEXT = (s: number) => `${s} ${REASON[s] ?? ""}`.trim();

export interface AppReq {
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes: number;
  ip: string;
  ua: string;
}

/** The service's own request log line(s) in its framework's shape. */
export function appAccess(s: Service, t: number, q: AppReq): Array<{ level: Level; msg: string; logger?: string }> {
  const ms = q.ms;
  switch (s.runtime) {
    case "java":
      if (s.pkg === "org.keycloak") return [];
      return [
        {
          level: "INFO",
          msg: `${q.method} ${q.path} -> ${q.status} in ${Math.round(ms)}ms`,
          logger: `${s.pkg}.web.AccessLogFilter`,
        },
      ];
    case "node":
      return [
        {
          level: q.status >= 500 ? "ERROR" : "INFO",
          msg: `${q.method} ${q.path} ${q.status} ${ms.toFixed(3)} ms - ${q.bytes}`,
        },
      ];
    case "go":
      return [
        {
          level: "INFO",
          msg: `http request method=${q.method} path=${q.path} status=${q.status} dur=${ms.toFixed(2)}ms bytes=${q.bytes} remote=${q.ip}`,
        },
      ];
    case "dotnet":
      return [
        {
          level: "INFO",
          msg: `Request finished HTTP/1.1 ${q.method} http://${s.name}:${s.port}${q.path} - ${q.status} ${q.bytes} application/json;+charset=utf-8 ${ms.toFixed(4)}ms`,
          logger: "Microsoft.AspNetCore.Hosting.Diagnostics",
        },
      ];
    case "python":
      if (s.role === "surtitles" || s.role === "auth")
        return [
          {
            level: "INFO",
            msg: `${q.ip}:${50000 + (Math.round(ms * 37) % 15000)} - "${q.method} ${q.path} HTTP/1.1" ${STATUS_TEXT(q.status)}`,
            logger: "uvicorn.access",
          },
        ];
      return [
        {
          level: "INFO",
          msg: `${q.ip} - - [${clf(t)}] "${q.method} ${q.path} HTTP/1.1" ${q.status} ${q.bytes} "-" "${q.ua}"`,
          logger: "gunicorn.access",
        },
      ];
    case "ruby": {
      const ar = (ms * 0.3).toFixed(1);
      const views = (ms * 0.2).toFixed(1);
      return [
        {
          level: "INFO",
          msg: `Started ${q.method} "${q.path}" for ${q.ip} at ${new Date(t - ms).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        },
        {
          level: "INFO",
          msg: `Completed ${STATUS_TEXT(q.status)} in ${Math.round(ms)}ms (Views: ${views}ms | ActiveRecord: ${ar}ms | Allocations: ${Math.round(ms * 211)})`,
        },
      ];
    }
    default:
      return [];
  }
}

export const BROWSERS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36",
];
