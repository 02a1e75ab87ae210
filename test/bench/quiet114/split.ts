// Seeded tune/locked halves: balanced within each category (the quiet windows form one group), with odd groups
// alternating their extra member so the two halves stay the same size overall.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(rng: Rng, items: T[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length).fill("tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  let flip = rng.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    const idx = rng.shuffle([...(groups.get(k) ?? [])]);
    idx.forEach((i, j) => {
      const first = j % 2 === 0;
      out[i] = first === flip ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) flip = !flip;
  }
  return out;
}
