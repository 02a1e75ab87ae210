// Seeded tune/locked halves: quiet windows as one group, incidents balanced within each category.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { isIncident: boolean; category: string | null }>(
  rng: Rng,
  items: readonly T[],
): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.isIncident ? `c:${it.category}` : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  // categories with one scenario each are paired up so the incidents still split half and half
  let flip = rng.chance(0.5);
  for (const [k, idx] of [...groups.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    const order = rng.shuffle(idx);
    order.forEach((i, j) => {
      const first = k === "quiet" || order.length > 1 ? j % 2 === 0 : flip;
      out[i] = first ? "tune" : "locked";
    });
    if (order.length % 2 === 1) flip = !flip;
  }
  return out;
}
