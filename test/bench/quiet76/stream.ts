// One aggregated window: events on true time, per-service skew, muting (services that go quiet), sorting by printed time.
import { hex, type Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "critical";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string[];
  errType?: string;
}

export interface AddOpts {
  trace?: string;
  stack?: string[];
  errType?: string;
  force?: boolean;
}

export class Stream {
  readonly evs: Ev[] = [];
  private readonly muted: { svc: string; from: number; to: number; has?: string }[] = [];

  constructor(
    readonly r: Rng,
    readonly t0: number,
    readonly t1: number,
    readonly traces: boolean,
  ) {}

  /** Routine (info/debug) lines of `svc` stop between from and to; warnings and errors still get through. */
  mute(svc: string, from: number, to = Number.POSITIVE_INFINITY, has?: string): void {
    this.muted.push({ svc, from, to, has });
  }

  add(t: number, svc: string, level: Level, msg: string, o: AddOpts = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    if (!o.force && (level === "info" || level === "debug")) {
      if (this.muted.some((m) => m.svc === svc && t >= m.from && t < m.to && (!m.has || msg.includes(m.has)))) return;
    }
    this.evs.push({ t: Math.round(t), svc, level, msg, trace: o.trace, stack: o.stack, errType: o.errType });
  }

  /** Poisson arrivals at perMin per minute between from and to. */
  poisson(from: number, to: number, perMin: number, fn: (t: number) => void): void {
    if (perMin <= 0) return;
    let t = from;
    for (;;) {
      t += (-Math.log(1 - this.r()) * 60000) / perMin;
      if (t >= to) break;
      fn(t);
    }
  }

  /** A periodic job with a little jitter. */
  every(from: number, to: number, periodMs: number, jitterMs: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from + this.r() * periodMs; t < to; t += periodMs) fn(t + (this.r() - 0.5) * jitterMs, i++);
  }

  trace(): string | undefined {
    return this.traces ? hex(this.r, 16) : undefined;
  }
}

/** Printed order: each service's clock is off by its own skew; ties keep true order. */
export function sortPrinted(evs: Ev[], skew: Map<string, number>): { ev: Ev; printed: number }[] {
  return evs
    .map((ev, i) => ({ ev, printed: ev.t + (skew.get(ev.svc) ?? 0), i }))
    .sort((a, b) => a.printed - b.printed || a.i - b.i)
    .map(({ ev, printed }) => ({ ev, printed }));
}
