// Seeded tune/locked halves: quiet windows as one group, incidents balanced per category (and overall).
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, items: { isIncident: boolean; category: string | null }[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.isIncident ? `inc:${it.category}` : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  // single-member categories alternate so incidents overall split evenly
  let flip = r.chance(0.5);
  for (const [, idx] of [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const order = r.shuffle([...idx]);
    order.forEach((i, j) => {
      if (order.length === 1) {
        out[i] = flip ? "tune" : "locked";
        flip = !flip;
      } else
        out[i] =
          j < Math.floor(order.length / 2)
            ? "tune"
            : j < order.length - (order.length % 2)
              ? "locked"
              : flip
                ? "tune"
                : "locked";
    });
  }
  return out;
}
