// Seeded tune/locked halves, balanced within each category; the quiet windows form one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: (string | null)[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const keys = [...new Set(groups.map((g) => g ?? "quiet"))];
  for (const k of keys) {
    const idx = groups.map((g, i) => ((g ?? "quiet") === k ? i : -1)).filter((i) => i >= 0);
    r.shuffle(idx).forEach((i, j) => {
      out[i] = j % 2 === 0 ? "tune" : "locked";
    });
  }
  return out;
}
