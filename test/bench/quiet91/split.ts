// Seeded tune/locked halves: incidents balanced as one group (one per category), quiet windows as another.
import type { Rng } from "./rng.js";

export function assignSplits(rng: Rng, groups: number[][], total: number): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(total).fill("tune");
  let flip = rng.chance(0.5);
  for (const g of groups) {
    const idx = rng.shuffle([...g]);
    idx.forEach((i, k) => {
      const first =
        k < Math.floor(idx.length / 2) || (k === Math.floor(idx.length / 2) && idx.length % 2 === 1 && flip);
      out[i] = first ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) flip = !flip;
  }
  return out;
}
