// holdout28 split: half "tune", half "locked", balanced within each category (quiet windows form one group).
import type { Rng } from "./rng.js";

export function assignSplits(r: Rng, groups: Array<string | null>): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const keys = [...new Set(groups.map((g) => g ?? "quiet"))].sort();
  let flip = false;
  for (const k of keys) {
    const idx = r.shuffle(groups.map((g, i) => ((g ?? "quiet") === k ? i : -1)).filter((i) => i >= 0));
    const half = idx.length % 2 === 0 ? idx.length / 2 : Math.floor(idx.length / 2) + (flip ? 1 : 0);
    if (idx.length % 2) flip = !flip;
    idx.forEach((i, j) => {
      out[i] = j < half ? "tune" : "locked";
    });
  }
  return out;
}
