// Domain identifiers shared by the estates and their faults.
import type { Rng } from "./rng.js";

let pinned: number | undefined;
/** While a request is simulated every line of it names the same application. */
export const pinApp = (n: number | undefined): void => {
  pinned = n;
};
export const app = (r: Rng, p = "PA"): string => `${p}-2026-${pinned ?? r.i(1000000, 9999999)}`;
export const ms = (r: Rng, lo = 20, hi = 400): number => r.i(lo, hi);
export const parcel = (r: Rng, p = "RR"): string => `${p}${r.i(100000000, 999999999)}SE`;
export const office = (r: Rng, xs: readonly string[]): string => r.p(xs);
export const ip = (r: Rng): string => `10.${r.i(40, 47)}.${r.i(0, 31)}.${r.i(2, 250)}`;
export const uuid = (r: Rng): string => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)}`;
