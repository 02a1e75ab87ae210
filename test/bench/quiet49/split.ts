// Seeded halves: quiet windows split as one group, incidents half and half across their categories.
import type { Rng } from "./rng.js";

export function assignSplits(r: Rng, items: { isIncident: boolean; category: string | null }[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.isIncident ? "incident" : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const idx of groups.values()) {
    // incidents are one per category, so they are halved as one group ordered by category
    const order = r.shuffle([...idx]);
    order.forEach((i, j) => {
      out[i] = j < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
