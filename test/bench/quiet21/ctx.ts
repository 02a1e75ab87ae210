// The window being written: its services, its events and the helpers every generator uses to add lines.
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  rng: Rng;
  t0: number;
  t1: number;
  svcs: Set<string>;
  out: Ev[];
  /** whether this estate propagates request ids */
  ids: boolean;
  /** services that have gone silent from this time on (INFO lines stop) */
  silentFrom: Map<string, number>;
  /** services whose INFO lines thin out from a time on (they stop succeeding): share of lines kept */
  dampen: Map<string, { from: number; keep: number }>;
}

export interface Extra {
  stack?: string[];
  trace?: string;
  errType?: string;
  /** never dampened (the line belongs to the failure itself) */
  keep?: boolean;
}

export function emit(c: Ctx, t: number, svc: string, level: Level, msg: string, x: Extra = {}): void {
  if (!c.svcs.has(svc) || t < c.t0 || t >= c.t1) return;
  const quiet = c.silentFrom.get(svc);
  if (quiet !== undefined && t >= quiet) return;
  const d = c.dampen.get(svc);
  if (d && level === "info" && t >= d.from && !x.keep && !c.rng.chance(d.keep)) return;
  c.out.push({ t, svc, level, msg, stack: x.stack, trace: x.trace, errType: x.errType });
}

export const tid = (c: Ctx): string | undefined => (c.ids ? c.rng.hex(16) : undefined);

/** Calls fn at Poisson times with `perMin` events a minute in [from, to). */
export function poisson(c: Ctx, from: number, to: number, perMin: number, fn: (t: number) => void): void {
  if (perMin <= 0) return;
  let t = from + c.rng.exp(60000 / perMin);
  while (t < to) {
    fn(Math.round(t));
    t += c.rng.exp(60000 / perMin);
  }
}

/** Calls fn every `period` ms (with a small jitter) from a random phase. */
export function every(c: Ctx, from: number, to: number, period: number, fn: (t: number) => void): void {
  let t = from + c.rng.next() * period;
  while (t < to) {
    fn(Math.round(t + c.rng.int(0, 40)));
    t += period;
  }
}

export const MIN = 60000;
