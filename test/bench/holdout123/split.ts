// Seeded tune/locked halves, balanced within each category; the quiet windows form one group.
import { type Rng, shuffle } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(r: Rng, items: T[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length).fill("tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const idx of groups.values()) {
    const order = shuffle(r, idx);
    order.forEach((i, j) => {
      out[i] = j < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
