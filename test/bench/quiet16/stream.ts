// The event stream of one window: true-time events per service, muting of a service that goes quiet,
// and helpers to lay periodic or Poisson traffic.
import { gap, type Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errKind?: string;
  trace?: string;
  /** Survives a mute of its service (a process that stopped doing work still logs this). */
  keep?: boolean;
}

export interface Stack {
  kind: string;
  lines: string[];
}

export class Stream {
  readonly evs: Ev[] = [];
  private mutes: { svc: string; from: number; to: number; keepShare: number }[] = [];

  constructor(
    readonly r: Rng,
    readonly start: number,
    readonly end: number,
  ) {}

  /** Calendar day `off` days from the window start, as 2026-11-29 or (compact) 20261129. */
  day(off: number, compact = false): string {
    const d = new Date(this.start + off * 86400000).toISOString().slice(0, 10);
    return compact ? d.replace(/-/g, "") : d;
  }

  add(t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): void {
    if (t < this.start || t >= this.end) return;
    this.evs.push({ t: Math.round(t), svc, level, msg, ...extra });
  }

  err(t: number, svc: string, level: Level, msg: string, st: Stack, extra: Partial<Ev> = {}): void {
    this.add(t, svc, level, msg, { stack: st.lines, errKind: st.kind, ...extra });
  }

  /** Calls fn at Poisson arrivals of `perMin` per minute between from and to. */
  poisson(from: number, to: number, perMin: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from + gap(this.r, perMin); t < to; t += gap(this.r, perMin)) fn(t, i++);
  }

  /** Calls fn every `period` ms (with up to `jitter` ms of jitter) between from and to. */
  every(from: number, to: number, period: number, jitter: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from + this.r() * period; t < to; t += period) fn(t + (this.r() - 0.5) * jitter, i++);
  }

  /** The service stops logging its ordinary lines in [from, to); `keepShare` of them still get through. */
  mute(svc: string, from: number, to: number, keepShare = 0): void {
    this.mutes.push({ svc, from, to, keepShare });
  }

  final(): Ev[] {
    return this.evs.filter((e) => {
      if (e.keep) return true;
      const m = this.mutes.find((x) => x.svc === e.svc && e.t >= x.from && e.t < x.to);
      if (!m) return true;
      return this.r() < m.keepShare;
    });
  }
}
