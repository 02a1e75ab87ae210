// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    r.shuffle(idx).forEach((i, k) => {
      out[i] = k < Math.floor(idx.length / 2) ? "tune" : "locked";
    });
  }
  return out;
}
