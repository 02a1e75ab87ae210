// Seeded tune/locked halves: two of the four scenarios of each category in each half, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits(keys: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(keys.length);
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  let flip = r.chance(0.5);
  for (const idx of groups.values()) {
    r.shuffle(idx);
    idx.forEach((i, j) => {
      const first =
        j < Math.floor(idx.length / 2) || (j === Math.floor(idx.length / 2) && idx.length % 2 === 1 && flip);
      out[i] = first ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) flip = !flip;
  }
  return out;
}
