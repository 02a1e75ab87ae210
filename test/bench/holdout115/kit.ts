// Small builders the scenario files share: one event, and a train of events at random gaps.
import type { Ctx, Ev, Level } from "./types.js";

export const ev = (t: number, svc: string, level: Level, msg: string, trace?: string, stack?: string[]): Ev => ({
  t,
  svc,
  level,
  msg,
  trace,
  stack,
});

/** Calls f at random gaps (mean meanSec) from s to e. */
export function every(c: Ctx, s: number, e: number, meanSec: number, f: (t: number, i: number) => Ev[]): Ev[] {
  const out: Ev[] = [];
  let t = s + c.r.next() * meanSec * 500;
  let i = 0;
  while (t < e) {
    out.push(...f(Math.round(t), i++));
    t += meanSec * 1000 * (0.5 + c.r.next());
  }
  return out;
}
