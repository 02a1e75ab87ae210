// One scenario's stream: true-time events with per-service clock skew, sorted by printed time and rendered.
import { type Format, type Level, type Line, render } from "./formats.js";
import type { Rng } from "./rng.js";

export class Stream {
  readonly lines: Line[] = [];
  readonly skew = new Map<string, number>();
  constructor(
    readonly r: Rng,
    readonly t0: number,
    readonly end: number,
    services: string[],
  ) {
    for (const s of services) this.skew.set(s, r.int(-300, 300));
  }

  /** Logs at true time t; the printed time carries the service's skew. */
  at(t: number, svc: string, level: Level, msg: string, trace?: string): void {
    if (t < this.t0 || t > this.end) return;
    if (!this.skew.has(svc)) this.skew.set(svc, this.r.int(-300, 300));
    this.lines.push({ t: Math.round(t + (this.skew.get(svc) ?? 0)), svc, level, msg, trace });
  }

  /** Calls fn at a jittered period from `from` to `to` (true times). */
  every(periodMs: number, fn: (t: number, i: number) => void, from = this.t0, to = this.end, jitter = 0.1): void {
    let i = 0;
    for (let t = from + this.r.int(0, periodMs); t <= to; i++) {
      fn(t, i);
      t += periodMs * (1 - jitter + 2 * jitter * this.r.next());
    }
  }

  /** Calls fn about perMin times a minute (exponential gaps) from `from` to `to`. */
  poisson(perMin: number, fn: (t: number, i: number) => void, from = this.t0, to = this.end): void {
    if (perMin <= 0) return;
    let i = 0;
    for (let t = from - Math.log(1 - this.r.next()) * (60000 / perMin); t <= to; i++) {
      fn(t, i);
      t += -Math.log(1 - this.r.next()) * (60000 / perMin);
    }
  }

  trace(): string {
    return this.r.hex(12);
  }

  minute(m: number): number {
    return this.t0 + m * 60000;
  }

  text(f: Format, ns: string): string {
    const sorted = [...this.lines].sort((a, b) => a.t - b.t);
    const width = Math.max(...sorted.map((l) => l.svc.length)) + 4;
    return `${sorted.map((l) => render(f, l, ns, width)).join("\n")}\n`;
  }
}
