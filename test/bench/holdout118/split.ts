// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    r.shuffle(idx);
    idx.forEach((i, k) => {
      out[i] = k < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
