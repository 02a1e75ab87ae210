// What every kind of harmless noise shares: its shape, and small helpers to answer a request of a role
// with a chosen status (edge line plus the service's own line) and to find an estate's paths.
import type { Ctx } from "./ctx.js";
import { makeReq, pickRoute, type Req, serve } from "./traffic.js";
import type { Role, RouteTpl } from "./types.js";

export interface NoiseKind {
  key: string;
  /** A few words for the scenario note: "card declines at the bar". */
  what: string;
  /** Writes the noise over [a, b); k scales it (1 = the window's main noise, about 0.3 = a side kind). */
  run(ctx: Ctx, a: number, b: number, k: number): void;
  /** Called before the background is written, for kinds that change it (GC behaviour). */
  prepare?(ctx: Ctx, a: number, b: number, k: number): void;
}

export function hit(
  ctx: Ctx,
  role: Role,
  t: number,
  status: number,
  o: {
    ms?: number;
    path?: string;
    method?: string;
    ip?: string;
    ua?: string;
    flags?: string;
    match?: RegExp;
    svcLine?: boolean;
  } = {},
): Req {
  let route: RouteTpl = pickRoute(ctx, role);
  if (o.match) {
    const m = ctx.estate.routes.filter((x) => x.role === role && o.match?.test(x.path));
    if (m.length > 0) route = ctx.r.pick(m);
  }
  const req = makeReq(ctx, t, route, { path: o.path, method: o.method, ip: o.ip, ua: o.ua });
  req.role = role;
  req.svc = ctx.svc(role);
  const ms = o.ms ?? ctx.r.latency(route.ms);
  serve(ctx, req, t, status, ms, { flags: o.flags, svcLine: o.svcLine });
  return req;
}

/** The estate's API prefix ("/api/v2", "", "/v1", "/api"). */
export function apiPrefix(ctx: Ctx): string {
  const first = ctx.estate.routes[0]?.path ?? "/api";
  const m = /^\/(api\/v\d|v\d|api)\//.exec(first);
  return m ? `/${m[1]}` : "";
}

export function n(k: number, base: number): number {
  return Math.max(1, Math.round(base * k));
}
