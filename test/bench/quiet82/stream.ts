// One aggregated log stream: events at true time, printed with each service's clock skew, sorted by printed time.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string[];
  seq: number;
}

export class Stream {
  readonly events: Ev[] = [];
  private seq = 0;
  private readonly skew = new Map<string, number>();
  constructor(
    private readonly rng: Rng,
    readonly t0: number,
    readonly t1: number,
  ) {}

  add(t: number, svc: string, level: Level, msg: string, opts: { trace?: string; stack?: string[] } = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    this.events.push({ t: Math.round(t), svc, level, msg, trace: opts.trace, stack: opts.stack, seq: this.seq++ });
  }

  skewOf(svc: string): number {
    let s = this.skew.get(svc);
    if (s === undefined) {
      s = this.rng.int(-150, 150);
      this.skew.set(svc, s);
    }
    return s;
  }

  /** Events with printed time, in the order a collector would show them. */
  printed(): Array<Ev & { printedAt: number }> {
    return this.events
      .map((e) => ({ ...e, printedAt: e.t + this.skewOf(e.svc) }))
      .sort((a, b) => a.printedAt - b.printedAt || a.seq - b.seq);
  }
}
