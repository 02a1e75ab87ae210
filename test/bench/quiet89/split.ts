// Seeded tune/locked halves: quiet windows as one group, incidents balanced within each category.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { isIncident: boolean; category: string | null }>(
  rng: Rng,
  items: T[],
): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const g = it.isIncident ? `c:${it.category}` : "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  // Single-member categories alternate so the incidents still split evenly overall.
  let flip = rng.chance(0.5);
  for (const idx of groups.values()) {
    const order = rng.shuffle([...idx]);
    order.forEach((i, k) => {
      const half =
        order.length === 1
          ? flip
          : k < Math.floor(order.length / 2) || (k === Math.floor(order.length / 2) && order.length % 2 === 1 && flip);
      out[i] = half ? "tune" : "locked";
    });
    if (order.length % 2 === 1) flip = !flip;
  }
  return out;
}
