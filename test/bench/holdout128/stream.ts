// One aggregated stream: events at true times, printed with per-service clock skew, sorted by printed time.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface LogEvent {
  t: number; // true epoch ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errKind?: string;
  trace?: string;
}

export class Stream {
  readonly events: LogEvent[] = [];
  constructor(
    readonly rng: Rng,
    readonly start: number,
    readonly end: number,
  ) {}
  add(e: LogEvent): void {
    if (e.t >= this.start && e.t < this.end) this.events.push(e);
  }
  /** Events every [minS,maxS] seconds between from and to (epoch ms). */
  every(from: number, to: number, minS: number, maxS: number, make: (t: number) => LogEvent | LogEvent[] | null): void {
    let t = from + this.rng.next() * minS * 1000;
    while (t < Math.min(to, this.end)) {
      const out = make(Math.round(t));
      if (out) for (const e of Array.isArray(out) ? out : [out]) this.add(e);
      t += (minS + this.rng.next() * (maxS - minS)) * 1000;
    }
  }
  /** Sorted by printed time (true time plus that service's skew). */
  sorted(skew: Map<string, number>): (LogEvent & { p: number })[] {
    return this.events
      .map((e) => ({ ...e, p: e.t + (skew.get(e.svc) ?? 0) }))
      .sort((a, b) => a.p - b.p || a.svc.localeCompare(b.svc));
  }
}
