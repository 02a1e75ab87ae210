// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits<T extends { category: string | null; split?: "tune" | "locked" }>(xs: T[], rng: Rng) {
  const groups = new Map<string, T[]>();
  for (const x of xs) {
    const k = x.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), x]);
  }
  let flip = rng.chance(0.5);
  for (const g of [...groups.values()]) {
    const order = g.map((x) => ({ x, r: rng.next() })).sort((a, b) => a.r - b.r);
    order.forEach(({ x }, i) => {
      // odd-sized groups (each incident category has one file) alternate which half gets the extra one
      x.split = (i + (flip ? 1 : 0)) % 2 === 0 ? "tune" : "locked";
    });
    if (g.length % 2 === 1) flip = !flip;
  }
}
