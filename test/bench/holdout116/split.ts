// Seeded tune/locked halves: balanced within each category, the quiet windows as one more group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: (string | null)[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = [...idx];
    for (let i = order.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [order[i], order[j]] = [order[j], order[i]];
    }
    order.forEach((ix, n) => {
      out[ix] = n < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
