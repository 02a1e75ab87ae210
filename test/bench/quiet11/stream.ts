// One window's events: scenario and background lines are added in true time, then each service's clock skew is
// applied and the whole stream is sorted by printed time and rendered in one format.
import { type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  more?: string[];
  req?: string;
}

export class Stream {
  readonly evs: Ev[] = [];
  constructor(
    readonly t0: number,
    readonly t1: number,
  ) {}
  add(t: number, svc: string, level: Level, msg: string, more?: string[], req?: string): number {
    if (t >= this.t0 && t < this.t1) this.evs.push({ t: Math.round(t), svc, level, msg, more, req });
    return t;
  }
  /** Calls `f` every `period` ms (with up to `jitter` ms of noise) from `from` to `to`. */
  every(r: Rng, from: number, to: number, period: number, jitter: number, f: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from + r.float(0, period); t < to; t += period + r.float(-jitter, jitter)) f(t, i++);
  }
  /** Event lines (with continuations) the stream holds so far. */
  count(): number {
    return this.evs.reduce((s, e) => s + 1 + (e.more?.length ?? 0), 0);
  }
  print(f: Format, r: Rng, ns: string, maxSkew = 300): string[] {
    const skew = new Map<string, number>();
    for (const e of this.evs) if (!skew.has(e.svc)) skew.set(e.svc, r.int(-maxSkew, maxSkew));
    const width = Math.max(...[...skew.keys()].map((s) => s.length + 2)) + 1;
    const printed = this.evs
      .map((e, i) => ({ ...e, ts: e.t + (skew.get(e.svc) ?? 0), i }))
      .sort((a, b) => a.ts - b.ts || a.i - b.i);
    return printed.flatMap((e) => render(f, e, width, ns));
  }
}
