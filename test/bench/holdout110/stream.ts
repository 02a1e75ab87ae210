// Simulates one aggregated window: request flows across an estate, background lines, and an optional fault.
import type { Level, Rec } from "./formats.js";
import { pinApp } from "./ids.js";
import type { Rng } from "./rng.js";

export type Line = [Level, string];
export type Gen = (r: Rng) => Line | Line[];

export interface Step {
  svc: string;
  ok: Gen;
}
export interface Flow {
  w: number;
  steps: Step[];
  traced?: boolean; // false: this path carries no request id even in traced estates
}
export interface Ambient {
  svc: string;
  perMin: number;
  gen: Gen;
}
export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  services: string[];
  flows: Flow[];
  ambient: Ambient[]; // health checks, periodic jobs, domain noise, deprecations, retries that succeed
  noisy: Ambient; // the constant harmless error or warning
  changes: Array<{ svc: string; lines: Line[] }>; // unrelated deploys / config reloads
}

export interface Fault {
  origin: string;
  pFail: number;
  ramp?: number; // ms until pFail is reached
  onlyWith?: string; // only requests whose flow also passes this service fail
  silent?: boolean; // the origin stops logging (apart from `during`/`once` lines at it)
  atOrigin?: Gen;
  callers: Record<string, Gen>;
  callerDelay?: [number, number];
  retry?: { svc: string; n: [number, number]; gen: Gen; gap?: number };
  during?: Ambient[];
  once?: Array<[number, string, Level, string]>; // ms after the start (may be negative)
}

export interface Window {
  start: number;
  minutes: number;
  targetLines: number;
  faultAt?: number; // ms after start
  fault?: Fault;
}

const arr = (x: Line | Line[]): Line[] => (Array.isArray(x[0]) ? (x as Line[]) : [x as Line]);

export function simulate(e: Estate, w: Window, r: Rng): Rec[] {
  const span = w.minutes * 60000;
  const end = w.start + span;
  const recs: Rec[] = [];
  const skew: Record<string, number> = {};
  for (const s of e.services) skew[s] = r.i(-300, 300);
  const f = w.fault;
  const fStart = w.start + (w.faultAt ?? span * 2);
  const silentFrom = (svc: string, t: number) => f?.silent === true && svc === f.origin && t >= fStart;
  const push = (t: number, svc: string, l: Line, req?: string, force = false) => {
    if (t >= end || t < w.start) return;
    if (!force && silentFrom(svc, t)) return;
    recs.push({ t, svc, level: l[0], msg: l[1], ...(req ? { req } : {}) });
  };
  const emit = (t: number, svc: string, g: Gen, req?: string, force = false, gap = 0) => {
    let tt = t;
    for (const l of arr(g(r))) {
      push(tt, svc, l, req, force);
      tt += gap || r.i(150, 900);
    }
  };
  const poisson = (perMin: number, fn: (t: number) => void, from = w.start, to = end) => {
    if (perMin <= 0) return;
    const mean = 60000 / perMin;
    let t = from + r.f() * mean;
    while (t < to) {
      fn(t);
      t += mean * (0.4 + 1.2 * r.f());
    }
  };

  // background
  const ambPerMin = e.ambient.reduce((s, a) => s + a.perMin, 0) + e.noisy.perMin;
  for (const a of [...e.ambient, e.noisy]) poisson(a.perMin, (t) => emit(t, a.svc, a.gen));

  // request traffic sized to the target
  const wsum = e.flows.reduce((s, x) => s + x.w, 0);
  const avgSteps = e.flows.reduce((s, x) => s + x.w * x.steps.length, 0) / wsum;
  const reqPerMin = Math.max(20, (w.targetLines / w.minutes - ambPerMin) / avgSteps);
  poisson(reqPerMin, (t) => {
    request(t);
    pinApp(undefined);
  });
  function request(t: number): void {
    let pick = r.f() * wsum;
    let flow = e.flows[0] as Flow;
    for (const x of e.flows) {
      pick -= x.w;
      if (pick <= 0) {
        flow = x;
        break;
      }
    }
    const req = e.traces && flow.traced !== false ? r.hex(16) : undefined;
    pinApp(r.i(1000000, 9999999));
    const hit = f && (!f.onlyWith || flow.steps.some((s) => s.svc === f.onlyWith));
    const k = f && hit ? flow.steps.findIndex((s) => s.svc === f.origin) : -1;
    let p = 0;
    if (f && k >= 0 && t >= fStart) p = f.ramp ? Math.min(1, (t - fStart) / f.ramp) * f.pFail : f.pFail;
    if (f && k >= 0 && r.chance(p)) {
      let tt = t;
      for (let j = 0; j < k; j++) tt += r.i(3, 40);
      const steps = flow.steps;
      if (!f.silent && f.atOrigin) emit(tt + r.i(5, 60), f.origin, f.atOrigin, req);
      const [d0, d1] = f.callerDelay ?? [20, 400];
      let tc = tt + r.i(d0, d1);
      for (let j = k - 1; j >= 0; j--) {
        const svc = (steps[j] as Step).svc;
        if (f.retry && f.retry.svc === svc) {
          const n = r.i(f.retry.n[0], f.retry.n[1]);
          for (let m = 0; m < n; m++) {
            tc += f.retry.gap ?? r.i(100, 2000);
            emit(tc, svc, f.retry.gen, req);
          }
        }
        const g = f.callers[svc];
        if (g) emit(tc + r.i(1, 30), svc, g, req);
        tc += r.i(2, 25);
      }
      return;
    }
    // healthy: callees log first, the edge logs the completed request last
    let tt = t + flow.steps.length * r.i(5, 40);
    for (let j = flow.steps.length - 1; j >= 0; j--) {
      const s = flow.steps[j] as Step;
      emit(tt, s.svc, s.ok, req);
      tt += r.i(2, 30);
    }
  }

  if (f) {
    for (const a of f.during ?? [])
      poisson(a.perMin, (t) => emit(t, a.svc, a.gen, undefined, true), fStart + r.i(0, 4000));
    for (const [dt, svc, level, msg] of f.once ?? []) push(fStart + dt, svc, [level, msg], undefined, true);
  }

  // an unrelated deploy or config reload near the fault (or mid-window when quiet)
  const others = e.changes.filter((c) => c.svc !== f?.origin);
  const ch = r.p(others);
  const at = f ? fStart + r.i(-150000, 100000) : w.start + span * (0.3 + 0.4 * r.f());
  let tt = at;
  for (const l of ch.lines) {
    push(tt, ch.svc, l, undefined, true);
    tt += r.i(80, 2500);
  }

  for (const x of recs) x.t += skew[x.svc] ?? 0;
  recs.sort((a, b) => a.t - b.t);
  return recs;
}
