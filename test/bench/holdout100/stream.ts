// Simulates one aggregated window of an estate: request traffic along its routes, the steady background, an
// optional fault at one service (callers wording the failure, retries, breakers, going quiet), clock skew.
import type { Estate, Line } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";
import { type CallKind, callerAnswers, callerSays } from "./words.js";

export interface Fault {
  at: string;
  /** error/warn: the origin logs its own trouble at that level; quiet: it stops logging while callers fail */
  mode: "error" | "warn" | "quiet";
  rate: number;
  /** only requests whose route also passes this service fail */
  onlyWith?: string;
  origin?: (r: Rng) => Line | Line[];
  kind: CallKind;
  code: number;
  /** per caller: replace what it says (callee given) */
  up?: Record<string, (r: Rng, callee: string) => Line[]>;
  /** a caller that retries three times before it gives up */
  retries?: string;
  /** seconds after the start when the nearest caller's breaker opens */
  breakerAfter?: number;
  onset?: [number, string, Level, string][];
  periodic?: [number, string, (r: Rng) => Line | Line[]];
  /** share of the rest of the window the trouble lasts */
  lastsFor?: number;
  /** ramp in seconds: the failure rate grows to `rate` over this time */
  ramp?: number;
}

export interface Window {
  t0: number;
  minutes: number;
  faultAtMin: number;
  target: number;
  extra?: [number, string, Level, string][];
}

const RETRY: Record<string, (callee: string, k: number, wait: number) => string> = {
  node: (c, k, w) => `retrying ${c} (attempt ${k}/3) in ${w}ms`,
  java: (c, k, w) => `Retry '${c}' attempt ${k} failed, waiting ${w}ms before next attempt`,
  go: (c, k, w) => `retry ${k}/3 for ${c} after ${w}ms backoff`,
  python: (c, k, w) =>
    `Retrying (Retry(total=${3 - k}, connect=None, read=None, redirect=None, status=None)) after connection broken by '${c}' in ${w}ms`,
  dotnet: (c, k, w) => `Polly retry ${k} of 3 for ${c}, delaying ${w}ms`,
  ruby: (c, k, w) => `retrying #${k} for ${c} in ${w / 1000}s`,
  cpp: (c, k, w) => `retry ${k} to ${c} in ${w} ms`,
};

export function simulate(e: Estate, fault: Fault | null, w: Window, r: Rng): Rec[] {
  const span = w.minutes * 60000;
  const tEnd = w.t0 + span;
  const tf = w.t0 + w.faultAtMin * 60000;
  const tStop = fault ? tf + (fault.lastsFor ?? 1) * (tEnd - tf) : tf;
  const skew: Record<string, number> = {};
  for (const s of Object.keys(e.services)) skew[s] = r.i(-300, 300);
  const recs: Rec[] = [];
  const emit = (t: number, svc: string, level: Level, msg: string, req?: string) => {
    if (t < w.t0 || t >= tEnd) return;
    recs.push({ t, svc, level, msg, skew: skew[svc] ?? 0, ...(req && e.traced ? { req } : {}) });
  };
  const failing = (t: number) => fault !== null && t >= tf && t < tStop;
  const silent = (svc: string, t: number) => fault?.mode === "quiet" && fault.at === svc && failing(t);
  const rateAt = (t: number) => (fault ? fault.rate * Math.min(1, fault.ramp ? (t - tf) / (fault.ramp * 1000) : 1) : 0);

  let steadyCount = 0;
  for (const s of e.steady) steadyCount += (span * (1 - (s.from ?? 0))) / (s.every * 1000);
  const hops = e.routes.reduce((a, x) => a + x.length, 0) / e.routes.length;
  const reqs = Math.max(200, (w.target - steadyCount) / (hops + 0.2));
  const gap = span / reqs;

  for (let t = w.t0 + r.f(0, gap); t < tEnd; t += gap * r.f(0.3, 1.7)) {
    const route = r.p(e.routes);
    const req = r.hex(16);
    const at = fault ? route.indexOf(fault.at) : -1;
    const hit =
      fault !== null && failing(t) && at >= 0 && (!fault.onlyWith || route.includes(fault.onlyWith)) && r.c(rateAt(t));
    let tt = t;
    const cut = hit ? at : route.length;
    for (let h = 0; h < route.length && h <= cut; h++) {
      tt += r.f(1, 12);
      const svc = route[h] as string;
      if (hit && h === cut) break;
      if (silent(svc, tt)) continue;
      const ok = e.services[svc]?.ok(r);
      if (ok) emit(tt, svc, "info", ok, req);
    }
    if (!hit || !fault) continue;
    const breakerOpen = fault.breakerAfter !== undefined && t > tf + fault.breakerAfter * 1000 && r.c(0.55);
    let te = tt + (fault.kind === "timeout" ? r.f(2000, 10000) : r.f(3, 120));
    if (!breakerOpen && fault.mode !== "quiet" && fault.origin) {
      const o = fault.origin(r);
      for (const [lv, m] of Array.isArray(o[0]) ? (o as Line[]) : [o as Line]) {
        emit(te, fault.at, lv, m, req);
        te += r.f(2, 300);
      }
    }
    for (let h = at - 1; h >= 0; h--) {
      const svc = route[h] as string;
      const callee = route[h + 1] as string;
      const rt = e.services[svc]?.rt ?? "go";
      const path = e.services[callee]?.path(r) ?? "/";
      te += r.f(2, 40);
      if (h === at - 1 && breakerOpen) {
        emit(te, svc, ...callerSays(rt, "breaker", callee, path, r, fault.code), req);
      } else if (h === at - 1) {
        if (fault.retries === svc) {
          for (let k = 1; k <= 3; k++) {
            const wait = 100 * 2 ** k + r.i(0, 80);
            emit(te, svc, "warn", (RETRY[rt] ?? RETRY.go)?.(callee, k, wait) ?? "", req);
            te += wait + (fault.kind === "timeout" ? r.f(1000, 5000) : r.f(5, 60));
          }
        }
        const over = fault.up?.[svc];
        for (const [lv, m] of over ? over(r, callee) : [callerSays(rt, fault.kind, callee, path, r, fault.code)])
          emit(te, svc, lv, m, req);
      } else {
        const code = fault.kind === "timeout" ? 504 : 502;
        const over = fault.up?.[svc];
        if (over) for (const [lv, m] of over(r, callee)) emit(te, svc, lv, m, req);
        else if (r.c(0.6)) emit(te, svc, ...callerSays(rt, "5xx", callee, path, r, code), req);
      }
      if (h === 0)
        emit(
          te + r.f(1, 5),
          svc,
          ...callerAnswers(rt, e.services[svc]?.path(r) ?? "/", r, fault.kind === "timeout" ? 504 : 503),
          req,
        );
    }
  }
  for (const s of e.steady) {
    for (let t = w.t0 + (s.from ?? 0) * span + r.f(0, s.every * 1000); t < tEnd; t += s.every * 1000 * r.f(0.7, 1.3)) {
      if (silent(s.svc, t)) continue;
      const out = s.fn(r);
      for (const [lv, m] of Array.isArray(out[0]) ? (out as Line[]) : [out as Line]) emit(t, s.svc, lv, m);
    }
  }
  if (fault) {
    for (const [dt, svc, lv, m] of fault.onset ?? []) emit(tf + dt * 1000, svc, lv, m);
    if (fault.periodic) {
      const [every, svc, fn] = fault.periodic;
      for (let t = tf + r.f(500, 3000); t < tStop; t += every * 1000 * r.f(0.8, 1.2)) {
        const out = fn(r);
        let tt = t;
        for (const [lv, m] of Array.isArray(out[0]) ? (out as Line[]) : [out as Line]) {
          emit(tt, svc, lv, m);
          tt += r.f(800, 2500);
        }
      }
    }
  }
  for (const [dt, svc, lv, m] of w.extra ?? []) emit(w.t0 + dt * 1000, svc, lv, m);
  recs.sort((a, b) => a.t + a.skew - (b.t + b.skew));
  return recs;
}
