// Seeded tune/locked halves, balanced within each category (quiet windows form one group).
import { type Rng, shuffle } from "./rng.js";

export function assignSplit(rng: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = shuffle(rng, idx);
    order.forEach((i, k) => {
      out[i] = k < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
