// Requests through the estate: the path filled in, the edge proxy's access line in its own format
// (Envoy, nginx, HAProxy, Traefik) and the serving service's own request line (Spring, Ktor, Express,
// Nest, Go, ASP.NET, uvicorn, gunicorn, Rails, php-fpm).
import type { Ctx } from "./ctx.js";
import type { Rng } from "./rng.js";
import type { Ids, Level, Role, RouteTpl, Service } from "./types.js";

export interface Req {
  method: string;
  path: string;
  ip: string;
  ua: string;
  ids: Ids;
  role: Role;
  svc: Service;
  bytesOut: number;
  bytesIn: number;
}

const QUERIES = [
  "abba",
  "dancing+queen",
  "bohemian",
  "mr+brightside",
  "wannabe",
  "total+eclipse",
  "sweet+caroline",
  "livin+on+a+prayer",
  "i+will+survive",
  "dont+stop+me+now",
  "valerie",
  "zombie",
  "toxic",
  "africa",
  "wonderwall",
  "super+trouper",
  "girls+just+want",
  "like+a+prayer",
  "chandelier",
  "islands+in+the+stream",
  "angels",
  "shallow",
  "rolling+in+the+deep",
  "my+heart+will+go+on",
];
const NAMES = [
  "okafor",
  "nguyen",
  "ahmed",
  "mcallister",
  "kowalski",
  "silva",
  "obrien",
  "patel",
  "jones",
  "haddad",
  "li",
  "murphy",
  "fischer",
  "rossi",
  "begum",
  "evans",
];

export const REASONS: Record<number, string> = {
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
  423: "Locked",
  429: "Too Many Requests",
  451: "Unavailable For Legal Reasons",
  499: "Client Closed Request",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
  507: "Insufficient Storage",
};

export function clientIp(r: Rng): string {
  const first = r.pick([81, 86, 90, 92, 109, 148, 176, 178, 185, 188, 212, 217, 31, 51, 82, 94]);
  return `${first}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
}

export function isrc(r: Rng): string {
  return `${r.pick(["GB", "US", "SE", "IE", "AU", "DE", "FR"])}${r.alnum(3, true)}${r.int(70, 99) % 100}${String(r.int(0, 99999)).padStart(5, "0")}`;
}

export function fillPath(ctx: Ctx, path: string, t: number): string {
  const r = ctx.r;
  return path
    .replace(/\{n\}/g, () => String(r.int(1000, 99999)))
    .replace(/\{small\}/g, () => String(r.int(1, 6)))
    .replace(/\{id\}/g, () => `${r.pick(["B", "BK", "R"])}${r.alnum(7, true)}`)
    .replace(/\{venue\}/g, () => r.pick(ctx.estate.venues))
    .replace(/\{room\}/g, () => String(r.int(1, 14)))
    .replace(/\{q\}/g, () => r.pick(QUERIES))
    .replace(/\{name\}/g, () => r.pick(NAMES))
    .replace(/\{isrc\}/g, () => isrc(r))
    .replace(/\{hex\}/g, () => r.hex(12))
    .replace(/\{date\}/g, () => new Date(t + r.int(0, 20) * 86400000).toISOString().slice(0, 10));
}

export function routesFor(ctx: Ctx, role: Role): RouteTpl[] {
  return ctx.estate.routes.filter((x) => x.role === role);
}

export function pickRoute(ctx: Ctx, role?: Role): RouteTpl {
  const rs = role ? routesFor(ctx, role) : ctx.estate.routes;
  const list = rs.length > 0 ? rs : ctx.estate.routes;
  return ctx.r.weighted(list.map((x) => [x, x.weight] as const));
}

export function makeReq(
  ctx: Ctx,
  t: number,
  route: RouteTpl,
  o: Partial<Pick<Req, "ip" | "ua" | "path" | "method">> = {},
): Req {
  const r = ctx.r;
  const agents = ctx.estate.agents;
  let ua = o.ua;
  if (!ua) {
    if (route.role === "door" || route.role === "guests")
      ua = r.chance(0.6) ? (agents[4] as string) : r.pick(agents.slice(0, 4));
    else if (route.role === "tabs" || route.role === "pos") ua = agents[5] as string;
    else if (route.role === "devices" || route.role === "queue")
      ua = r.pick(["Go-http-client/1.1", agents[4] as string, "okhttp/4.12.0"]);
    else ua = r.pick(agents.slice(0, 4));
  }
  return {
    method: o.method ?? route.method,
    path: o.path ?? fillPath(ctx, route.path, t),
    ip: o.ip ?? clientIp(r),
    ua,
    ids: ctx.ids(),
    role: route.role,
    svc: ctx.svc(route.role),
    bytesOut: r.int(180, 9000),
    bytesIn: route.method === "GET" ? 0 : r.int(60, 1400),
  };
}

const pad2 = (n: number) => String(n).padStart(2, "0");
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 14/May/2026:22:01:02 +0000 (with .mmm when ms) */
export function clf(t: number, ms = false): string {
  const d = new Date(t);
  const base = `${pad2(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
  return ms ? `${base}.${String(d.getUTCMilliseconds()).padStart(3, "0")}` : `${base} +0000`;
}

/** Envoy response flags / HAProxy termination states for a status, when the proxy itself decided. */
export interface EdgeOpts {
  /** Envoy flags like UF, UT, URX, UH, UC; HAProxy state like sH--, SC--, SD--. */
  flags?: string;
  grp?: number;
  /** The upstream answered at all (false = no upstream host in the line). */
  upstream?: boolean;
  /** The upstream itself answered the 5xx: no proxy error-log line. */
  passThrough?: boolean;
}

function edgeMsg(
  ctx: Ctx,
  edge: Service,
  req: Req,
  status: number,
  ms: number,
  trueStart: number,
  o: EdgeOpts,
): string {
  const r = ctx.r;
  const start = ctx.local(edge, trueStart);
  const up = ctx.pod(req.svc);
  const upstream = o.upstream === false ? "-" : `${up.ip}:${up.port}`;
  const proto = r.chance(0.7) ? "HTTP/2" : "HTTP/1.1";
  switch (edge.framework) {
    case "envoy": {
      const flags = o.flags ?? "-";
      const svcTime = o.upstream === false ? "-" : String(Math.max(1, ms - r.int(0, 3)));
      return `[${new Date(start).toISOString()}] "${req.method} ${req.path} ${proto}" ${status} ${flags} ${req.bytesIn} ${status >= 500 ? r.int(19, 95) : req.bytesOut} ${ms} ${svcTime} "${req.ip}" "${req.ua}" "${req.ids.req}" "api.${ctx.estate.domain}" "${upstream}" outbound|${up.port}||${req.svc.name}.${ctx.estate.namespace}.svc.cluster.local traceparent=00-${req.ids.trace}-${req.ids.span}-01`;
    }
    case "nginx": {
      const rt = (ms / 1000).toFixed(3);
      const urt = o.upstream === false ? "-" : (Math.max(0, ms - r.int(0, 2)) / 1000).toFixed(3);
      return `${req.ip} - - [${clf(start + ms)}] "${req.method} ${req.path} HTTP/1.1" ${status} ${status >= 500 ? r.int(150, 580) : req.bytesOut} "-" "${req.ua}" rt=${rt} uct=${o.upstream === false ? "-" : (r.int(0, 2) / 1000).toFixed(3)} urt=${urt} ua="${upstream}" us="${o.upstream === false ? "-" : status}" req_id=${req.ids.req}`;
    }
    case "haproxy": {
      const be = `be_${req.svc.name}`;
      const srv = o.upstream === false ? "<NOSRV>" : `${req.svc.name}-${r.int(1, up.replicas)}`;
      const tr = Math.max(0, ms - 2);
      const tw = o.flags?.startsWith("sQ") ? ms : 0;
      const tc = o.flags?.startsWith("SC") ? -1 : r.int(0, 2);
      const trr = o.flags?.startsWith("sH") || o.flags?.startsWith("SC") || o.upstream === false ? -1 : tr;
      const conns = `${r.int(200, 420)}/${r.int(180, 400)}/${r.int(4, 40)}/${r.int(0, 9)}/${o.flags?.startsWith("SC") ? r.int(1, 3) : 0}`;
      return `${req.ip}:${r.int(30000, 65000)} [${clf(start, true)}] fe_https~ ${o.upstream === false ? be : `${be}/${srv}`} 0/${tw}/${tc}/${trr}/${ms} ${status} ${status >= 500 ? r.int(180, 260) : req.bytesOut} - - ${o.flags ?? "----"} ${conns} 0/0 "${req.method} ${req.path} HTTP/1.1"`;
    }
    case "traefik": {
      const router = `${req.svc.name.replace(/-svc$|-worker$/, "")}@kubernetescrd`;
      return `${req.ip} - - [${clf(start)}] "${req.method} ${req.path} HTTP/2.0" ${status} ${status >= 500 ? r.int(11, 30) : req.bytesOut} "-" "${req.ua}" ${r.int(100000, 999999)} "${ctx.estate.namespace}-${router}" "${o.upstream === false ? "-" : `http://${upstream}`}" ${ms}ms`;
    }
    default:
      return `${req.method} ${req.path} ${status} ${ms}ms`;
  }
}

export function edgeLine(ctx: Ctx, req: Req, t: number, status: number, ms: number, o: EdgeOpts = {}): void {
  const edge = ctx.svc("edge");
  ctx.emit(edge, t + ms, "INFO", edgeMsg(ctx, edge, req, status, ms, t, o), {
    ids: req.ids,
    grp: o.grp,
  });
  if (edge.framework === "nginx" && status >= 502 && status <= 504 && !o.passThrough) {
    const up = ctx.pod(req.svc);
    const what =
      status === 504
        ? "upstream timed out (110: Connection timed out) while reading response header from upstream"
        : status === 502
          ? ctx.r.chance(0.5)
            ? "upstream prematurely closed connection while reading response header from upstream"
            : "connect() failed (111: Connection refused) while connecting to upstream"
          : "no live upstreams while connecting to upstream";
    const d = new Date(ctx.local(edge, t + ms));
    const stamp = `${d.getUTCFullYear()}/${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
    ctx.emit(
      edge,
      t + ms,
      "ERROR",
      `${stamp} [error] ${ctx.r.int(20, 40)}#${ctx.r.int(20, 40)}: *${ctx.r.int(100000, 9999999)} ${what}, client: ${req.ip}, server: ${ctx.estate.domain}, request: "${req.method} ${req.path} HTTP/1.1", upstream: "http://${up.ip}:${up.port}${req.path}", host: "${ctx.estate.domain}"`,
      { ids: req.ids, grp: o.grp },
    );
  }
}

/** Access-style lines stay INFO whatever the status, except where the logger maps status to level. */
function statusLevel(s: Service, status: number): Level {
  if (s.framework === "express") return status >= 500 ? "ERROR" : status >= 400 ? "WARN" : "INFO";
  if (s.framework === "gohttp" || s.framework === "ktor") return status >= 500 ? "WARN" : "INFO";
  return "INFO";
}

/** The serving service's own line(s) for a request. */
export function svcLines(
  ctx: Ctx,
  req: Req,
  t: number,
  status: number,
  ms: number,
  grp?: number,
  s: Service = req.svc,
): void {
  const r = ctx.r;
  const done = t + ms;
  const lvl = statusLevel(s, status);
  const ids = ctx.child(req.ids);
  const short = req.path.split("?")[0] ?? req.path;
  const reason = REASONS[status] ?? "";
  const inner = `10.${r.int(40, 47)}.${r.int(0, 15)}.${r.int(2, 250)}`;
  switch (s.framework) {
    case "spring":
      ctx.emit(s, done, lvl, `Completed ${status} ${reason} for ${req.method} ${short} in ${ms}ms`, { ids, grp });
      return;
    case "ktor":
      ctx.emit(s, done, lvl, `${status} ${reason}: ${req.method} - ${short} in ${ms}ms`, { ids, grp });
      return;
    case "express":
      ctx.emit(s, done, lvl, status >= 500 ? "request errored" : "request completed", {
        ids,
        grp,
        kv: { "req.method": req.method, "req.url": req.path, "res.statusCode": status, responseTime: ms },
      });
      return;
    case "nest":
      ctx.emit(
        s,
        done,
        status >= 500 ? "ERROR" : status >= 400 ? "WARN" : "INFO",
        `[HTTP] ${req.method} ${short} ${status} - ${ms}ms`,
        {
          ids,
          grp,
        },
      );
      return;
    case "gohttp":
      ctx.emit(s, done, lvl, "http request", {
        ids,
        grp,
        kv: {
          method: req.method,
          path: short,
          status,
          duration: `${(ms + r.float(0, 0.99)).toFixed(3)}ms`,
          remote: `${inner}:${r.int(30000, 60000)}`,
        },
      });
      return;
    case "aspnet": {
      const url = `http://${s.name}:${ctx.pod(s).port}${req.path}`;
      if (r.chance(0.5))
        ctx.emit(
          s,
          t + 1,
          "INFO",
          `Request starting HTTP/1.1 ${req.method} ${url} - application/json ${req.bytesIn || "-"}`,
          { ids, grp },
        );
      ctx.emit(
        s,
        done,
        lvl,
        `Request finished HTTP/1.1 ${req.method} ${url} - ${status} ${status === 204 ? 0 : req.bytesOut} application/json;+charset=utf-8 ${(ms + r.float(0, 0.9999)).toFixed(4)}ms`,
        { ids, grp },
      );
      return;
    }
    case "fastapi":
      ctx.emit(s, done, lvl, `${inner}:${r.int(30000, 60000)} - "${req.method} ${req.path} HTTP/1.1" ${status}`, {
        ids,
        grp,
      });
      return;
    case "django":
    case "flask":
      ctx.emit(
        s,
        done,
        lvl,
        `${inner} - - [${clf(ctx.local(s, done))}] "${req.method} ${req.path} HTTP/1.1" ${status} ${req.bytesOut} "-" "${req.ua}"`,
        { ids, grp },
      );
      return;
    case "rails": {
      const ctl = railsController(req.method, short);
      ctx.emit(
        s,
        t + 1,
        "INFO",
        `Started ${req.method} "${req.path}" for ${req.ip} at ${new Date(ctx.local(s, t)).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        {
          ids,
          grp,
        },
      );
      ctx.emit(s, t + 2, "INFO", `Processing by ${ctl} as JSON`, { ids, grp });
      ctx.emit(
        s,
        done,
        lvl,
        `Completed ${status} ${reason} in ${ms}ms (Views: ${(ms * r.float(0.02, 0.2)).toFixed(1)}ms | ActiveRecord: ${(ms * r.float(0.1, 0.6)).toFixed(1)}ms (${r.int(1, 14)} queries, ${r.int(0, 6)} cached) | GC: ${r.float(0, 3).toFixed(1)}ms)`,
        { ids, grp },
      );
      return;
    }
    case "laravel":
      ctx.emit(
        s,
        done,
        lvl,
        `${inner} -  ${clf(ctx.local(s, done)).replace(/ \+0000$/, "")} +0000 "${req.method} /index.php" ${status}`,
        { ids, grp },
      );
      return;
    default:
      return;
  }
}

function railsController(method: string, path: string): string {
  if (path === "/up") return "Rails::HealthController#show";
  const seg = path.split("/").filter(Boolean);
  const res = (seg[0] ?? "home").replace(/-/g, "_");
  const cls = res
    .split("_")
    .map((x) => x.charAt(0).toUpperCase() + x.slice(1))
    .join("");
  const isId = (x: string | undefined) => !!x && /^\d+$|^[A-Z0-9]{6,}$/.test(x);
  let action: string;
  if (seg.length >= 3) action = seg[2] as string;
  else if (seg.length === 2) action = isId(seg[1]) ? (method === "GET" ? "show" : "update") : (seg[1] as string);
  else action = method === "POST" ? "create" : "index";
  return `${cls}Controller#${action}`;
}

export interface ServeOpts extends EdgeOpts {
  /** Force the service line on or off (default: the service's logsRequests rate, always for 5xx from it). */
  svcLine?: boolean;
}

/** A whole request: service line (maybe) and the edge access line. */
export function serve(ctx: Ctx, req: Req, t: number, status: number, ms: number, o: ServeOpts = {}): void {
  const want = o.svcLine ?? ctx.r.chance(req.svc.logsRequests);
  if (want && o.upstream !== false) svcLines(ctx, req, t, status, Math.max(1, ms - ctx.r.int(0, 2)), o.grp);
  edgeLine(ctx, req, t, status, ms, o);
}

/** Proxy-specific look of "the upstream did not answer in time" / "could not connect" / "reset". */
export function edgeFail(
  ctx: Ctx,
  kind: "timeout" | "refused" | "reset" | "nohealthy",
): { status: number; flags: string; upstream: boolean } {
  const f = ctx.svc("edge").framework;
  switch (kind) {
    case "timeout":
      return { status: 504, flags: f === "envoy" ? "UT" : f === "haproxy" ? "sH--" : "-", upstream: true };
    case "refused":
      return {
        status: f === "haproxy" ? 503 : f === "envoy" ? 503 : 502,
        flags: f === "envoy" ? "UF,URX" : f === "haproxy" ? "SC--" : "-",
        upstream: true,
      };
    case "reset":
      return {
        status: f === "envoy" ? 503 : 502,
        flags: f === "envoy" ? "UC" : f === "haproxy" ? "SD--" : "-",
        upstream: true,
      };
    default:
      return { status: 503, flags: f === "envoy" ? "UH" : f === "haproxy" ? "SC--" : "-", upstream: false };
  }
}
