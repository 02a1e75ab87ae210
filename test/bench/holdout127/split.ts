// Seeded tune/locked halves, balanced within each category; the quiet windows form one group.
import { type Rng, shuffle } from "./rng.js";

export function assignSplit(r: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const keys = [...new Set(groups)];
  for (const k of keys) {
    const idx = shuffle(
      r,
      groups.map((g, i) => (g === k ? i : -1)).filter((i) => i >= 0),
    );
    idx.forEach((i, n) => {
      out[i] = n < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
