// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(items: T[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((x, i) => {
    const k = x.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  // singleton categories are paired in a seeded order so the incidents still split half and half
  let flip = rng.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    const idx = rng.shuffle([...(groups.get(k) ?? [])]);
    idx.forEach((i, j) => {
      const first = j < Math.floor(idx.length / 2) || (idx.length % 2 === 1 && j === idx.length - 1 && flip);
      out[i] = first ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) flip = !flip;
  }
  return out;
}
