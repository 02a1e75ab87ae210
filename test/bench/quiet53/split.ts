// Seeded tune/locked halves: balanced within each category, quiet windows one group.
import { type Rng, shuffle } from "./rng.js";

export function assignSplit(r: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const keys = [...new Set(groups.map((g) => g ?? "quiet"))];
  let flip = r() < 0.5;
  for (const k of keys) {
    const idx = shuffle(
      r,
      groups.map((g, i) => ((g ?? "quiet") === k ? i : -1)).filter((i) => i >= 0),
    );
    idx.forEach((i, n) => {
      out[i] = (n % 2 === 0) === flip ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) flip = !flip;
  }
  return out;
}
