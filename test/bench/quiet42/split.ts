// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits(groups: (string | null)[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const keys = [...new Set(groups)];
  let flip = r.c(0.5);
  for (const g of keys) {
    const idx = r.shuffle(groups.map((x, i) => (x === g ? i : -1)).filter((i) => i >= 0));
    const half = idx.length % 2 === 0 ? idx.length / 2 : Math.floor(idx.length / 2) + (flip ? 1 : 0);
    if (idx.length % 2 === 1) flip = !flip;
    idx.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
