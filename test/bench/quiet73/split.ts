// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(rng: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  // Singletons (one incident per category) are balanced across categories instead.
  const singles: number[] = [];
  for (const [, idx] of [...byGroup.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (idx.length === 1) {
      singles.push(idx[0]);
      continue;
    }
    rng.shuffle(idx).forEach((i, j) => {
      out[i] = j % 2 === 0 ? "tune" : "locked";
    });
  }
  rng.shuffle(singles).forEach((i, j) => {
    out[i] = j % 2 === 0 ? "tune" : "locked";
  });
  return out;
}
