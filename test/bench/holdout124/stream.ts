// Simulates one aggregated window of an estate: request traffic along its routes, periodic jobs and noise, one noisy
// service, and optionally one failing service whose callers report the failure in their own words.
import { accessLine, type CallKind, callerSays, type Estate, retrySays, type Say } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export type Line = [Level, string];

export interface Fault {
  origin: string;
  at: number;
  /** only requests where the origin calls this service fail (an outbound problem of the origin) */
  via?: string;
  failRate: number;
  kind: CallKind;
  quiet: boolean;
  storm: boolean;
  breakerAfter?: number;
  /** only these routes reach the failing code path */
  onlyRoutes?: string[];
  fail: (r: Rng) => Line[];
  periodic?: { every: number; say: (r: Rng, k: number) => Line[] };
  onset?: Array<[number, string, Level, string]>;
}

export interface StreamSpec {
  estate: Estate;
  t0: number;
  minutes: number;
  target: number;
  fault?: Fault;
  extras: Array<[number, string, Level, string]>;
}

const STATUS: Record<CallKind, number> = {
  timeout: 504,
  status5xx: 502,
  refused: 502,
  reset: 502,
  breaker: 503,
  status4xx: 400,
  unauth: 502,
  forbidden: 502,
};

export function simulate(spec: StreamSpec, r: Rng): Rec[] {
  const { estate: e, t0, fault } = spec;
  const tEnd = t0 + spec.minutes * 60000;
  const skew: Record<string, number> = {};
  for (const s of Object.keys(e.runtimes)) skew[s] = r.int(-300, 300);
  const recs: Rec[] = [];
  const silenced = (svc: string, t: number): boolean => !!fault && fault.quiet && svc === fault.origin && t >= fault.at;
  const emit = (t: number, svc: string, level: Level, msg: string, req?: string): void => {
    if (t < t0 || t >= tEnd) return;
    recs.push({ t, skew: skew[svc] ?? 0, svc, level, msg, ...(req ? { req } : {}) });
  };
  const every = (bg: { svc: string; every: number; say: Say }, firstWithin: number): void => {
    for (let t = t0 + r.int(0, firstWithin); t < tEnd; t += bg.every * (0.75 + r.next() * 0.5)) {
      if (silenced(bg.svc, t)) continue;
      const [lv, msg] = bg.say(r);
      emit(t, bg.svc, lv, msg);
    }
  };
  for (const j of e.jobs) every(j, j.every);
  for (const j of e.noise) every(j, j.every);
  for (const j of e.deprecations) every(j, 60000);
  every(e.noisy, 10000);
  for (const [t, svc, lv, msg] of spec.extras) emit(t, svc, lv, msg);
  if (fault?.onset) for (const [dt, svc, lv, msg] of fault.onset) emit(fault.at + dt, svc, lv, msg);
  if (fault?.periodic) {
    let k = 0;
    for (let t = fault.at + r.int(200, 3000); t < tEnd; t += fault.periodic.every * (0.8 + r.next() * 0.4)) {
      for (const [lv, msg] of fault.periodic.say(r, k++)) emit(t + r.int(0, 40), fault.origin, lv, msg);
    }
  }

  let failures = 0;
  const request = (route: Estate["routes"][number], t: number): void => {
    const id = e.ids === "none" ? undefined : e.ids === "trace" ? r.hex(16) : `req-${r.hex(12)}`;
    const idAt = (i: number): string | undefined => (e.ids === "edge" && i > 1 ? undefined : id);
    const hops = route.hops;
    const inner = route.path.replace(/^\/(bff|v1|v2)(?=\/)/, "");
    const k = fault ? hops.findIndex((h) => h.svc === fault.origin) : -1;
    const viaOk =
      (!fault?.via || hops[k + 1]?.svc === fault.via) && (!fault?.onlyRoutes || fault.onlyRoutes.includes(route.name));
    if (fault && t >= fault.at && k >= 0 && viaOk && r.chance(fault.failRate)) {
      failures++;
      const broken = fault.breakerAfter !== undefined && failures > fault.breakerAfter && r.chance(0.8);
      const base = t + 8 * k;
      const slow = fault.kind === "timeout" ? r.int(5000, 10000) : r.int(3, 400);
      const atOrigin = (t1: number): void => {
        let to = t1;
        for (const [lv, msg] of fault.fail(r)) {
          to += r.int(1, 6);
          emit(to, fault.origin, lv, msg, idAt(k));
        }
      };
      if (!broken) atOrigin(base + r.int(1, 25));
      if (k === 0) return;
      const caller = hops[k - 1]?.svc ?? "";
      const rt = e.runtimes[caller] ?? "node";
      let tc = base + slow;
      if (fault.storm && !broken) {
        const n = r.int(2, 3);
        for (let a = 1; a <= n; a++) {
          emit(tc, caller, "warn", retrySays(rt, fault.origin, inner, a, r), idAt(k - 1));
          tc += 100 * 2 ** a + (fault.kind === "timeout" ? r.int(5000, 9000) : r.int(5, 80));
          if (r.chance(0.5)) atOrigin(tc - 20);
        }
      }
      const kind = broken ? "breaker" : fault.kind;
      emit(tc, caller, "error", callerSays(rt, kind, fault.origin, route.method, inner, r), idAt(k - 1));
      for (let i = k - 2; i >= 0; i--) {
        const h = hops[i];
        if (!h) continue;
        const hrt = e.runtimes[h.svc] ?? "node";
        tc += r.int(1, 12);
        const status = STATUS[kind];
        if (i === 0 && (hrt === "node" || hrt === "go"))
          emit(tc, h.svc, "error", accessLine(hrt, route.method, route.path, status, tc - t, r), idAt(i));
        else
          emit(
            tc,
            h.svc,
            "error",
            callerSays(hrt, "status5xx", hops[i + 1]?.svc ?? "", route.method, route.path, r),
            idAt(i),
          );
      }
      return;
    }
    // healthy: deepest hop first in time, edge last; one in a hundred calls succeeds on a retry
    let tt = t + r.int(2, 20) * hops.length;
    for (let i = hops.length - 1; i >= 0; i--) {
      const h = hops[i];
      if (!h) continue;
      if (silenced(h.svc, t)) continue;
      const ms = Math.round(tt - t + r.int(1, 40));
      if (i === 0 && hops.length > 1 && r.chance(0.01)) {
        const callee = hops[1]?.svc ?? "";
        emit(tt - r.int(80, 300), h.svc, "warn", retrySays(e.runtimes[h.svc] ?? "node", callee, inner, 1, r), idAt(0));
      }
      emit(tt, h.svc, "info", h.ok(r, ms), idAt(i));
      tt += r.int(2, 30);
    }
  };

  const periodic = e.routes.filter((x) => x.every);
  const weighted = e.routes.filter((x) => !x.every);
  for (const p of periodic)
    for (let t = t0 + r.int(0, p.every ?? 5000); t < tEnd; t += (p.every ?? 5000) * (0.9 + r.next() * 0.2))
      request(p, t);
  const bg = recs.length;
  const n = Math.max(200, (spec.target - bg) / 2.4);
  const mean = (tEnd - t0) / n;
  const total = weighted.reduce((s, x) => s + (x.weight ?? 1), 0);
  for (let t = t0 + r.next() * mean; t < tEnd; t += -Math.log(1 - r.next()) * mean) {
    let w = r.next() * total;
    const route =
      weighted.find((x) => {
        w -= x.weight ?? 1;
        return w < 0;
      }) ?? weighted[0];
    if (route) request(route, t);
  }
  recs.sort((a, b) => a.t + a.skew - (b.t + b.skew));
  return recs;
}
