// Terse constructors for scenario emitters.
import type { Rng } from "./rng.js";
import type { Emit, Lvl } from "./types.js";

type Opts = Omit<Emit, "svc" | "lvl" | "every" | "msg">;

/** A line from `svc` every ~`every` seconds, starting `opts.lag` seconds after onset. */
export const E = (svc: string, lvl: Lvl, every: number, msg: (r: Rng) => string, opts: Opts = {}): Emit => ({
  svc,
  lvl,
  every,
  msg,
  ...opts,
});

/** One line at `lag` seconds after onset. */
export const once = (svc: string, lvl: Lvl, lag: number, msg: string, opts: Opts = {}): Emit => ({
  svc,
  lvl,
  every: 1,
  count: 1,
  lag,
  msg: () => msg,
  ...opts,
});

/** Several lines `gap` seconds apart starting at `lag`. */
export const seq = (svc: string, lvl: Lvl, lag: number, gap: number, msgs: string[]): Emit[] =>
  msgs.map((m, i) => once(svc, lvl, lag + i * gap, m));

export const ip = (r: Rng) => `10.42.${r.int(0, 15)}.${r.int(2, 250)}`;
export const ms = (r: Rng, a: number, b: number) => `${r.int(a, b)}ms`;
