// One aggregated window: events at true time, per-service clock skew, sorted by printed time and rendered.
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  probe?: boolean;
}

export class Window {
  readonly events: Ev[] = [];
  readonly skew = new Map<string, number>();
  /** services whose INFO/DEBUG lines stop from a time on (they go quiet); keep is the share still written */
  readonly quiet = new Map<string, { from: number; keep: number; probes?: boolean }>();
  /** events from this index on (the failure's own lines) are never thinned by `quiet` */
  protectFrom = Number.POSITIVE_INFINITY;
  constructor(
    readonly rng: Rng,
    readonly start: number,
    readonly end: number,
    readonly services: readonly string[],
    readonly traced: boolean,
  ) {
    for (const s of services) this.skew.set(s, rng.int(-300, 300));
  }
  add(
    t: number,
    svc: string,
    level: Level,
    msg: string,
    extra: { stack?: string[]; trace?: string; probe?: boolean } = {},
  ): void {
    if (t < this.start || t >= this.end) return;
    const e: Ev = { t, svc, level, msg };
    if (extra.probe) e.probe = true;
    if (extra.stack) e.stack = extra.stack;
    if (extra.trace && this.traced) e.trace = extra.trace;
    this.events.push(e);
  }
  /** a request or trace id, or undefined in estates that carry none */
  id(): string | undefined {
    return this.traced ? this.rng.hex(16) : undefined;
  }
  /** calls fn at a jittered period across [from, to) */
  every(periodMs: number, fn: (t: number) => void, from = this.start, to = this.end, jitter = 0.15): void {
    let t = from + this.rng.int(0, periodMs);
    while (t < to) {
      fn(t);
      t += Math.round(periodMs * (1 - jitter + 2 * jitter * this.rng.next()));
    }
  }
  /** Poisson-ish arrivals at a mean rate per second */
  poisson(ratePerSec: number, fn: (t: number) => void, from = this.start, to = this.end): void {
    if (ratePerSec <= 0) return;
    let t = from;
    for (;;) {
      t += Math.max(1, Math.round((-Math.log(1 - this.rng.next()) / ratePerSec) * 1000));
      if (t >= to) return;
      fn(t);
    }
  }
  render(fmt: Format, namespace: string, hostOf: (svc: string) => string): string[] {
    const q = this.quiet;
    const kept = this.events.filter((e, i) => {
      const g = q.get(e.svc);
      if (!g || i >= this.protectFrom || e.t < g.from || (e.level !== "INFO" && e.level !== "DEBUG")) return true;
      if (e.probe && !g.probes) return true;
      return this.rng.next() < g.keep;
    });
    const printed: Printed[] = kept.map((e) => {
      const p: Printed = {
        printed: e.t + (this.skew.get(e.svc) ?? 0),
        svc: e.svc,
        level: e.level,
        msg: e.msg,
        host: hostOf(e.svc),
      };
      if (e.stack) p.stack = e.stack;
      if (e.trace) p.trace = e.trace;
      return p;
    });
    printed.sort((a, b) => a.printed - b.printed);
    const width = Math.max(...this.services.map((s) => s.length + 2)) + 1;
    return printed.flatMap((p) => render(fmt, p, namespace, width));
  }
}
