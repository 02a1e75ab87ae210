// One scenario's events on true time, then printed with per-service clock skew and sorted by printed time.
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  role: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

export class Stream {
  readonly evs: Ev[] = [];
  constructor(
    readonly rng: Rng,
    readonly start: number,
    readonly end: number,
  ) {}
  add(t: number, role: string, level: Level, msg: string, stack?: string, trace?: string): void {
    if (t < this.start || t >= this.end) return;
    this.evs.push({ t, role, level, msg, stack, trace });
  }
  /** Roughly every `period` ms (±40%) between from and to. */
  every(from: number, to: number, period: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (
      let t = from + this.rng.next() * period;
      t < Math.min(to, this.end);
      t += period * (0.6 + this.rng.next() * 0.8)
    )
      fn(Math.round(t), i++);
  }
}

/** Renders the stream: role -> service name, skew per service, sorted by printed time. */
export function print(s: Stream, f: Format, names: Record<string, string>, skew: Record<string, number>, ns: string) {
  const printed: Printed[] = s.evs.map((e) => ({
    ms: e.t + (skew[e.role] ?? 0),
    svc: names[e.role],
    level: e.level,
    msg: e.msg,
    stack: e.stack,
    trace: e.trace,
    node: Math.floor(e.t / 60000) % 3,
  }));
  printed.sort((a, b) => a.ms - b.ms);
  const width = Math.max(...Object.values(names).map((n) => n.length + 2));
  const text = printed.map((p) => render(f, p, width, ns)).join("\n") + "\n";
  return { text, lines: text.split("\n").length - 1 };
}
