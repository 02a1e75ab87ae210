// Seeded tune/locked halves for holdout73: balanced within each category, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits(r: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const key = g ?? "quiet";
    byGroup.set(key, [...(byGroup.get(key) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = r.shuffle([...idx]);
    order.forEach((i, k) => {
      out[i] = k < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
