// Events on true time, per-service clock skew, and the one interleaved stream sorted by printed time.
import { type Format, render } from "./formats.js";
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
  node?: number;
}

/** Collects events; `every` emits a jittered periodic series between two true times. */
export class Sink {
  readonly events: Ev[] = [];
  constructor(readonly rng: Rng) {}
  add(t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): void {
    this.events.push({ t: Math.round(t), svc, level, msg, ...extra });
  }
  every(from: number, to: number, meanSec: number, fn: (t: number, i: number) => void): void {
    let t = from + this.rng.next() * meanSec * 1000;
    for (let i = 0; t < to; i++) {
      fn(t, i);
      t += meanSec * 1000 * (0.5 + this.rng.next());
    }
  }
}

/** Applies skew (ms per service), sorts by printed time and renders every line of the file. */
export function toLines(f: Format, events: Ev[], skew: Map<string, number>, ns: string): string[] {
  const pad = Math.max(...events.map((e) => e.svc.length)) + 3;
  const printed = events.map((e, i) => ({ e, p: e.t + (skew.get(e.svc) ?? 0), i }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  return printed.flatMap(({ e, p }) => render(f, e, p, ns, pad));
}
