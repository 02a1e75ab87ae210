// What every generator gets: the stream, the seeded rng, the estate and an id maker.
import type { Estate } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface Ctx {
  rng: Rng;
  s: Stream;
  est: Estate;
  /** A request id when the estate propagates one, else undefined. */
  tid(): string | undefined;
}

export type FlowFn = (c: Ctx, t: number, tr: string | undefined) => void;
export type TickFn = (c: Ctx, t: number) => void;

/** Calls fn at roughly every `every` seconds (jittered) from the window start to its end. */
export function every(c: Ctx, everySec: number, fn: (t: number) => void, from = c.s.t0, to = c.s.t1): void {
  let t = from + c.rng.next() * everySec * 1000;
  while (t < to) {
    fn(t);
    t += everySec * 1000 * (0.8 + c.rng.next() * 0.4);
  }
}

/** Poisson arrivals at `perMin` per minute between from and to. */
export function poisson(c: Ctx, perMin: number, fn: (t: number) => void, from = c.s.t0, to = c.s.t1): void {
  if (perMin <= 0) return;
  let t = from + c.rng.exp(60000 / perMin);
  while (t < to) {
    fn(t);
    t += c.rng.exp(60000 / perMin);
  }
}
