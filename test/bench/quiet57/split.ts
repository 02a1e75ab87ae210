// Seeded tune/locked halves: incidents balanced across their categories, quiet windows split as one group.
import type { Rng } from "./rng.js";

export function assignSplits(
  rng: Rng,
  items: { isIncident: boolean; category: string | null }[],
): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.isIncident ? "incident" : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const idx of groups.values()) {
    // incidents: one per category, so halving the incident group keeps every category count as even as it can be
    const order = rng.shuffle(idx);
    order.forEach((i, k) => {
      out[i] = k < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
