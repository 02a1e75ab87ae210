// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits(groups: (string | null)[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = [...idx];
    for (let i = order.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    order.forEach((i, n) => {
      out[i] = n < Math.ceil(order.length / 2) ? "tune" : "locked";
    });
  }
  return out;
}
