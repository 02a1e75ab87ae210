// Seeded tune/locked halves: quiet windows as one group, incidents balanced within each category.
import type { Rng } from "./rng.js";

export function assignSplit(rng: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  // Singleton groups (one incident per category) are pooled so the halves stay even overall.
  const singles: number[] = [];
  for (const [, idx] of [...byGroup.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (idx.length === 1) {
      singles.push(idx[0]);
      continue;
    }
    rng.shuffle(idx).forEach((i, k) => {
      out[i] = k % 2 === 0 ? "tune" : "locked";
    });
  }
  rng.shuffle(singles).forEach((i, k) => {
    out[i] = k % 2 === 0 ? "tune" : "locked";
  });
  return out;
}
