// Seeded tune/locked halves: quiet windows as one group, incidents balanced within each category.
import { type Rng, shuffle } from "./rng.js";

export type Half = "tune" | "locked";

export function assignSplit(r: Rng, items: { isIncident: boolean; category: string | null }[]): Half[] {
  const out: Half[] = new Array(items.length).fill("tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.isIncident ? `cat:${it.category}` : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  // single-member categories take turns so the incidents still split evenly
  let odd = r() < 0.5 ? 0 : 1;
  for (const [, idx] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const order = shuffle(r, idx);
    order.forEach((i, k) => {
      out[i] = k < Math.floor(order.length / 2) ? "tune" : "locked";
    });
    if (order.length % 2 === 1) {
      out[order[order.length - 1]] = odd === 0 ? "tune" : "locked";
      odd ^= 1;
    }
  }
  return out;
}
