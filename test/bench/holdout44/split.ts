// Seeded tune/locked halves, balanced within each category (quiet windows are one group).
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(rng: Rng, items: T[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "(quiet)";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const idx of groups.values()) {
    const order = rng.shuffle([...idx]);
    order.forEach((i, j) => {
      out[i] = j < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
