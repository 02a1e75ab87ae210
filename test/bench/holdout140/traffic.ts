// Ordinary request traffic: a request enters at the edge (or starts inside, service to service), walks its
// route's hops, and every service writes what it would write. Faults and outages registered on the scenario
// turn some hops into failures; callers then speak in their own words, retry, and open circuit breakers.
import { refusal, sayLine } from "./business.js";
import type { Ctx, Mode, Req } from "./ctx.js";
import { type EdgeFail, edgeLine } from "./edge.js";
import { breakerOpenLine, breakerStateLine, callErr, callerPolicy, reqLine, retryWarn, shortWhy } from "./runtime.js";
import type { Route, Service } from "./types.js";
import { ASSETS, BROWSERS, CONSOLE_UA, KIOSK_UA } from "./vocab.js";

interface HopResult {
  status: number;
  end: number;
  fail?: Mode;
  fromFault?: boolean;
}

interface Breaker {
  fails: number[];
  openUntil: number;
  state: "CLOSED" | "OPEN" | "HALF_OPEN";
}

const breakers = new WeakMap<Ctx, Map<string, Breaker>>();

function breaker(c: Ctx, key: string): Breaker {
  let m = breakers.get(c);
  if (!m) {
    m = new Map();
    breakers.set(c, m);
  }
  let b = m.get(key);
  if (!b) {
    b = { fails: [], openUntil: 0, state: "CLOSED" };
    m.set(key, b);
  }
  return b;
}

function hopPath(c: Ctx, q: Req, k: number): string {
  const h = q.route.hops[k];
  if (!h) return q.edgePath;
  if (h.path) return c.fill(h.path, q.vars);
  return q.edgePath;
}

function hop(c: Ctx, q: Req, k: number, t: number, attempt: number): HopResult {
  const h = q.route.hops[k];
  if (!h) return { status: 500, end: t };
  const s = c.s(h.svc);
  const path = hopPath(c, q, k);
  const m = q.route.m;
  if (c.isDown(s.name, t)) return { status: 0, end: t + c.r.int(1, 4), fail: "unavailable" };
  for (const f of c.faults) {
    if (f.svc !== s.name || t < f.from || t >= f.to) continue;
    if (f.route && !f.route.test(q.edgePath) && !f.route.test(path)) continue;
    if (!c.r.chance(f.share(t, attempt))) continue;
    f.says?.(t, q, attempt);
    if (f.mode === "timeout") return { status: 0, end: t + (f.waitMs ?? 60000), fail: "timeout", fromFault: true };
    if (f.mode === "status") {
      const st = f.status ?? 500;
      const lat = Math.max(0.5, c.r.logn(q.route.ms, 0.5)) + c.slowAt(s.name, t);
      reqLine(c, s, t + lat, m, path, st, lat, q, false);
      return { status: st, end: t + lat, fromFault: true };
    }
    return { status: 0, end: t + c.r.int(1, 40), fail: f.mode, fromFault: true };
  }
  const slow = c.slowAt(s.name, t);
  const last = k === q.route.hops.length - 1;
  if (!last) {
    const pre = c.r.float(0.8, 4) + slow * 0.2;
    const inner = call(c, q, k, k + 1, t + pre);
    const st = inner.ok ? (k === 0 ? q.route.ok : inner.status) : inner.status;
    const end = inner.end + c.r.float(0.5, 3) + slow * 0.8;
    reqLine(c, s, end, m, path, st, end - t, q, st < 500);
    return { status: st, end };
  }
  const lat = Math.max(0.3, c.r.logn(q.route.ms, 0.45)) + slow;
  let st = k > 0 && q.route.ok === 302 ? 201 : q.route.ok;
  for (const [bs, p] of q.route.biz ?? []) {
    if (c.r.chance(p)) {
      st = bs;
      break;
    }
  }
  const end = t + lat;
  if (st >= 400) refusal(c, s, end - 0.2, st, q, q.route.p);
  else if (q.route.say) sayLine(c, s, end - 0.4, q.route.say, q);
  reqLine(c, s, end, m, path, st, lat, q, true);
  return { status: st, end };
}

/** caller (hop ci) calls callee (hop ki): retries, breaker, and the caller's own error line. */
function call(c: Ctx, q: Req, ci: number, ki: number, t: number): { ok: boolean; status: number; end: number } {
  const caller = c.s(q.route.hops[ci]?.svc ?? "");
  const callee = c.s(q.route.hops[ki]?.svc ?? "");
  const pol = callerPolicy(caller);
  const path = hopPath(c, q, ki);
  const b = breaker(c, `${caller.name}>${callee.name}`);
  if (pol.breaker && b.state === "OPEN") {
    if (t < b.openUntil) {
      breakerOpenLine(c, caller, callee, t, q);
      return { ok: false, status: 503, end: t + 1 };
    }
    b.state = "HALF_OPEN";
    breakerStateLine(c, caller, callee, t, "OPEN", "HALF_OPEN");
  }
  let tt = t;
  for (let attempt = 0; attempt <= pol.retries; attempt++) {
    const res = hop(c, q, ki, tt, attempt);
    const end = res.fail === "timeout" ? tt + pol.timeoutMs : res.end;
    const failed = !!res.fail || res.status >= 500 || (res.fromFault === true && res.status >= 400);
    if (!failed) {
      if (pol.breaker && b.state === "HALF_OPEN") {
        b.state = "CLOSED";
        b.fails = [];
        breakerStateLine(c, caller, callee, end, "HALF_OPEN", "CLOSED");
      }
      return { ok: res.status < 400, status: res.status, end };
    }
    const serverSide = !!res.fail || res.status >= 500;
    if (pol.breaker && serverSide) {
      b.fails = b.fails.filter((x) => x > end - 30000);
      b.fails.push(end);
      if (b.state === "HALF_OPEN" || (b.state === "CLOSED" && b.fails.length >= 8)) {
        breakerStateLine(c, caller, callee, end, b.state, "OPEN");
        b.state = "OPEN";
        b.openUntil = end + 30000;
      }
    }
    if (serverSide && attempt < pol.retries && b.state !== "OPEN") {
      retryWarn(
        c,
        caller,
        callee,
        end,
        attempt + 1,
        pol.retries,
        shortWhy(caller.rt, res.fail ?? "status", res.status),
        q,
      );
      tt = end + 200 * (attempt + 1);
      continue;
    }
    callErr(
      c,
      caller,
      callee,
      end + 0.3,
      q.route.m,
      path,
      { mode: res.fail ?? "status", status: res.status, timeoutMs: pol.timeoutMs },
      q,
    );
    return { ok: false, status: answerFor(caller, res), end: end + 1 };
  }
  return { ok: false, status: 500, end: tt };
}

/** What a caller answers its own caller when a dependency failed. */
function answerFor(caller: Service, res: HopResult): number {
  const gw = caller.rt === "go" || caller.rt === "node" || caller.rt === "elixir";
  if (res.fail === "timeout") return gw ? 504 : 500;
  if (res.fail) return gw ? 502 : caller.rt === "dotnet" ? 503 : 500;
  if (res.status === 429) return 503;
  if (res.status === 401 || res.status === 403) return gw ? 502 : 500;
  if (res.status >= 400 && res.status < 500) return res.status;
  return gw ? 502 : 500;
}

function edgeTimeout(e: Service): number {
  return e.rt === "envoy" ? 15000 : e.rt === "nginx" ? 60000 : 30000;
}

function uaFor(c: Ctx, p: string): string {
  if (p.includes("/console/") || p.includes("/gm/") || p.includes("/marshal/")) return c.r.pick(CONSOLE_UA);
  if (p.includes("/kiosk/")) return c.r.pick(KIOSK_UA);
  return c.r.pick(BROWSERS);
}

/** Queues one request of the given route starting at t (served in time order by runQueue). */
export function serve(c: Ctx, route: Route, t: number, ua?: string, ip?: string): void {
  c.queue.push({ route, t, ua, ip });
}

/** Serves every queued request in time order. */
export function runQueue(c: Ctx): void {
  const qs = c.queue.sort((a, b) => a.t - b.t);
  c.queue = [];
  for (const p of qs) serveNow(c, p.route, p.t, p.ua, p.ip);
}

function serveNow(c: Ctx, route: Route, t: number, ua?: string, ip?: string): void {
  const q = c.newReq(route, t, ua ?? uaFor(c, route.p));
  if (ip) q.ip = ip;
  const e = c.edge();
  if (route.hops.length === 0) {
    const path = c.fill(c.r.pick(ASSETS), q.vars);
    const d = c.r.logn(route.ms, 0.6);
    edgeLine(c, t + d, { m: "GET", path, status: c.r.chance(0.3) ? 304 : 200, durMs: d, ip: q.ip, ua: q.ua });
    return;
  }
  if (q.internal) {
    call(c, q, 0, 1, t);
    return;
  }
  const blocked = c.edgeFaults.find((f) => t >= f.from && t < f.to && f.match.test(q.edgePath));
  if (blocked) {
    const d = c.r.float(0.3, 2);
    edgeLine(c, t + d, { m: route.m, path: q.edgePath, status: blocked.status, durMs: d, ip: q.ip, ua: q.ua, q });
    return;
  }
  const up = c.s(route.hops[0]?.svc ?? "");
  const res = hop(c, q, 0, t + c.r.float(0.2, 1.5), 0);
  let status = res.status;
  let fail: EdgeFail | undefined;
  let end = res.end;
  if (res.fail === "timeout") {
    status = 504;
    fail = "timeout";
    end = t + edgeTimeout(e);
  } else if (res.fail === "unavailable") {
    status = e.rt === "nginx" ? 502 : 503;
    fail = "nohost";
  } else if (res.fail === "refused") {
    status = e.rt === "nginx" || e.rt === "traefik" ? 502 : 503;
    fail = "refused";
  } else if (res.fail) {
    status = e.rt === "envoy" || e.rt === "haproxy" ? 503 : 502;
    fail = "reset";
  }
  end += c.r.float(0.2, 1.2);
  edgeLine(c, end, { m: route.m, path: q.edgePath, status, durMs: end - t, ip: q.ip, ua: q.ua, up, fail, q });
}

/** Background traffic at reqPerSec on average (modulated by the scenario's rush periods). */
export function traffic(c: Ctx, reqPerSec: number): void {
  const routes = c.est.routes.filter((r) => r.hops.every((h) => c.has(h.svc)));
  const weights = routes.map((r) => [r, r.w] as const);
  const maxRush = Math.max(1, ...c.rush.map((x) => x.k));
  c.poisson(c.t0 - 20000, c.t1, 1000 / (reqPerSec * maxRush), (t) => {
    if (!c.r.chance(c.rushAt(t) / maxRush)) return;
    serve(c, c.r.weighted(weights), t);
  });
}
