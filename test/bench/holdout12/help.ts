// Small helpers shared by the scenario modules.
import type { Ctx } from "./build.js";

/** Calls fn at Poisson times from `from` (default onset) to `to` (default end) with mean gap `gap` seconds at scale 1. */
export function each(
  c: Ctx,
  gap: number,
  fn: (t: number, id: string | undefined) => void,
  from?: number,
  to?: number,
): void {
  for (const t of c.times(from ?? c.onset, to ?? c.end, gap)) fn(t, c.tid());
}

/** Like each, but a fixed cadence independent of file size (a loop, a probe, a cron). */
export function every(c: Ctx, gap: number, fn: (t: number) => void, from?: number, to?: number): void {
  for (const t of c.times(from ?? c.onset, to ?? c.end, gap, true)) fn(t);
}

export const min = 60000;
