// The event stream of one window: events at true times, filters that drop lines (services going quiet),
// per-service clock skew, and the sort by printed time.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

export interface Printed extends Ev {
  printed: number;
}

export class Stream {
  readonly events: Ev[] = [];
  private readonly drops: ((e: Ev) => boolean)[] = [];
  constructor(
    readonly r: Rng,
    readonly from: number,
    readonly to: number,
  ) {}

  add(t: number, svc: string, level: Level, msg: string, extra: { stack?: string; trace?: string } = {}): void {
    if (t < this.from || t >= this.to) return;
    this.events.push({ t: Math.round(t), svc, level, msg, ...extra });
  }

  /** Calls fn at a jittered period between a and b. */
  every(a: number, b: number, periodMs: number, fn: (t: number, n: number) => void, jitter = 0.15): void {
    let t = a + this.r() * periodMs;
    let n = 0;
    while (t < b) {
      fn(t, n++);
      t += periodMs * (1 - jitter + 2 * jitter * this.r());
    }
  }

  /** Calls fn at Poisson arrivals, ratePerMin on average, between a and b. */
  poisson(a: number, b: number, ratePerMin: number, fn: (t: number, n: number) => void): void {
    if (ratePerMin <= 0) return;
    let t = a;
    let n = 0;
    for (;;) {
      t += (-Math.log(1 - this.r()) * 60000) / ratePerMin;
      if (t >= b) return;
      fn(t, n++);
    }
  }

  drop(pred: (e: Ev) => boolean): void {
    this.drops.push(pred);
  }

  finish(skew: Map<string, number>): Printed[] {
    const kept = this.events.filter((e) => !this.drops.some((d) => d(e)));
    const out = kept.map((e) => ({ ...e, printed: e.t + (skew.get(e.svc) ?? 0) }));
    out.sort((x, y) => x.printed - y.printed || x.t - y.t);
    return out;
  }
}
