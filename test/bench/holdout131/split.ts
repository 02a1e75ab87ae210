// Seeded tune/locked split: half of each category in each group, the quiet windows split as one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null; split?: "tune" | "locked" }>(
  items: T[],
  r: Rng,
): void {
  const groups = new Map<string, T[]>();
  for (const it of items) {
    const k = it.category ?? "quiet";
    const g = groups.get(k) ?? [];
    g.push(it);
    groups.set(k, g);
  }
  for (const g of groups.values()) {
    const order = g.map((it) => ({ it, k: r.next() })).sort((a, b) => a.k - b.k);
    order.forEach((o, i) => {
      o.it.split = i < Math.floor(g.length / 2) ? "tune" : "locked";
    });
  }
}
