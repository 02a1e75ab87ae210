// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import { type Rng, shuffle } from "./rng.js";

export function assignSplit(r: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const keys = [...new Set(groups)];
  for (const k of keys) {
    const idx = shuffle(
      r,
      groups.flatMap((g, i) => (g === k ? [i] : [])),
    );
    idx.forEach((i, n) => {
      out[i] = n % 2 === 0 ? "tune" : "locked";
    });
  }
  return out;
}
