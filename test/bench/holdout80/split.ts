// The seeded tune / locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length).fill("tune");
  for (const g of new Set(groups)) {
    const idx = r.shuffle(groups.map((x, i) => (x === g ? i : -1)).filter((i) => i >= 0));
    idx.forEach((i, n) => {
      out[i] = n < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
