// One aggregated window: events carry true time, get the service's clock skew, and are sorted by printed time.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  /** printed time, ms since epoch (true time + skew) */
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
}

export class Stream {
  readonly evs: Ev[] = [];
  private readonly skew = new Map<string, number>();
  private seq = 0;

  constructor(
    services: readonly string[],
    rng: Rng,
    readonly start: number,
    readonly end: number,
  ) {
    for (const s of services) this.skew.set(s, rng.int(-300, 300));
  }

  add(t: number, svc: string, level: Level, msg: string, opts: AddOpts = {}): void {
    if (t < this.start || t >= this.end) return;
    const ev: Ev = { t: Math.round(t + (this.skew.get(svc) ?? 0)), svc, level, msg, seq: this.seq++ };
    if (opts.stack) ev.stack = opts.stack;
    if (opts.trace) ev.trace = opts.trace;
    this.evs.push(ev);
  }

  /** Drops lines of `svc` at or after `from` (a service that stops logging). */
  silence(svc: string, from: number, until = Number.POSITIVE_INFINITY, keep?: (e: Ev) => boolean): void {
    const skew = this.skew.get(svc) ?? 0;
    for (let i = this.evs.length - 1; i >= 0; i--) {
      const e = this.evs[i] as Ev;
      if (e.svc === svc && e.t - skew >= from && e.t - skew < until && !(keep?.(e) ?? false)) this.evs.splice(i, 1);
    }
  }

  sorted(): Ev[] {
    return [...this.evs].sort((a, b) => a.t - b.t || a.seq - b.seq);
  }
}
