// Seeded tune/locked split: half of each category in each group, the quiet windows split as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: (string | null)[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const keys = [...new Set(groups)];
  for (const k of keys) {
    const idx = r.shuffle(groups.map((g, i) => (g === k ? i : -1)).filter((i) => i >= 0));
    idx.forEach((i, n) => {
      out[i] = n < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
