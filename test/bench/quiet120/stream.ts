// One aggregated stream: events at true time, per-service clock skew, muting after a change, sorted rendering.
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface AddOpts {
  stack?: string[];
  errType?: string;
  trace?: string;
}

interface Mute {
  from: number;
  until: number;
  pred: (svc: string, msg: string, level: Level) => boolean;
}

export class Stream {
  private readonly evs: { t: number; ev: Ev }[] = [];
  private readonly skew = new Map<string, number>();
  private readonly mutes: Mute[] = [];

  constructor(
    readonly rng: Rng,
    readonly services: string[],
    readonly start: number,
    readonly end: number,
    readonly traced: boolean,
  ) {
    for (const s of services) this.skew.set(s, rng.int(-300, 300));
  }

  has(svc: string): boolean {
    return this.skew.has(svc);
  }

  tid(): string | undefined {
    return this.traced ? this.rng.hex(12) : undefined;
  }

  add(t: number, svc: string, level: Level, msg: string, o: AddOpts = {}): void {
    if (!this.has(svc) || t < this.start || t >= this.end) return;
    this.evs.push({
      t,
      ev: {
        at: t + (this.skew.get(svc) ?? 0),
        service: svc,
        level,
        msg,
        stack: o.stack,
        errType: o.errType,
        trace: o.trace,
      },
    });
  }

  /** Calls fn at a fixed period with jitter between from and until. */
  every(periodMs: number, fn: (t: number) => void, from = this.start, until = this.end, jitterMs = 400): void {
    for (let t = from + this.rng.int(0, periodMs); t < until; t += periodMs) fn(t + this.rng.int(0, jitterMs));
  }

  /** Calls fn at random times, `perMin` on average. */
  poisson(perMin: number, fn: (t: number) => void, from = this.start, until = this.end): void {
    if (perMin <= 0) return;
    const mean = 60000 / perMin;
    for (let t = from - Math.log(1 - this.rng.next()) * mean; t < until; t += -Math.log(1 - this.rng.next()) * mean) {
      fn(Math.floor(t));
    }
  }

  /** Drops already-added and later events that match pred between from and until (true time). */
  mute(from: number, pred: Mute["pred"], until = Number.POSITIVE_INFINITY): void {
    this.mutes.push({ from, until, pred });
  }

  lines(format: Format, namespace: string): string[] {
    const kept = this.evs.filter(
      ({ t, ev }) => !this.mutes.some((m) => t >= m.from && t < m.until && m.pred(ev.service, ev.msg, ev.level)),
    );
    kept.sort((a, b) => a.ev.at - b.ev.at);
    const pad = Math.max(...this.services.map((s) => s.length)) + 3;
    return kept.flatMap(({ ev }) => render(ev, format, namespace, pad));
  }
}
