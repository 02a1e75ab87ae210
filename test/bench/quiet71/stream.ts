// One aggregated stream: events at true times, per-service clock skew, services that go silent, sorted on print time.
import type { Rng } from "./rng.js";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Ev {
  t: number; // printed time (true time + skew), ms since epoch
  tt: number; // true time
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  seq: number;
}

export class Stream {
  readonly evs: Ev[] = [];
  private readonly skew = new Map<string, number>();
  private mutes: { svc: string; from: number; re?: RegExp }[] = [];
  private seq = 0;
  constructor(
    readonly rng: Rng,
    readonly services: string[],
    readonly t0: number,
    readonly t1: number,
  ) {
    for (const s of services) this.skew.set(s, rng.int(-300, 300));
  }
  /** From `from` on, `svc` logs nothing (or nothing matching `re`). */
  mute(svc: string, from: number, re?: RegExp): void {
    this.mutes.push({ svc, from, re });
  }
  emit(t: number, svc: string, lvl: Level, msg: string, o: { stack?: string[]; trace?: string } = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    const p = Math.round(t + (this.skew.get(svc) ?? 0));
    this.evs.push({ t: p, tt: t, svc, lvl, msg, stack: o.stack, trace: o.trace, seq: this.seq++ });
  }
  /** Calls `f` at Poisson-like times with the given mean gap (ms) from `from` to `to`. */
  every(mean: number, f: (t: number) => void, from = this.t0, to = this.t1): void {
    let t = from + this.rng.gap(mean);
    while (t < to) {
      f(t);
      t += this.rng.gap(mean);
    }
  }
  /** Calls `f` on a fixed period with a little jitter, like a cron or a ticker. */
  tick(period: number, f: (t: number) => void, phase = this.rng.next() * period): void {
    for (let t = this.t0 + phase; t < this.t1; t += period) f(t + this.rng.int(0, 40));
  }
  sorted(): Ev[] {
    const muted = (e: Ev) => this.mutes.some((m) => m.svc === e.svc && e.tt >= m.from && (!m.re || m.re.test(e.msg)));
    return this.evs.filter((e) => !muted(e)).sort((a, b) => a.t - b.t || a.seq - b.seq);
  }
}
