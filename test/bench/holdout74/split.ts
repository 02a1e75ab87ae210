// Seeded tune/locked halves: balanced within each category, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: (string | null)[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const keys = [...new Set(groups.map((g) => g ?? "quiet"))];
  for (const k of keys) {
    const idx = rng.shuffle(groups.map((g, i) => ((g ?? "quiet") === k ? i : -1)).filter((i) => i >= 0));
    idx.forEach((i, n) => {
      out[i] = n < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
