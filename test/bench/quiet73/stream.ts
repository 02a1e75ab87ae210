// One aggregated window: events at true time, per-service clock skew, sorted by printed time.
export type Level = "debug" | "info" | "warn" | "error";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
}

export class Stream {
  readonly evs: Ev[] = [];
  constructor(
    readonly start: number,
    readonly end: number,
  ) {}
  add(t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): void {
    if (t < this.start || t >= this.end) return;
    this.evs.push({ t, svc, level, msg, ...extra });
  }
  /** Every `everyMs` (with jitter) from the start, call `f(t, i)`. */
  every(
    everyMs: number,
    jitterMs: number,
    f: (t: number, i: number) => void,
    rnd: () => number,
    from = this.start,
  ): void {
    let i = 0;
    for (let t = from + rnd() * everyMs; t < this.end; t += everyMs + (rnd() - 0.5) * 2 * jitterMs) f(t, i++);
  }
  /** Drops events for which `keep` is false (an origin going quiet). */
  filter(keep: (e: Ev) => boolean): void {
    const kept = this.evs.filter(keep);
    this.evs.length = 0;
    this.evs.push(...kept);
  }
  printed(skew: Map<string, number>): Ev[] {
    return this.evs
      .map((e) => ({ ...e, t: Math.round(e.t + (skew.get(e.svc) ?? 0)) }))
      .sort((a, b) => a.t - b.t || a.svc.localeCompare(b.svc));
  }
}
