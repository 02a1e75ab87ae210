// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import { Rng } from "./rng.js";

export function assignSplit(groups: string[], seed: number): ("tune" | "locked")[] {
  const r = new Rng(seed ^ 0x5eed);
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = [...idx];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(r.next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    order.forEach((k, n) => {
      out[k] = n < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
