// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import { type Rng, shuffle } from "./rng.js";

export function assignSplit(r: Rng, groups: Map<string, number[]>, n: number): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(n).fill("tune");
  for (const key of [...groups.keys()].sort()) {
    const idx = shuffle(r, groups.get(key) ?? []);
    idx.forEach((i, k) => {
      out[i] = k % 2 === 0 ? "tune" : "locked";
    });
  }
  return out;
}
