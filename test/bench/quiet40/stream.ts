// One aggregated window: events at true time, per-service clock skew, muting for services that go quiet, and the
// final order by printed time.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  /** Printed time (true time plus the service's skew), ms since epoch. */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  seq: number;
}

export interface AddOpts {
  stack?: string[];
  trace?: string;
  /** Written even when the service is muted (its last words, or lines of a process that restarted). */
  force?: boolean;
}

export class Stream {
  readonly evs: Ev[] = [];
  private readonly skew = new Map<string, number>();
  private readonly muted = new Map<string, [number, number]>();
  private seq = 0;

  constructor(
    readonly rng: Rng,
    readonly services: string[],
    readonly t0: number,
    readonly t1: number,
  ) {
    for (const s of services) this.skew.set(s, rng.int(-300, 300));
  }

  add(t: number, svc: string, level: Level, msg: string, o: AddOpts = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    const m = this.muted.get(svc);
    if (m && t >= m[0] && t < m[1] && !o.force) return;
    this.evs.push({
      t: Math.round(t + (this.skew.get(svc) ?? 0)),
      svc,
      level,
      msg,
      stack: o.stack,
      trace: o.trace,
      seq: this.seq++,
    });
  }

  /** The service's own lines stop between `from` and `to` (it hangs, crashed, or is being restarted). */
  mute(svc: string, from: number, to = Number.POSITIVE_INFINITY): void {
    this.muted.set(svc, [from, to]);
  }

  isMuted(svc: string, t: number): boolean {
    const m = this.muted.get(svc);
    return !!m && t >= m[0] && t < m[1];
  }

  /** Calls `fn` every `period` ms (plus jitter) between `from` and `to`. */
  every(from: number, to: number, period: number, jitter: number, fn: (t: number) => void): void {
    let t = from + this.rng.float(0, period);
    while (t < to) {
      fn(t);
      t += period + this.rng.float(-jitter, jitter);
    }
  }

  sorted(): Ev[] {
    return [...this.evs].sort((a, b) => a.t - b.t || a.seq - b.seq);
  }

  lineCount(): number {
    let n = 0;
    for (const e of this.evs) n += 1 + (e.stack?.length ?? 0);
    return n;
  }
}
