// Seeded tune/locked halves: balanced within each category, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const by = new Map<string, number[]>();
  groups.forEach((g, i) => {
    by.set(g, [...(by.get(g) ?? []), i]);
  });
  let flip = false;
  for (const idx of by.values()) {
    const order = [...idx];
    for (let i = order.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [order[i], order[j]] = [order[j], order[i]];
    }
    const half = order.length % 2 === 1 ? Math.floor(order.length / 2) + (flip ? 1 : 0) : order.length / 2;
    if (order.length % 2 === 1) flip = !flip;
    order.forEach((k, n) => {
      out[k] = n < half ? "tune" : "locked";
    });
  }
  return out;
}
