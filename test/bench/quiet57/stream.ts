// One aggregated stream: a context that generators write lines into, then per-service clock skew, sorting by the
// printed time and rendering in one of the six formats.
import { type Format, type Level, type Line, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Emit {
  stack?: string[];
  trace?: string;
}

export class Ctx {
  readonly lines: Line[] = [];
  constructor(
    readonly rng: Rng,
    readonly t0: number,
    readonly t1: number,
    readonly traceIds: boolean,
    readonly rate: number,
  ) {}
  emit(svc: string, t: number, level: Level, msg: string, extra: Emit = {}): void {
    if (t < this.t0 || t > this.t1) return;
    this.lines.push({ t: Math.round(t), svc, level, msg, stack: extra.stack, trace: extra.trace });
  }
  /** A trace id when the estate propagates one, else undefined. */
  tid(): string | undefined {
    return this.traceIds ? this.rng.hex(16) : undefined;
  }
  /** Calls fn at a Poisson rate (per second, scaled by the file's traffic rate) over [from, to). */
  poisson(perSec: number, fn: (t: number) => void, from = this.t0, to = this.t1, scaled = true): void {
    const r = perSec * (scaled ? this.rate : 1);
    if (r <= 0) return;
    let t = from;
    for (;;) {
      t += (-Math.log(1 - this.rng.next()) / r) * 1000;
      if (t >= to) return;
      fn(t);
    }
  }
  /** Calls fn every periodMs with a little jitter over [from, to). */
  every(periodMs: number, fn: (t: number, i: number) => void, from = this.t0, to = this.t1, jitterMs = 400): void {
    let i = 0;
    for (let t = from + this.rng.next() * periodMs; t < to; t += periodMs) fn(t + this.rng.next() * jitterMs, i++);
  }
}

export interface Rendered {
  text: string;
  lines: number;
}

export function renderStream(
  fmt: Format,
  lines: Line[],
  skew: Map<string, number>,
  namespace: string,
  pods: Map<string, string>,
): Rendered {
  const pad = Math.max(...[...skew.keys()].map((s) => s.length + 2)) + 2;
  const printed = lines.map((l, i) => ({ l, p: l.t + (skew.get(l.svc) ?? 0), i }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const out: string[] = [];
  for (const { l, p } of printed) out.push(render(fmt, l, p, { namespace, pad, pod: (s) => pods.get(s) ?? `${s}-0` }));
  const text = `${out.join("\n")}\n`;
  return { text, lines: text.split("\n").length - 1 };
}
