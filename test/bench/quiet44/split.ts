// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(r: Rng, items: T[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "(quiet)";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  let flip = r.chance(0.5);
  for (const idx of groups.values()) {
    r.shuffle(idx);
    idx.forEach((i, n) => {
      const first = n % 2 === 0;
      out[i] = first === flip ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) flip = !flip;
  }
  return out;
}
