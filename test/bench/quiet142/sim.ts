// Traffic simulation: requests walk an estate's routes, each hop logs its healthy line; a fault at one
// service turns some requests into failures reported by the origin and, in their own words, by callers.
import type { Estate } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export type Line = [Level, string];

/** What noise makers and incidents see: the clock, the estate and a way to log. */
export interface Ctx {
  r: Rng;
  estate: Estate;
  t0: number;
  span: number;
  emit(t: number, svc: string, level: Level, msg: string, req?: string): void;
  /** true time at fraction x of the window */
  at(x: number): number;
}

export interface Fault {
  at: string;
  /** fraction of the window where the fault begins */
  startFrac: number;
  /** share of requests through the origin that fail, as a function of seconds since the start */
  rate: (sec: number) => number;
  /** the origin's own line for a failed request; null when it logs nothing (went quiet, crashed) */
  origin: (r: Rng, sec: number) => Line | null;
  /** how each caller words the failure of its callee; several lines = retries */
  up: Record<string, (r: Rng, callee: string, sec: number) => Line[]>;
  /** delay between the origin and its caller's complaint, ms */
  hopDelay?: [number, number];
  /** the origin stops logging healthy lines once the fault starts (hung, crashed) */
  silentHealthy?: boolean;
  /** onset and periodic lines around the fault */
  extra?: (ctx: Ctx, tf: number) => void;
}

export interface SimSpec {
  estate: Estate;
  start: string;
  minutes: number;
  lines: number;
  /** services of the estate left out of this window */
  drop?: string[];
  fault?: Fault;
  noise: Array<(ctx: Ctx) => void>;
}

function reqIdFactory(estate: Estate, r: Rng) {
  return () => {
    if (estate.reqStyle === "none") return () => undefined;
    if (estate.reqStyle === "traceparent") {
      const trace = r.hex(32);
      return (_svc: string) => `00-${trace}-${r.hex(16)}-01`;
    }
    const id = `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`;
    const tiers = new Set(estate.ridTiers ?? []);
    return (svc: string) => (tiers.has(svc) ? id : undefined);
  };
}

export function simulate(spec: SimSpec, r: Rng): { recs: Rec[]; tf: number | null } {
  const t0 = Date.parse(spec.start);
  const span = spec.minutes * 60000;
  const tEnd = t0 + span;
  const skew = new Map<string, number>();
  const recs: Rec[] = [];
  const drop = new Set(spec.drop ?? []);
  const emit = (t: number, svc: string, level: Level, msg: string, req?: string) => {
    if (t < t0 || t >= tEnd) return;
    let s = skew.get(svc);
    if (s === undefined) {
      s = r.i(-300, 300);
      skew.set(svc, s);
    }
    recs.push({ t, svc, level, msg, req, skew: s });
  };
  const ctx: Ctx = { r, estate: spec.estate, t0, span, emit, at: (x) => t0 + x * span };
  const routes = spec.estate.routes
    .map((rt) => rt.filter((s) => !drop.has(s)))
    .filter((rt) => rt.length > 0 && !drop.has(rt[0]));
  const hops = routes.reduce((a, x) => a + x.length, 0) / routes.length;
  const gap = span / Math.max(10, (spec.lines * 0.8) / hops);
  const f = spec.fault;
  const tf = f ? t0 + f.startFrac * span : null;
  const newReq = reqIdFactory(spec.estate, r);
  for (let t = t0 + r.f(0, gap); t < tEnd; t += gap * r.f(0.3, 1.7)) {
    const route = r.p(routes);
    const rid = newReq();
    const sec = tf !== null ? (t - tf) / 1000 : -1;
    const hit = f && tf !== null && t >= tf && route.includes(f.at) && r.c(f.rate(sec));
    const cut = hit && f ? route.indexOf(f.at) : route.length;
    let tt = t;
    for (let h = 0; h < route.length && h <= cut; h++) {
      tt += r.f(1, 12);
      const svc = route[h];
      if (hit && h === cut) continue;
      if (f?.silentHealthy && tf !== null && t >= tf && svc === f.at) continue;
      // callers log once the answer is back: the edge after its callee
      emit(tt + (route.length - h) * r.f(0, 8), svc, "info", spec.estate.ok[svc](r), rid(svc));
    }
    if (!hit || !f) continue;
    let te = tt + r.f(2, 60);
    const o = f.origin(r, sec);
    if (o) emit(te, f.at, o[0], o[1], rid(f.at));
    for (let h = cut - 1; h >= 0; h--) {
      te += f.hopDelay ? r.f(f.hopDelay[0], f.hopDelay[1]) : r.f(3, 40);
      const w = f.up[route[h]] ?? f.up["*"];
      if (!w) continue;
      for (const [lv, m] of w(r, route[h + 1], sec)) {
        emit(te, route[h], lv, m, rid(route[h]));
        te += r.f(5, 400);
      }
    }
  }
  for (const [every, svc, fn] of spec.estate.background) {
    if (drop.has(svc)) continue;
    for (let t = t0 + r.f(0, every * 1000); t < tEnd; t += every * 1000 * r.f(0.8, 1.2)) {
      if (f?.silentHealthy && tf !== null && t >= tf && svc === f.at) continue;
      emit(t, svc, "info", fn(r));
    }
  }
  if (f?.extra && tf !== null) f.extra(ctx, tf);
  for (const n of spec.noise) n(ctx);
  recs.sort((a, b) => a.t - b.t);
  return { recs, tf };
}

/** Emits fn's line every `every` seconds (jittered) between fractions from and to of the window. */
export function steady(ctx: Ctx, every: number, svc: string, fn: (r: Rng) => Line, from = 0, to = 1): void {
  const { r } = ctx;
  for (let t = ctx.at(from) + r.f(0, every * 1000); t < ctx.at(to); t += every * 1000 * r.f(0.7, 1.3)) {
    const [l, m] = fn(r);
    ctx.emit(t, svc, l, m);
  }
}

/** Emits `n` lines from fn spread over [t, t + durMs]. */
export function burst(ctx: Ctx, t: number, durMs: number, n: number, svc: string, fn: (r: Rng, k: number) => Line) {
  for (let k = 0; k < n; k++) {
    const [l, m] = fn(ctx.r, k);
    ctx.emit(t + (durMs * k) / Math.max(1, n) + ctx.r.f(0, durMs / Math.max(1, n)), svc, l, m);
  }
}
