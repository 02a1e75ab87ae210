// Seeded tune/locked halves: incidents balanced per category, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { isIncident: boolean; category: string | null }>(
  rng: Rng,
  items: T[],
): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length).fill("tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.isIncident ? `c:${it.category}` : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  // Singletons (one incident per category) alternate so the incidents split evenly overall.
  let flip = rng.chance(0.5);
  for (const [, idx] of rng.shuffle([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)))) {
    const order = rng.shuffle([...idx]);
    order.forEach((i, j) => {
      const first = j < Math.floor(order.length / 2) || (order.length % 2 === 1 && j === order.length - 1 && flip);
      out[i] = first ? "tune" : "locked";
    });
    if (order.length % 2 === 1) flip = !flip;
  }
  return out;
}
