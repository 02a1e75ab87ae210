// Healthy background: customer requests through the edge proxy and the services they touch, everyday chatter,
// health checks, and the chronic harmless error most windows carry from the first minute.
import type { EstateDef } from "./estates.js";
import { ip, type Rng } from "./rng.js";
import { accessLine, BROWSERS, type Line, type Req, serveLines } from "./runtimes.js";
import { type Ctx, type Ev, emit, type Level, type Route } from "./types.js";

const POSTCODES = [
  "OX4 1",
  "OX2 6",
  "GL7 2",
  "SN7 8",
  "RG9 1",
  "HP9 2",
  "CV37 6",
  "WR11 7",
  "LD3 7",
  "SY23 1",
  "HR2 9",
  "NP7 5",
];
const MODELS = [
  "stovax-view-5",
  "charnwood-c4",
  "hwam-3630",
  "jotul-f100",
  "contura-51l",
  "woodwarm-fireview",
  "dovre-250",
  "clearview-pioneer",
];
const DEPOTS = ["OXF", "CHE", "HER", "BRE"];
const WORDS = [
  "cowl",
  "bird guard",
  "liner 150mm",
  "register plate",
  "rope seal",
  "baffle",
  "fire bricks",
  "flexi liner",
  "chimney pot",
];

export function fill(r: Rng, tpl: string): string {
  return tpl.replace(/\{(\w+)\}/g, (_, k: string) => {
    switch (k) {
      case "id":
        return String(r.int(104000, 189999));
      case "n":
        return String(r.int(3, 480));
      case "n1":
        return String(r.int(0, 9));
      case "n2":
        return String(r.int(10, 99));
      case "n3":
        return String(r.int(100, 999));
      case "n4":
        return String(r.int(1000, 9999));
      case "km":
        return (r.float(20, 180) + 0.1).toFixed(1);
      case "ms":
        return String(r.int(2, 90));
      case "s":
        return r.float(0.05, 3.2).toFixed(3);
      case "van":
        return `VAN-${r.int(1, 18)}`;
      case "pc":
        return r.pick(POSTCODES).replace(" ", "%20") + r.pick(["AB", "XY", "JD", "QR", "NE", "TW"]);
      case "model":
        return r.pick(MODELS);
      case "flue":
        return r.pick(["125", "150", "175"]);
      case "sku":
        return `${r.pick(["LNR", "COWL", "REG", "STV", "SEAL"])}-${r.int(1000, 9999)}`;
      case "depot":
        return r.pick(DEPOTS);
      case "cert":
        return `CS-${r.int(2026000, 2026999)}-${r.int(10, 99)}`;
      case "uuid":
        return r.uuid();
      case "hex":
        return r.hex(12);
      case "tid":
        return r.alnum(3).toLowerCase();
      case "q":
        return encodeURIComponent(r.pick(WORDS));
      case "fuel":
        return r.pick(["wood", "multifuel", "gas", "electric"]);
      default:
        return k;
    }
  });
}

export interface ReqPlan {
  t: number;
  route: Route;
  method: string;
  path: string;
  ip: string;
  ua: string;
  reqId: string;
  trace: string;
  corr: string;
}

/** A hook lets an incident or a noise kind take over a request: it returns true when it wrote the lines itself. */
export type ReqHook = (ctx: Ctx, p: ReqPlan) => boolean;

export function newPlan(ctx: Ctx, t: number, route: Route, over: Partial<ReqPlan> = {}): ReqPlan {
  const r = ctx.r;
  return {
    t,
    route,
    method: route.method,
    path: fill(r, route.path),
    ip: ip(r),
    ua: route.path.startsWith("/field") ? r.pick(BROWSERS.slice(5)) : r.pick(BROWSERS.slice(0, 5)),
    reqId: r.hex(32),
    trace: r.hex(32),
    corr: r.uuid(),
    ...over,
  };
}

/** The id fields a line of `svc` carries under the estate's id practice. */
export function idsFor(ctx: Ctx, svc: string, p: { trace: string; reqId: string; corr: string } | null): Partial<Ev> {
  const e = ctx.estate;
  const s = ctx.svc(svc);
  if (e.ids === "trace") return { trace: p?.trace ?? ctx.r.hex(32), span: ctx.r.hex(16) };
  if (!p) return {};
  if (e.ids === "request-web" && (s.role === "web" || s.role === "proxy")) return { reqId: p.reqId };
  if (e.ids === "correlation-some" && s.corr) return { corr: p.corr };
  return {};
}

export function lineEv(ctx: Ctx, t: number, svc: string, l: Line, p: ReqPlan | null): void {
  emit(ctx, {
    t,
    svc,
    level: l.level,
    msg: l.msg,
    stack: l.stack,
    kind: l.kind,
    logger: l.logger,
    thread: l.thread,
    ...idsFor(ctx, svc, p),
  });
}

/** The edge proxy's access line for a request. */
export function emitEdge(ctx: Ctx, p: ReqPlan, status: number, ms: number, flags?: string): void {
  const e = ctx.estate;
  const backend = p.route.chain[0];
  const q: Req = {
    method: p.method,
    path: p.path,
    status,
    ms,
    ip: p.ip,
    ua: p.ua,
    reqId: p.reqId,
    host: e.host,
    upstream: `10.0.${ctx.r.int(1, 6)}.${ctx.r.int(2, 250)}:${ctx.svc(backend).runtime === "php" ? 9000 : 8080}`,
    bytes: status >= 400 ? ctx.r.int(19, 180) : ctx.r.int(300, 48000),
    flags,
  };
  lineEv(ctx, p.t + ms, e.proxy, accessLine(ctx.svc(e.proxy).runtime, ctx.r, q, p.t + ms, backend), p);
}

/** One service's own serve lines for its part of a request. */
export function emitServe(
  ctx: Ctx,
  svc: string,
  p: ReqPlan,
  t: number,
  status: number,
  ms: number,
  path?: string,
): void {
  const q: Req = {
    method: p.method,
    path: path ?? p.path,
    status,
    ms,
    ip: p.ip,
    ua: p.ua,
    reqId: p.reqId,
    host: "",
    upstream: "",
    bytes: ctx.r.int(200, 9000),
  };
  for (const l of serveLines(ctx.svc(svc).runtime, ctx.r, q, svc, t)) lineEv(ctx, t + (l.dt ?? 0), svc, l, p);
}

/** Writes a healthy request: each service in the chain serves it, the proxy logs it. */
export function healthyRequest(ctx: Ctx, p: ReqPlan, status = 200): void {
  const r = ctx.r;
  const chain = p.route.chain;
  const own = chain.map(() => r.int(2, 40) + (r.chance(0.05) ? r.int(40, 400) : 0));
  const dur: number[] = [];
  for (let i = chain.length - 1; i >= 0; i--) dur[i] = own[i] + (i + 1 < chain.length ? dur[i + 1] + 2 : 0);
  let t = p.t + 1;
  for (let i = 0; i < chain.length; i++) {
    const st = i === 0 ? status : 200;
    const sub = i === 0 ? undefined : internalPath(p, chain[i]);
    emitServe(ctx, chain[i], p, t, st, dur[i], sub);
    t += r.int(1, 3);
  }
  emitEdge(ctx, p, status, dur[0] + r.int(1, 3));
}

/** The path a downstream service sees for a customer request. */
export function internalPath(p: ReqPlan, svc: string): string {
  const model = p.path.match(/model=([\w-]+)/)?.[1] ?? p.path.match(/stoves\/([\w-]+)/)?.[1];
  if (model) return `/v1/models/${model}/${p.path.includes("quote") ? "quote" : "stock"}`;
  if (p.path.includes("search?q=")) return `/v1/parts?q=${p.path.split("q=")[1]}`;
  if (/certificates/.test(p.path)) return `/v1/certificates/${p.path.match(/CS-[\d-]+/)?.[0] ?? "latest"}`;
  if (/book$|bookings\/?$|checkout|confirm/.test(p.path))
    return svc.includes("invoic") ? "/api/invoices" : "/v1/bookings";
  if (/slot|availability|book\?/.test(p.path))
    return `/internal/slots?area=${decodeURIComponent(p.path.split("=")[1] ?? "OX4").split(/[ &]/)[0]}`;
  return `/v1${p.path.replace(/^\/(api|book|my|field)(\/v\d)?/, "")}`;
}

export interface TrafficOpts {
  /** Requests per second at the edge. */
  rps: number;
  hooks: ReqHook[];
}

export function traffic(ctx: Ctx, o: TrafficOpts): void {
  const r = ctx.r;
  const routes = ctx.estate.routes.map((x) => [x, x.weight] as const);
  let t = ctx.start + r.int(0, 400);
  while (t < ctx.end) {
    // Gentle wave: traffic breathes over the window.
    const phase = Math.sin((t - ctx.start) / 97000) * 0.25 + 1;
    t += r.exp(1000 / (o.rps * phase));
    const route = r.weighted(routes);
    const p = newPlan(ctx, Math.round(t), route);
    if (o.hooks.some((h) => h(ctx, p))) continue;
    const status = p.method === "GET" && route.chain.length === 1 && r.chance(0.08) ? 304 : r.chance(0.012) ? 404 : 200;
    healthyRequest(ctx, p, status);
  }
}

/** Everyday chatter at each template's rate. */
export function chatter(ctx: Ctx, def: EstateDef, scale: number): void {
  for (const [svc, level, tpl, perMin] of def.chatter) {
    const r = ctx.r;
    let t = ctx.start + r.int(0, 20000);
    while (t < ctx.end) {
      t += r.exp(60000 / (perMin * scale));
      lineEv(ctx, Math.round(t), svc, { level, msg: fill(r, tpl) }, null);
    }
  }
}

/** Periodic lines: health probes answered by the proxy, Go/Node/.NET probes at DEBUG. */
export function probes(ctx: Ctx, def: EstateDef): void {
  const r = ctx.r;
  for (const s of def.services) {
    if (s.role === "proxy" || s.runtime === "sidekiq" || s.runtime === "celery") continue;
    let t = ctx.start + r.int(0, 10000);
    const every = r.pick([10000, 15000, 30000]);
    const quiet = r.chance(0.5);
    while (t < ctx.end) {
      const lvl: Level = quiet ? "DEBUG" : "INFO";
      const msg =
        s.runtime === "go"
          ? `request completed\t{"method": "GET", "path": "/healthz", "status": 200, "latency": "0.${r.int(100, 900)}ms", "bytes": 2}`
          : s.runtime === "elixir"
            ? "GET /health"
            : s.runtime === "spring"
              ? "GET /actuator/health/readiness -> 200 (2 ms)"
              : s.runtime === "dotnet"
                ? `Request finished HTTP/1.1 GET http://${s.name}:8080/healthz - 200 - text/plain 0.${r.int(1000, 9999)}ms`
                : `GET /healthz 200 ${r.int(0, 3)}ms`;
      lineEv(ctx, t, s.name, { level: lvl, msg }, null);
      t += every + r.int(-40, 40);
    }
  }
}

/** A chronic harmless error from the first seconds, at roughly its period. */
export function chronic(ctx: Ctx, svc: string, level: Level, text: string, periodS: number): void {
  const r = ctx.r;
  let t = ctx.start + r.int(200, 6000);
  while (t < ctx.end) {
    lineEv(ctx, t, svc, { level, msg: fill(r, text) }, null);
    t += Math.round(periodS * 1000 * r.float(0.7, 1.3));
  }
}
