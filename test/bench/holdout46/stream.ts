// One aggregated stream: events are recorded at true time, printed with the service's own clock skew, and the file
// is sorted by printed time before rendering.
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export type Msg = string | ((printed: number) => string);

export class Stream {
  readonly events: Printed[] = [];
  private readonly skew = new Map<string, number>();
  private readonly nodes = new Map<string, number>();
  constructor(
    readonly r: Rng,
    readonly t0: number,
    readonly end: number,
  ) {}

  private skewOf(svc: string): number {
    let s = this.skew.get(svc);
    if (s === undefined) {
      s = this.r.int(-300, 300);
      this.skew.set(svc, s);
      this.nodes.set(svc, this.r.int(0, 3));
    }
    return s;
  }

  /** Records an event at true time `t` (ms since epoch); events past the window's end are dropped. */
  emit(svc: string, t: number, level: Level, msg: Msg, extra: { stack?: string; trace?: string } = {}): void {
    if (t < this.t0 || t > this.end) return;
    const ts = Math.round(t + this.skewOf(svc));
    const message = typeof msg === "string" ? msg : msg(ts);
    this.events.push({ ts, service: svc, level, message, node: this.nodes.get(svc) ?? 0, ...extra });
  }

  /** Calls `fn` at random times with the given mean gap (ms) between `from` and `to`. */
  poisson(from: number, to: number, meanGap: number, fn: (t: number, i: number) => void): void {
    let t = from + this.r.exp(meanGap);
    let i = 0;
    while (t < to) {
      fn(t, i++);
      t += this.r.exp(meanGap);
    }
  }

  /** Calls `fn` every `period` ms (with up to 10% jitter) between `from` and `to`. */
  every(from: number, to: number, period: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from + this.r.next() * period; t < to; t += period * (0.95 + this.r.next() * 0.1)) fn(t, i++);
  }

  /** Sorted by printed time and rendered; returns the physical lines. */
  render(fmt: Format, ns: string): string[] {
    const sorted = [...this.events].sort((a, b) => a.ts - b.ts);
    const width = Math.max(...sorted.map((e) => e.service.length + 2));
    return sorted.flatMap((e) => render(fmt, e, width, ns));
  }
}
