// Seeded tune/locked halves, balanced within each category (the quiet windows are one group).
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(rng: Rng, items: T[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "(quiet)";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  // odd groups take turns getting the extra member, so the total stays half and half
  let extraTune = rng.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    const idx = rng.shuffle([...(groups.get(k) ?? [])]);
    const half = Math.floor(idx.length / 2);
    let tune = half;
    if (idx.length % 2 === 1) {
      if (extraTune) tune += 1;
      extraTune = !extraTune;
    }
    idx.forEach((i, j) => {
      out[i] = j < tune ? "tune" : "locked";
    });
  }
  return out;
}
