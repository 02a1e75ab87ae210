// HTTP lines: the edge proxy's access log in its own shape (Envoy, nginx, HAProxy, Traefik), its upstream
// error lines, and each app runtime's own request-completed line.
import type { Ctx } from "./ctx.js";
import type { Ids, Level, Role, ServiceDef } from "./types.js";

export interface Hit {
  method: string;
  path: string;
  status: number;
  ms: number;
  up: ServiceDef;
  ua?: string;
  ip?: string;
  bytes?: number;
  /** Envoy response flags / HAProxy termination state; derived from status when absent. */
  flags?: string;
}

const REASON: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  301: "Moved Permanently",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  412: "Precondition Failed",
  422: "Unprocessable Entity",
  426: "Upgrade Required",
  429: "Too Many Requests",
  499: "Client Closed Request",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export const reason = (st: number) => REASON[st] ?? "Unknown";

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");
export function clf(t: number): string {
  const d = new Date(t);
  return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`;
}
function hap(t: number): string {
  const d = new Date(t);
  return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, "0")}`;
}
function slash(t: number): string {
  return new Date(t).toISOString().slice(0, 19).replace("T", " ").replace(/-/g, "/");
}

/** The estate's path prefix for an API route. */
export function api(ctx: Ctx, p: string): string {
  const pre = { keystone: "/v1", brassward: "", tumbler: "/v2", pinpoint: "/api" }[ctx.estate.key] ?? "";
  return `${pre}${p}`;
}

/** The edge proxy's access line for one request. */
export function access(ctx: Ctx, t: number, ids: Ids, h: Hit): void {
  const px = ctx.svc("proxy");
  const v = ctx.v;
  const ip = h.ip ?? ctx.ip();
  const ua = h.ua ?? ctx.ua();
  const bytes =
    h.bytes ?? (h.status === 304 || h.status === 204 ? 0 : h.status >= 400 ? v.int(40, 400) : v.int(200, 9000));
  const level: Level = ctx.estate.accessErrors && h.status >= 500 ? "ERROR" : "INFO";
  const ms = Math.max(1, Math.round(h.ms));
  const own = ctx.clock(px.name, t);
  let msg: string;
  switch (px.runtime) {
    case "envoy": {
      const flags =
        h.flags ??
        (h.status === 503 ? "UF" : h.status === 504 ? "UT" : h.status === 502 ? "UC" : h.status === 429 ? "RL" : "-");
      const upHost = flags === "UH" || flags === "RL" ? "-" : `${ctx.podIp()}:${h.up.port}`;
      msg = `[${new Date(own - ms).toISOString()}] "${h.method} ${h.path} HTTP/2" ${h.status} ${flags} ${h.method === "GET" ? 0 : v.int(80, 900)} ${bytes} ${ms} ${flags === "-" ? Math.max(1, ms - v.int(0, 3)) : "-"} "${ip}" "${ua}" "${v.uuid()}" "${ctx.estate.host}" "${upHost}" "${h.up.name}"`;
      break;
    }
    case "nginx": {
      const urt = h.status === 502 && h.ms < 50 ? "-" : (ms / 1000).toFixed(3);
      msg = `${ip} - - [${clf(own)}] "${h.method} ${h.path} HTTP/1.1" ${h.status} ${bytes} "${v.chance(0.3) ? `https://${ctx.estate.host}/` : "-"}" "${ua}" rt=${(ms / 1000 + 0.001).toFixed(3)} uct="${(v.int(0, 2) / 1000).toFixed(3)}" urt="${urt}" us="${h.up.name}"`;
      break;
    }
    case "haproxy": {
      const st =
        h.flags ??
        (h.status === 504
          ? "sH--"
          : h.status === 503
            ? "SC--"
            : h.status === 502
              ? "SH--"
              : h.status === 429
                ? "PR--"
                : "----");
      const srv = st === "SC--" && v.chance(0.5) ? "<NOSRV>" : `${h.up.name}-${v.int(1, 3)}`;
      const tr = h.status === 504 ? -1 : Math.max(0, ms - v.int(0, 2));
      msg = `${ip}:${v.int(30000, 65000)} [${hap(own - ms)}] fe_https~ be_${h.up.name}/${srv} 0/0/${v.int(0, 2)}/${tr}/${ms} ${h.status} ${bytes} - - ${st} ${v.int(80, 260)}/${v.int(70, 250)}/${v.int(1, 30)}/${v.int(0, 12)}/0 0/0 {${ids.req ?? "-"}} "${h.method} ${h.path} HTTP/1.1"`;
      break;
    }
    default: {
      msg = `${ip} - - [${clf(own)}] "${h.method} ${h.path} HTTP/2.0" ${h.status} ${bytes} "-" "${ua}" ${v.int(100000, 999999)} "${ctx.estate.namespace}-${h.up.name}@kubernetescrd" "http://${ctx.podIp()}:${h.up.port}" ${ms}ms`;
    }
  }
  ctx.emit(t, px, level, msg, { ids });
}

export type UpstreamFail = "timeout" | "refused" | "reset" | "nolive" | "closed";

/** The proxy's own error line about an upstream (nginx error log, HAProxy alerts, Traefik debug-at-error). */
export function proxyError(ctx: Ctx, t: number, up: ServiceDef, kind: UpstreamFail, method = "GET", path = "/"): void {
  const px = ctx.svc("proxy");
  const v = ctx.v;
  const ip = ctx.podIp();
  switch (px.runtime) {
    case "nginx": {
      const what = {
        timeout: "upstream timed out (110: Connection timed out) while reading response header from upstream",
        refused: "connect() failed (111: Connection refused) while connecting to upstream",
        reset: "recv() failed (104: Connection reset by peer) while reading response header from upstream",
        nolive: "no live upstreams while connecting to upstream",
        closed: "upstream prematurely closed connection while reading response header from upstream",
      }[kind];
      ctx.emit(
        t,
        px,
        "ERROR",
        `${slash(ctx.clock(px.name, t))} [error] ${v.int(20, 40)}#${v.int(20, 40)}: *${v.int(100000, 999999)} ${what}, client: ${ctx.ip()}, server: ${ctx.estate.host}, request: "${method} ${path} HTTP/1.1", upstream: "http://${ip}:${up.port}${path}", host: "${ctx.estate.host}"`,
      );
      break;
    }
    case "haproxy": {
      if (kind === "nolive") ctx.emit(t, px, "ERROR", `backend be_${up.name} has no server available!`);
      else {
        const why =
          kind === "timeout"
            ? `Layer7 timeout, check duration: 2001ms`
            : kind === "refused"
              ? `Layer4 connection problem, info: "Connection refused", check duration: 0ms`
              : `Layer7 wrong status, code: 503, info: "Service Unavailable", check duration: ${v.int(2, 40)}ms`;
        ctx.emit(
          t,
          px,
          "WARN",
          `Server be_${up.name}/${up.name}-${v.int(1, 3)} is DOWN, reason: ${why}. ${v.int(0, 2)} active and 0 backup servers left. ${v.int(0, 30)} sessions active, 0 requeued, 0 remaining in queue.`,
        );
      }
      break;
    }
    case "traefik": {
      const why = {
        timeout: "net/http: timeout awaiting response headers",
        refused: `dial tcp ${ip}:${up.port}: connect: connection refused`,
        reset: `read tcp ${ctx.podIp()}:${v.int(30000, 60000)}->${ip}:${up.port}: read: connection reset by peer`,
        nolive: "no servers available",
        closed: "EOF",
      }[kind];
      const code =
        kind === "timeout" ? "504 Gateway Timeout" : kind === "nolive" ? "503 Service Unavailable" : "502 Bad Gateway";
      ctx.emit(t, px, kind === "nolive" ? "WARN" : "ERROR", `'${code}' caused by: ${why}`);
      break;
    }
    default: {
      // Envoy writes nothing beyond its access flags at the default level; a few health-check events.
      if (kind === "nolive" || kind === "refused")
        ctx.emit(
          t,
          px,
          "WARN",
          `health check failure for host ${ip}:${up.port} in cluster ${up.name}: ${kind === "refused" ? "connection refused" : "no healthy upstream"}`,
        );
    }
  }
}

/** The app's own request-completed line in its runtime's idiom. */
export function appReq(
  ctx: Ctx,
  t: number,
  svc: ServiceDef,
  ids: Ids,
  method: string,
  path: string,
  status: number,
  ms: number,
  level?: Level,
): void {
  const v = ctx.v;
  // ASP.NET, uvicorn, Rails and Ktor write their request lines at info whatever the status.
  const flat = ["dotnet", "python", "ruby", "kotlin"].includes(svc.runtime);
  const lv: Level = level ?? (flat ? "INFO" : status >= 500 ? "ERROR" : status >= 400 ? "WARN" : "INFO");
  const m = Math.max(1, Math.round(ms));
  let msg: string;
  switch (svc.runtime) {
    case "java":
      msg = `${method} ${path} -> ${status} (${m} ms)`;
      break;
    case "kotlin":
      msg = `${status} ${reason(status)}: ${method} - ${path} in ${m}ms`;
      break;
    case "node":
      msg = `${method} ${path} ${status} ${m}ms`;
      break;
    case "go":
      msg = `http request method=${method} path=${path} status=${status} dur=${m}ms`;
      break;
    case "python":
      msg = `${ctx.podIp()}:${v.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`;
      break;
    case "dotnet":
      msg = `Request finished HTTP/1.1 ${method} http://${svc.name}:${svc.port}${path} - ${status} ${status === 204 ? 0 : v.int(60, 4000)} application/json;+charset=utf-8 ${ms.toFixed(4)}ms`;
      break;
    case "ruby":
      msg =
        status >= 500
          ? `Completed ${status} ${reason(status)} in ${m}ms (ActiveRecord: ${v.float(0.5, 12).toFixed(1)}ms | Allocations: ${v.int(900, 40000)})`
          : `Completed ${status} ${reason(status)} in ${m}ms (Views: ${(m * v.float(0.1, 0.4)).toFixed(1)}ms | ActiveRecord: ${(m * v.float(0.1, 0.5)).toFixed(1)}ms | Allocations: ${v.int(900, 40000)})`;
      break;
    default:
      msg = `${method} ${path} ${status} ${m}ms`;
  }
  ctx.emit(t, svc, lv, msg, { ids });
}

/** Where a role's main API lives. */
export function routeOf(ctx: Ctx, role: Role): { method: string; path: string } {
  const v = ctx.v;
  switch (role) {
    case "intake":
      return { method: "POST", path: api(ctx, "/callouts") };
    case "dispatch":
      return { method: "GET", path: api(ctx, `/tech/jobs?since=${v.int(1, 50)}m`) };
    case "fleet":
      return { method: "POST", path: api(ctx, "/locations") };
    case "pricing":
      return { method: "GET", path: api(ctx, `/quote?postcode=${encodeURIComponent(ctx.postcode())}&type=lockout`) };
    case "payments":
      return { method: "POST", path: api(ctx, `/callouts/${encodeURIComponent(ctx.callout())}/deposit`) };
    case "smartlock":
      return { method: "POST", path: api(ctx, `/smartlocks/${ctx.lock()}/provision`) };
    case "keys":
      return { method: "POST", path: api(ctx, "/key-orders") };
    case "stock":
      return { method: "GET", path: api(ctx, `/vans/${encodeURIComponent(ctx.van())}/stock`) };
    case "auth":
      return {
        method: "POST",
        path:
          ctx.svc("auth").runtime === "keycloak"
            ? "/realms/field/protocol/openid-connect/token"
            : api(ctx, "/auth/token"),
      };
    default:
      return {
        method: "GET",
        path: ctx.estate.key === "brassward" ? "/account/orders" : api(ctx, "/account/bookings"),
      };
  }
}
