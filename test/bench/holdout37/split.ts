// The tune / locked halves: seeded, two of each category's four incidents in each half, the quiet windows half each.
import type { Rng } from "./rng.js";

export function assignSplits(groups: string[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const key of [...byGroup.keys()].sort()) {
    const idx = rng.shuffle([...(byGroup.get(key) ?? [])]);
    const firstTune = rng.chance(0.5);
    idx.forEach((i, k) => {
      const half = k < Math.floor(idx.length / 2) ? 0 : 1;
      out[i] = (half === 0) === firstTune ? "tune" : "locked";
    });
  }
  return out;
}
