// One aggregated window: records with true and printed times, per-service clock skew, sorting and rendering.
import { type Format, type Level, type Rec, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface EmitOpts {
  stack?: string[];
  errKind?: string;
  trace?: string;
}

export class Stream {
  readonly recs: Rec[] = [];
  private readonly skew = new Map<string, number>();
  private seq = 0;
  /** spans in which a service's ordinary INFO/DEBUG lines stop */
  private readonly quiet = new Map<string, Array<[number, number]>>();
  private forcing = false;

  constructor(
    readonly rng: Rng,
    readonly start: number,
    readonly end: number,
    services: readonly string[],
    readonly traced: boolean,
  ) {
    for (const s of services) this.skew.set(s, rng.int(-300, 300));
  }

  /** a fresh request / trace id, or undefined in estates that carry none */
  id(): string | undefined {
    return this.traced ? this.rng.hex(12) : undefined;
  }

  emit(t: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    if (t < this.start || t >= this.end) return;
    if (!this.forcing && (level === "info" || level === "debug") && this.isQuiet(svc, t)) return;
    const skew = this.skew.get(svc) ?? 0;
    this.recs.push({
      t,
      p: t + skew,
      svc,
      level,
      msg,
      stack: o.stack,
      errKind: o.errKind,
      trace: o.trace,
      seq: this.seq++,
    });
  }

  /** from `from` to `to` the service writes no ordinary INFO/DEBUG lines */
  silence(svc: string, from: number, to = Number.POSITIVE_INFINITY): void {
    const xs = this.quiet.get(svc) ?? [];
    xs.push([from, to]);
    this.quiet.set(svc, xs);
  }

  isQuiet(svc: string, t: number): boolean {
    return (this.quiet.get(svc) ?? []).some(([a, b]) => t >= a && t < b);
  }

  /** an emit that ignores silence (a service's own last or first words) */
  force(t: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    this.forcing = true;
    this.emit(t, svc, level, msg, o);
    this.forcing = false;
  }

  /** every `everyMs` (jittered) from start to end */
  every(everyMs: number, f: (t: number) => void, from = this.start, to = this.end): void {
    let t = from + this.rng.int(0, Math.max(1, Math.floor(everyMs / 2)));
    while (t < to) {
      f(t);
      t += Math.max(1, Math.round(everyMs * (0.7 + this.rng.next() * 0.6)));
    }
  }

  /** Poisson-ish arrivals at `perSec` */
  arrivals(perSec: number, f: (t: number) => void, from = this.start, to = this.end): void {
    if (perSec <= 0) return;
    let t = from;
    for (;;) {
      t += Math.max(1, Math.round((-Math.log(1 - this.rng.next()) / perSec) * 1000));
      if (t >= to) break;
      f(t);
    }
  }

  lines(format: Format, namespace: string, hostOf: (svc: string) => string): string[] {
    const sorted = [...this.recs].sort((a, b) => a.p - b.p || a.seq - b.seq);
    const padWidth = Math.max(...sorted.map((r) => r.svc.length + 2)) + 1;
    const out: string[] = [];
    for (const r of sorted) out.push(...render(format, r, { namespace, hostOf, padWidth }));
    return out;
  }
}
