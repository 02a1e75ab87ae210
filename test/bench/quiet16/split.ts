// Seeded tune / locked halves: within each group (a category, or all quiet windows) the members alternate,
// continuing the alternation across groups so single-member groups still split evenly overall.
import { type Rng, shuffle } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const keys = shuffle(r, [...new Set(groups)].sort());
  let flip = r() < 0.5;
  for (const g of keys) {
    const idx = shuffle(
      r,
      groups.map((x, i) => (x === g ? i : -1)).filter((i) => i >= 0),
    );
    for (const i of idx) {
      out[i] = flip ? "tune" : "locked";
      flip = !flip;
    }
  }
  return out;
}
