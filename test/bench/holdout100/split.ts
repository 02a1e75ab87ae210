// Seeded tune/locked halves: balanced within each category, the quiet windows one group of their own.
import type { Rng } from "./rng.js";

export function assignSplits(groups: (string | null)[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const key = g ?? "quiet";
    byGroup.set(key, [...(byGroup.get(key) ?? []), i]);
  });
  let flip = r.c(0.5);
  for (const idx of byGroup.values()) {
    const order = r.shuffle([...idx]);
    if (order.length % 2 === 1) flip = !flip;
    const half = order.length % 2 === 0 || flip ? Math.floor(order.length / 2) : Math.ceil(order.length / 2);
    order.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
