// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null; split?: "tune" | "locked" }>(
  items: T[],
  r: Rng,
): void {
  const groups = new Map<string, T[]>();
  for (const it of items) {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), it]);
  }
  for (const g of groups.values()) {
    const order = g.map((it) => ({ it, k: r.next() })).sort((a, b) => a.k - b.k);
    order.forEach((o, i) => {
      o.it.split = i < order.length / 2 ? "tune" : "locked";
    });
  }
}
