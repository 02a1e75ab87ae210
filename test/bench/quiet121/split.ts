// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  // Categories with a single scenario are balanced between themselves, as one pool.
  const singles: number[] = [];
  const pools: number[][] = [];
  for (const idx of byGroup.values()) {
    if (idx.length === 1) singles.push(...idx);
    else pools.push(idx);
  }
  if (singles.length) pools.push(singles);
  for (const pool of pools) {
    const sh = r.shuffle([...pool]);
    const half = sh.length / 2;
    const tuneCount = Number.isInteger(half) ? half : r.chance(0.5) ? Math.ceil(half) : Math.floor(half);
    sh.forEach((i, k) => {
      out[i] = k < tuneCount ? "tune" : "locked";
    });
  }
  return out;
}
