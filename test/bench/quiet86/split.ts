// Seeded tune / locked halves: quiet windows as one group, incidents balanced within each category.
import type { Rng } from "./rng.js";

export function assignSplit(rng: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  for (const [i, g] of groups.entries()) byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  // singletons (one incident per category) are pooled so the halves still come out even
  const singles: number[] = [];
  for (const [, idx] of byGroup) {
    if (idx.length < 2) {
      singles.push(...idx);
      continue;
    }
    rng.shuffle(idx).forEach((i, j) => {
      out[i] = j % 2 === 0 ? "tune" : "locked";
    });
  }
  const flip = rng.chance(0.5);
  rng.shuffle(singles).forEach((i, j) => {
    out[i] = (j % 2 === 0) !== flip ? "tune" : "locked";
  });
  return out;
}
