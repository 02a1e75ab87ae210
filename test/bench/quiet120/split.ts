// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(keys: (string | null)[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(keys.length);
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    const g = k ?? "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  // singletons alternate so the halves stay equal overall
  let flip = rng.chance(0.5);
  for (const idx of groups.values()) {
    const order = rng.shuffle([...idx]);
    order.forEach((i, n) => {
      const firstHalf = n < Math.floor(order.length / 2) || (order.length % 2 === 1 && n === order.length - 1 && flip);
      out[i] = firstHalf ? "tune" : "locked";
    });
    if (order.length % 2 === 1) flip = !flip;
  }
  return out;
}
