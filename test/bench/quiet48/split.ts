// Seeded tune/locked halves: balanced within each incident category, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  // singletons share one pool so the overall halves stay even
  const singles: number[] = [];
  for (const [, idx] of byGroup) {
    if (idx.length === 1) {
      singles.push(idx[0] as number);
      continue;
    }
    r.shuffle(idx).forEach((i, k) => {
      out[i] = k < idx.length / 2 ? "tune" : "locked";
    });
  }
  r.shuffle(singles).forEach((i, k) => {
    out[i] = k < singles.length / 2 ? "tune" : "locked";
  });
  return out;
}
