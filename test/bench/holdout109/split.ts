// Seeded tune/locked halves: balanced within each category, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: (string | null)[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    r.shuffle(idx);
    idx.forEach((i, j) => {
      out[i] = j < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
