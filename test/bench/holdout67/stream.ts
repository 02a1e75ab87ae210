// Builds one aggregated stream: baseline traffic of an estate, the scenario's own events, per-service clock skew,
// sorted by printed time.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

/** One event at true time t (ms); skew is added when the stream is printed. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errKind?: string;
  trace?: string;
  src?: string;
}

/** One hop of a request; every step of one occurrence shares a trace id when the estate propagates one. */
export interface Step {
  svc: string;
  level?: Level;
  dt?: number;
  msg: (r: Rng) => string;
  stack?: (r: Rng) => string[];
  errKind?: string;
  /** Process-level lines (start-up, crash, stats) carry no request id. */
  noTrace?: boolean;
}

export interface Flow {
  w: number;
  steps: Step[];
}

export interface Periodic {
  svc: string;
  every: number;
  level?: Level;
  msg: (r: Rng) => string;
  stack?: (r: Rng) => string[];
  errKind?: string;
}

/** Occurrences per minute between from and to (seconds after the scenario's start time), optionally ramping up. */
export interface Burst {
  rate: number;
  from?: number;
  to?: number;
  ramp?: number;
  /** Evenly spaced (a restart loop, a scheduler tick) instead of random arrivals. */
  regular?: boolean;
  steps: Step[];
}

export interface Estate {
  key: string;
  ns: string;
  traced: boolean;
  services: string[];
  optional: string[];
  flows: Flow[];
  periodic: Periodic[];
  noisy: Periodic;
  /** One-off lines of an unrelated deploy or config reload, by service. */
  deploys: Array<{ svc: string; lines: Array<[Level, string]> }>;
}

export class Stream {
  readonly evs: Ev[] = [];
  constructor(
    private readonly r: Rng,
    private readonly traced: boolean,
  ) {}

  occur(t: number, steps: Step[]): void {
    const trace = this.traced ? this.r.hex(16) : undefined;
    let at = t;
    for (const s of steps) {
      at += s.dt ?? this.r.int(2, 40);
      this.evs.push({
        t: at,
        svc: s.svc,
        level: s.level ?? "info",
        msg: s.msg(this.r),
        stack: s.stack?.(this.r),
        errKind: s.errKind,
        trace: s.noTrace || s.level === "fatal" ? undefined : trace,
      });
    }
  }

  add(e: Ev): void {
    this.evs.push(e);
  }
}

export interface BaselineOpts {
  t0: number;
  t1: number;
  perSec: number;
  /** Multiplier over time (exam-week peak, evening peak); 1 when absent. */
  load?: (t: number) => number;
  /** Flows touching these services are dropped (the scenario writes their failures) after `from`. */
  disrupt?: { svcs: string[]; from: number; frac: number };
  /** Services whose own lines stop after a time. */
  mute?: Map<string, number>;
  present: Set<string>;
}

export function baseline(st: Stream, r: Rng, e: Estate, o: BaselineOpts): void {
  const totalW = e.flows.reduce((s, f) => s + f.w, 0);
  let t = o.t0 + r.int(0, 400);
  while (t < o.t1) {
    const rate = o.perSec * (o.load ? o.load(t) : 1);
    t += (-Math.log(1 - r.next()) * 1000) / rate;
    let x = r.next() * totalW;
    let flow = e.flows[0];
    for (const f of e.flows) {
      x -= f.w;
      if (x <= 0) {
        flow = f;
        break;
      }
    }
    const steps = flow.steps.filter((s) => o.present.has(s.svc));
    if (steps.length === 0) continue;
    if (o.disrupt && t >= o.disrupt.from && steps.some((s) => o.disrupt?.svcs.includes(s.svc))) {
      if (r.chance(o.disrupt.frac)) continue;
    }
    st.occur(
      t,
      steps.filter((s) => !(o.mute?.has(s.svc) && t >= (o.mute.get(s.svc) ?? 0))),
    );
  }
  for (const p of [...e.periodic, e.noisy]) {
    if (!o.present.has(p.svc)) continue;
    let pt = o.t0 + r.int(0, p.every * 1000);
    while (pt < o.t1) {
      if (!(o.mute?.has(p.svc) && pt >= (o.mute.get(p.svc) ?? 0)))
        st.add({ t: pt, svc: p.svc, level: p.level ?? "info", msg: p.msg(r), stack: p.stack?.(r), errKind: p.errKind });
      pt += p.every * 1000 * (0.7 + r.next() * 0.6);
    }
  }
}

export function bursts(st: Stream, r: Rng, start: number, t1: number, bs: Burst[]): void {
  for (const b of bs) {
    let t = start + (b.from ?? 0) * 1000;
    const end = b.to === undefined ? t1 : Math.min(t1, start + b.to * 1000);
    while (t < end) {
      st.occur(t, b.steps);
      const ramp = b.ramp ? Math.min(1, 0.2 + (t - start - (b.from ?? 0) * 1000) / (b.ramp * 1000)) : 1;
      const gap = b.regular ? 0.85 + r.next() * 0.3 : -Math.log(1 - r.next());
      t += (gap * 60000) / (b.rate * ramp);
    }
  }
}

/** Adds skew, sorts by printed time. */
export function finish(st: Stream, r: Rng, services: string[]): Ev[] {
  const skew = new Map<string, number>();
  for (const s of services) skew.set(s, r.int(-300, 300));
  const out = st.evs.map((e) => ({ ...e, t: Math.round(e.t + (skew.get(e.svc) ?? 0)) }));
  out.sort((a, b) => a.t - b.t);
  return out;
}
