// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: (string | null)[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  let flip = rng.chance(0.5);
  for (const k of [...byGroup.keys()].sort()) {
    const idx = rng.shuffle([...byGroup.get(k)!]);
    const half = idx.length % 2 === 0 ? idx.length / 2 : (idx.length + (flip ? 1 : -1)) / 2;
    if (idx.length % 2 === 1) flip = !flip;
    idx.forEach((i, n) => {
      out[i] = n < half ? "tune" : "locked";
    });
  }
  return out;
}
