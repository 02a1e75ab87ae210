// Seeded tune/locked halves: incidents split evenly across categories, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, items: { isIncident: boolean; category: string | null }[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const g = it.isIncident ? "incident" : "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  for (const idx of groups.values()) {
    // incidents carry one category each, so halving the shuffled group is the balance available
    r.shuffle(idx).forEach((i, k) => {
      out[i] = k < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
