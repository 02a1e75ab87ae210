// Seeded tune/locked halves: quiet windows as one group, the incidents as another, each split in half.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: number[][]): Map<number, "tune" | "locked"> {
  const out = new Map<number, "tune" | "locked">();
  let flip = r.chance(0.5);
  for (const g of groups) {
    const xs = r.shuffle([...g]);
    const half = xs.length % 2 === 0 ? xs.length / 2 : Math.floor(xs.length / 2) + (flip ? 1 : 0);
    if (xs.length % 2 === 1) flip = !flip;
    for (const [i, ix] of xs.entries()) out.set(ix, i < half ? "tune" : "locked");
  }
  return out;
}
