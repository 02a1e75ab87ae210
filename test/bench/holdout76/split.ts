// The tune / locked halves of holdout76: balanced within each category, quiet windows split as one group.
import { mulberry32, shuffle } from "./rng.js";

export function assignSplit(groups: Array<string | null>, seed: number): Array<"tune" | "locked"> {
  const r = mulberry32(seed ^ 0x5f17);
  const out: Array<"tune" | "locked"> = groups.map(() => "tune");
  const keys = [...new Set(groups.map((g) => g ?? "quiet"))].sort();
  for (const k of keys) {
    const idx = groups.map((g, i) => ((g ?? "quiet") === k ? i : -1)).filter((i) => i >= 0);
    shuffle(r, idx).forEach((i, j) => {
      out[i] = j < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
