// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const key of [...byGroup.keys()].sort()) {
    const idx = r.shuffle([...(byGroup.get(key) ?? [])]);
    const half = idx.length / 2;
    const tuneCount = Number.isInteger(half) ? half : Math.floor(half) + (r.chance(0.5) ? 1 : 0);
    idx.forEach((i, k) => {
      out[i] = k < tuneCount ? "tune" : "locked";
    });
  }
  return out;
}
