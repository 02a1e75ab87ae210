// What every noise or failure generator writes into: the window, the estate, the seeded RNG and the event list.
import type { Estate } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  est: Estate;
  t0: number;
  t1: number;
  out: Ev[];
}

export interface Extra {
  stack?: string[];
  errType?: string;
  trace?: string | null;
}

export function traceId(c: Ctx): string | undefined {
  return c.est.traceIds ? c.r.hex(16) : undefined;
}

export function emit(c: Ctx, t: number, svc: string, level: Level, msg: string, x: Extra = {}): void {
  if (t < c.t0 || t >= c.t1 || !(svc in c.est.services)) return;
  const trace = x.trace === null ? undefined : (x.trace ?? undefined);
  c.out.push({ t: Math.round(t), svc, level, msg, stack: x.stack, errType: x.errType, trace });
}

/** Calls fn at random times between from and to with the given mean gap (ms). */
export function every(c: Ctx, from: number, to: number, meanGap: number, fn: (t: number, i: number) => void): void {
  let i = 0;
  for (let t = from + c.r.gap(meanGap); t < to; t += c.r.gap(meanGap)) fn(t, i++);
}
