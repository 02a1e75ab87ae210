// Timing helpers for incident builders.
import type { Ctx } from "../types.js";

/** Poisson arrivals with the given mean gap between `from` and `to` (kept inside the window). */
export function arrivals(c: Ctx, from: number, to: number, meanGap: number): number[] {
  const out: number[] = [];
  const end = Math.min(to, c.end - 500);
  let t = from + c.r.exp(meanGap);
  while (t < end) {
    out.push(Math.round(t));
    t += c.r.exp(meanGap);
  }
  return out;
}
