// One aggregated stream: records on true time, per-service clock skew, sorted by printed time.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Rec {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
  tag?: string;
}

export interface Printed extends Rec {
  printed: number;
  pod: string;
  source: string;
}

export class Stream {
  readonly recs: Rec[] = [];
  constructor(
    readonly r: Rng,
    readonly start: number,
    readonly end: number,
  ) {}
  emit(t: number, svc: string, level: Level, msg: string, req?: string, tag?: string): void {
    if (t < this.start || t >= this.end) return;
    this.recs.push({ t: Math.round(t), svc, level, msg, req, tag });
  }
  /** Poisson-ish arrival times at `perMin` between a and b. */
  times(a: number, b: number, perMin: number): number[] {
    const out: number[] = [];
    if (perMin <= 0) return out;
    let t = a + this.r.f() * (60000 / perMin);
    while (t < b) {
      out.push(t);
      t += (-Math.log(1 - this.r.f() * 0.999) * 60000) / perMin;
    }
    return out;
  }
  /** Fixed period with a little jitter. */
  every(a: number, b: number, periodMs: number, fn: (t: number, n: number) => void): void {
    let n = 0;
    for (let t = a + this.r.f() * periodMs; t < b; t += periodMs) fn(t + this.r.i(0, 400), n++);
  }
  /** Drops records matching `drop` at or after t0 with probability p. */
  suppress(t0: number, p: number, drop: (x: Rec) => boolean): void {
    for (let k = this.recs.length - 1; k >= 0; k--) {
      const x = this.recs[k] as Rec;
      if (x.t >= t0 && drop(x) && this.r.f() < p) this.recs.splice(k, 1);
    }
  }
}

export function finalize(s: Stream, skew: Map<string, number>, source: (svc: string) => string): Printed[] {
  const pods = new Map<string, string>();
  const out = s.recs.map((x) => {
    let pod = pods.get(x.svc);
    if (!pod) {
      pod = `${s.r.hex(9).slice(0, 9)}-${s.r.hex(5)}`.replace(/[0-9]/g, (d) => "bcdfghjklm"[Number(d)] ?? "x");
      pods.set(x.svc, pod);
    }
    return { ...x, printed: x.t + (skew.get(x.svc) ?? 0), pod, source: source(x.svc) };
  });
  out.sort((a, b) => a.printed - b.printed || a.t - b.t);
  return out;
}
