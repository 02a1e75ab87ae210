// Simulates one aggregated window: request traffic over an estate's routes, background jobs, the noise kinds laid on
// it, and optionally one failure with how each caller words it. Returns records sorted by printed (skewed) time.
import { backgroundJobs, type Estate, edgePath, has, okLine, ROUTES, type Role, S } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import { mulberry32, type Rng } from "./rng.js";

export type Lines = [Level, string][];

/** What noise kinds and failures see while they write into the window. */
export interface Ctx {
  e: Estate;
  r: Rng;
  t0: number;
  tEnd: number;
  span: number;
  emit(t: number, role: Role, level: Level, msg: string, req?: string): void;
  /** Emits even where the service has gone quiet (its last words). */
  force(t: number, role: Role, level: Level, msg: string, req?: string): void;
  req(): string | undefined;
  has(role: Role): boolean;
  S(role: Role): string;
}

export type Noise = (c: Ctx, at: number) => void;

export interface Failure {
  role: Role;
  /** Share of requests through the service that fail while it is broken. */
  rate: number;
  /** The service writes nothing at all while broken (its INFO lines stop). */
  quiet?: boolean;
  /** Fraction of the rest of the window it stays broken (default: to the end). */
  lastsFor?: number;
  /** What the broken service logs for one failed request. */
  origin(r: Rng, c: Ctx): Lines;
  /** What each caller logs, by role ("*" for any other), given the callee's name. */
  up: Partial<Record<Role | "*", (r: Rng, callee: string, c: Ctx, path: string) => Lines>>;
  /** Extra lines relative to the start, in seconds (negative: before it). */
  events?: [number, Role, Level, string][];
  /** Lines repeated while broken: [every seconds, role, line]. */
  periodic?: [number, Role, (r: Rng) => [Level, string]][];
  /** Anything more the failure does to the window. */
  extra?: (c: Ctx, tf: number) => void;
}

export interface Scenario {
  e: Estate;
  seed: number;
  start: number;
  minutes: number;
  lines: number;
  noise: Noise[];
  failure?: Failure;
  /** Minutes after start at which the failure begins (or the noise centres). */
  at: number;
}

export function simulate(sc: Scenario): Rec[] {
  const r = mulberry32(sc.seed);
  const { e } = sc;
  const t0 = sc.start;
  const span = sc.minutes * 60000;
  const tEnd = t0 + span;
  const tf = t0 + sc.at * 60000;
  const f = sc.failure;
  const tStop = f ? tf + (f.lastsFor ?? 1) * (tEnd - tf) : 0;
  const failing = (t: number): boolean => f !== undefined && t >= tf && t < tStop;
  const originSvc = f ? S(e, f.role) : "";
  const skew: Record<string, number> = {};
  const recs: Rec[] = [];
  let seq = 0;
  const push = (t: number, role: Role, level: Level, msg: string, req: string | undefined, forced: boolean) => {
    if (t < t0 || t >= tEnd) return;
    const svc = S(e, role);
    if (!forced && f?.quiet && svc === originSvc && failing(t)) return;
    if (skew[svc] === undefined) skew[svc] = r.i(-300, 300);
    recs.push({ printed: t + skew[svc], svc, level, msg, req, seq: seq++ });
  };
  for (const s of Object.values(e.svc)) if (s) skew[s] = r.i(-300, 300);
  const c: Ctx = {
    e,
    r,
    t0,
    tEnd,
    span,
    emit: (t, role, level, msg, req) => push(t, role, level, msg, req, false),
    force: (t, role, level, msg, req) => push(t, role, level, msg, req, true),
    req: () => (e.traced ? r.hex(16) : undefined),
    has: (role) => has(e, role),
    S: (role) => S(e, role),
  };

  const routes = ROUTES.filter((rt) => rt.every((role) => has(e, role)));
  const hops = routes.reduce((a, x) => a + x.length, 0) / routes.length;
  const gap = span / Math.max(20, (sc.lines * 0.72) / hops);
  for (let t = t0 + r.f(0, gap); t < tEnd; t += gap * r.f(0.4, 1.6)) {
    const route = r.p(routes);
    const req = c.req();
    const hit = f !== undefined && failing(t) && route.includes(f.role) && r.c(f.rate);
    const cut = hit && f ? route.indexOf(f.role) : route.length;
    let tt = t;
    if (!hit) {
      for (let h = route.length - 1; h >= 0; h--) {
        tt += r.f(2, 40);
        const line = okLine(e, route[h], route[h + 1], r);
        if (line) c.emit(tt, route[h], "info", line, req);
      }
      continue;
    }
    if (!f) continue;
    tt += r.f(2, 30);
    const path = edgePath(route[1], r);
    for (const [lvl, msg] of f.origin(r, c)) {
      c.emit(tt, f.role, lvl, msg, req);
      tt += r.f(0.5, 4);
    }
    for (let h = cut - 1; h >= 0; h--) {
      tt += r.f(3, 60);
      const w = f.up[route[h]] ?? f.up["*"];
      if (!w) continue;
      for (const [lvl, msg] of w(r, S(e, route[h + 1]), c, path)) {
        c.emit(tt, route[h], lvl, msg, req);
        tt += r.f(40, 900);
      }
    }
  }
  for (const [every, role, fn] of backgroundJobs(e)) {
    if (!has(e, role)) continue;
    for (let t = t0 + r.f(0, every * 1000); t < tEnd; t += every * 1000 * r.f(0.85, 1.15)) {
      const [l, m] = fn(r);
      c.emit(t, role, l, m);
    }
  }
  const noisy = e.noisy;
  for (let t = t0 + r.f(0, 20000); t < tEnd; t += noisy.every * 1000 * r.f(0.5, 1.5)) {
    const [l, m] = noisy.line(r);
    c.emit(t, noisy.role, l, m);
  }
  for (const n of sc.noise) n(c, tf);
  if (f) {
    for (const [dt, role, l, m] of f.events ?? []) c.force(tf + dt * 1000, role, l, m);
    for (const [every, role, fn] of f.periodic ?? []) {
      for (let t = tf + r.f(1000, every * 1000); t < tStop; t += every * 1000 * r.f(0.8, 1.2)) {
        const [l, m] = fn(r);
        c.force(t, role, l, m);
      }
    }
    f.extra?.(c, tf);
  }
  return recs.sort((a, b) => a.printed - b.printed || a.seq - b.seq);
}
