// One aggregated stream: events in true time, services muted for a while, per-service clock skew, sorted by printed time.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  id?: string;
}

export interface Printed extends Ev {
  p: number;
}

interface Mute {
  svc: string;
  from: number;
  to: number;
  keep: number;
}

export class Stream {
  readonly evs: Ev[] = [];
  private readonly mutes: Mute[] = [];
  constructor(
    readonly r: Rng,
    readonly start: number,
    readonly end: number,
  ) {}

  emit(t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): void {
    if (t < this.start || t >= this.end) return;
    this.evs.push({ t: Math.round(t), svc, level, msg, ...extra });
  }

  /** Calls fn at a jittered period over [from, to). */
  every(periodMs: number, fn: (t: number) => void, from = this.start, to = this.end, jitter = 0.3): void {
    let t = from + this.r.next() * periodMs;
    while (t < to) {
      fn(t);
      t += periodMs * (1 - jitter + 2 * jitter * this.r.next());
    }
  }

  /** Keeps only `keep` of the info/debug lines of svc in [from, to). */
  mute(svc: string, from: number, to = this.end, keep = 0): void {
    this.mutes.push({ svc, from, to, keep });
  }

  finish(skew: Record<string, number>): Printed[] {
    const out: Printed[] = [];
    for (const e of this.evs) {
      const m = this.mutes.find((x) => x.svc === e.svc && e.t >= x.from && e.t < x.to);
      if (m && (e.level === "info" || e.level === "debug") && !(this.r.next() < m.keep)) continue;
      out.push({ ...e, p: e.t + (skew[e.svc] ?? 0) });
    }
    return out.sort((a, b) => a.p - b.p || a.t - b.t);
  }
}
