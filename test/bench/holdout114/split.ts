// Seeded tune/locked split: half of each category's incidents per group, quiet windows as one group.
import type { Rng } from "./rng.js";

export type Split = "tune" | "locked";

export function assignSplits(groups: string[], rng: Rng): Split[] {
  const out: Split[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = [...idx];
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [order[i], order[j]] = [order[j], order[i]];
    }
    order.forEach((k, n) => {
      out[k] = n < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
