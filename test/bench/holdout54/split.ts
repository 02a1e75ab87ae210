// Seeded tune/locked halves, balanced within each category (quiet windows are one group).
import type { Rng } from "./rng.js";

export function assignSplits(groups: string[], r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  for (const g of [...new Set(groups)]) {
    const idx = r.shuffle(groups.map((x, i) => (x === g ? i : -1)).filter((i) => i >= 0));
    idx.forEach((i, k) => {
      out[i] = k < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
