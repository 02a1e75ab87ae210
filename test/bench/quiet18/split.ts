// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import { type Rng, shuffle } from "./rng.js";

export function assignSplits(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  // singletons (one scenario per category) are pooled so that they still split half and half
  const singles: number[] = [];
  for (const [, idx] of byGroup) {
    if (idx.length === 1) {
      singles.push(idx[0] as number);
      continue;
    }
    shuffle(r, idx).forEach((i, k) => {
      out[i] = k % 2 === 0 ? "tune" : "locked";
    });
  }
  shuffle(r, singles).forEach((i, k) => {
    out[i] = k % 2 === 0 ? "tune" : "locked";
  });
  return out;
}
