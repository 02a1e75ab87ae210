// One aggregated window: events on true time, per-service clock skew, sorted by printed time.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string[];
  flow?: string;
}

export interface Printed extends Ev {
  printed: number;
}

export class Stream {
  readonly events: Ev[] = [];
  constructor(
    readonly rng: Rng,
    readonly start: number,
    readonly end: number,
    readonly traced: boolean,
  ) {}

  add(t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): void {
    if (t < this.start || t >= this.end) return;
    this.events.push({ t: Math.round(t), svc, level, msg, ...extra });
  }

  /** A trace id when the estate propagates one, else undefined. */
  trace(): string | undefined {
    return this.traced ? this.rng.hex(16) : undefined;
  }

  /** Calls fn at jittered intervals of about `every` ms between from and to. */
  every(everyMs: number, fn: (t: number) => void, from = this.start, to = this.end, jitter = 0.35): void {
    let t = from + this.rng.next() * everyMs;
    while (t < to) {
      fn(t);
      t += everyMs * (1 - jitter + 2 * jitter * this.rng.next());
    }
  }

  /** Poisson-like arrivals at a rate (per second) that may vary over time. */
  arrivals(rate: (t: number) => number, fn: (t: number) => void, from = this.start, to = this.end): void {
    let t = from;
    while (t < to) {
      const r = Math.max(rate(t), 0.001);
      t += (-Math.log(Math.max(this.rng.next(), 1e-9)) / r) * 1000;
      if (t < to) fn(t);
    }
  }

  drop(pred: (e: Ev) => boolean): void {
    const kept = this.events.filter((e) => !pred(e));
    this.events.length = 0;
    for (const e of kept) this.events.push(e);
  }

  finish(services: string[], skewMax: number): Printed[] {
    const skew = new Map<string, number>();
    for (const s of services) skew.set(s, Math.round((this.rng.next() * 2 - 1) * skewMax));
    const keep = new Set(services);
    const out = this.events
      .filter((e) => keep.has(e.svc))
      .map((e) => ({ ...e, printed: e.t + (skew.get(e.svc) ?? 0) }))
      .filter((e) => e.printed >= this.start && e.printed < this.end);
    out.sort((x, y) => x.printed - y.printed || x.t - y.t);
    return out;
  }
}
