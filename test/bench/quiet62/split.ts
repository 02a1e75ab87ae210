// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(rng: Rng, items: T[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  // an odd group's spare member alternates between the halves so the two halves stay equal overall
  let spareTune = rng.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    const idx = rng.shuffle([...(groups.get(k) ?? [])]);
    const half = Math.floor(idx.length / 2);
    idx.forEach((i, j) => {
      if (j < half) out[i] = "tune";
      else if (j < 2 * half) out[i] = "locked";
      else {
        out[i] = spareTune ? "tune" : "locked";
        spareTune = !spareTune;
      }
    });
  }
  return out;
}
