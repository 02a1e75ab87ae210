// One aggregated stream: events at true time, per-service clock skew, muted spans, sorted by printed time.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export interface Printed extends Ev {
  pt: number;
}

export class Stream {
  readonly evs: Ev[] = [];
  private readonly skew = new Map<string, number>();
  private readonly mutes: { svc: string; from: number; to: number; routine: boolean }[] = [];
  constructor(
    readonly r: Rng,
    readonly t0: number,
    readonly t1: number,
    readonly services: string[],
    readonly traces: boolean,
  ) {
    for (const s of services) this.skew.set(s, r.int(-300, 300));
  }
  has(svc: string): boolean {
    return this.skew.has(svc);
  }
  add(t: number, svc: string, level: Level, msg: string, extra: { stack?: string[]; trace?: string } = {}): void {
    if (t < this.t0 || t >= this.t1 || !this.has(svc)) return;
    this.evs.push({ t: Math.round(t), svc, level, msg, ...extra });
  }
  /** A trace id when the estate propagates them, else undefined. */
  tid(): string | undefined {
    return this.traces ? this.r.hex(16) : undefined;
  }
  /** Calls fn at jittered times between from and to with the given mean gap (seconds). */
  every(from: number, to: number, meanSec: number, fn: (t: number) => void): void {
    let t = from + this.r.int(0, Math.round(meanSec * 1000));
    while (t < to) {
      fn(t);
      t += Math.round(meanSec * 1000 * this.r.float(0.75, 1.25));
    }
  }
  /** Poisson arrivals between from and to. */
  poisson(from: number, to: number, meanSec: number, fn: (t: number) => void): void {
    let t = from + this.r.gap(meanSec);
    while (t < to) {
      fn(t);
      t += this.r.gap(meanSec);
    }
  }
  private readonly drops: ((e: Ev) => boolean)[] = [];
  /** Drops every event the predicate matches (work that no longer happens). */
  drop(fn: (e: Ev) => boolean): void {
    this.drops.push(fn);
  }
  /** Drops svc's lines in [from, to); with routine, only its info and debug lines. */
  mute(svc: string, from: number, to: number, routine = false): void {
    this.mutes.push({ svc, from, to, routine });
  }
  printed(): Printed[] {
    const out: Printed[] = [];
    for (const e of this.evs) {
      const quiet = (m: { svc: string; from: number; to: number; routine: boolean }) =>
        m.svc === e.svc && e.t >= m.from && e.t < m.to && (!m.routine || e.level === "info" || e.level === "debug");
      if (this.mutes.some(quiet) || this.drops.some((d) => d(e))) continue;
      out.push({ ...e, pt: e.t + (this.skew.get(e.svc) ?? 0) });
    }
    return out.sort((a, b) => a.pt - b.pt || a.t - b.t);
  }
}
