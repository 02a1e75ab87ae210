// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits(rng: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const keys = [...new Set(groups)];
  let flip = rng.chance(0.5);
  for (const k of keys) {
    const idx = rng.shuffle(groups.map((g, i) => (g === k ? i : -1)).filter((i) => i >= 0));
    // odd-sized groups (here: one scenario per incident category) alternate which half gets the extra one
    const half = idx.length % 2 === 0 ? idx.length / 2 : (idx.length + (flip ? 1 : -1)) / 2;
    if (idx.length % 2 === 1) flip = !flip;
    idx.forEach((i, j) => {
      out[i] = j < half ? "tune" : "locked";
    });
  }
  return out;
}
