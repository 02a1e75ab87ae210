// Seeded half/half split: within each category (and among quiet windows) half tune, half locked.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  for (const g of new Set(groups)) {
    const idx = r.shuffle(groups.flatMap((x, i) => (x === g ? [i] : [])));
    idx.forEach((i, k) => {
      out[i] = k < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
