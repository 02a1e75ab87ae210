// Seeded tune/locked halves, balanced within each category; quiet windows form one group.
import { type Rng, shuffle } from "./rng.js";

export function assignSplit(r: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = shuffle(r, idx);
    order.forEach((i, j) => {
      out[i] = j < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
