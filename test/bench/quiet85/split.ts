// Seeded tune/locked halves: quiet windows as one group, incidents balanced per category (one each here, so
// the incidents are split as a group of their own).
import type { Rng } from "./rng.js";

export function assignSplit(rng: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let flip = rng.chance(0.5);
  for (const idx of byGroup.values()) {
    rng.shuffle(idx);
    idx.forEach((i, k) => {
      out[i] = (k + (flip ? 1 : 0)) % 2 === 0 ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) flip = !flip;
  }
  return out;
}
