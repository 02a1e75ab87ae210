// One aggregated stream: events at true time, printed with each service's clock skew, sorted by printed time.
import type { Rng } from "./rng.js";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  /** Printed even while the service is silenced or down (crash-loop start-up lines). */
  keep?: boolean;
}

export class Stream {
  readonly evs: Ev[] = [];
  /** After this true time a service prints no INFO/DEBUG lines (it went quiet). */
  readonly quietFrom = new Map<string, number>();
  /** Between these true times a service prints nothing at all (process down). */
  readonly downs: { svc: string; from: number; to: number }[] = [];

  constructor(
    readonly start: number,
    readonly end: number,
  ) {}

  add(t: number, svc: string, level: Level, msg: string, extra?: { stack?: string[]; trace?: string }): void {
    if (t < this.start || t >= this.end) return;
    this.evs.push({ t, svc, level, msg, stack: extra?.stack, trace: extra?.trace });
  }

  /** Events that survive silences, with printed times (true time + skew), sorted by printed time. */
  printed(skew: Map<string, number>): Ev[] {
    const out: Ev[] = [];
    for (const e of this.evs) {
      if (e.t < this.start || e.t >= this.end) continue;
      if (e.keep) {
        out.push({ ...e, t: Math.round(e.t + (skew.get(e.svc) ?? 0)) });
        continue;
      }
      const q = this.quietFrom.get(e.svc);
      if (q !== undefined && e.t >= q && (e.level === "INFO" || e.level === "DEBUG")) continue;
      if (this.downs.some((d) => d.svc === e.svc && e.t >= d.from && e.t < d.to)) continue;
      out.push({ ...e, t: Math.round(e.t + (skew.get(e.svc) ?? 0)) });
    }
    return out.sort((a, b) => a.t - b.t);
  }
}

/** Per-service clock skew up to 300 ms either way. */
export function skews(rng: Rng, services: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const s of services) m.set(s, rng.int(-300, 300));
  return m;
}

/** Calls `f` at roughly every `everyMs` (jittered) from `from` to `to`. */
export function every(rng: Rng, from: number, to: number, everyMs: number, f: (t: number) => void): void {
  let t = from + rng.next() * everyMs;
  while (t < to) {
    f(Math.round(t));
    t += everyMs * (0.8 + rng.next() * 0.4);
  }
}
