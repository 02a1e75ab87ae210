// Stratified tune/locked split: by category, quiet windows their own group; odd groups alternate the extra one.
import { makeRng } from "./rng.js";

export function assignSplits(groups: string[], seed: number): Array<"tune" | "locked"> {
  const rng = makeRng(seed ^ 0x5a17);
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const keys = [...new Set(groups)].sort();
  let oddTurn = 0;
  for (const k of keys) {
    const idx = rng.shuffle(groups.map((g, i) => (g === k ? i : -1)).filter((i) => i >= 0));
    let tune = Math.floor(idx.length / 2);
    if (idx.length % 2 === 1) tune += oddTurn++ % 2 === 0 ? 1 : 0;
    idx.forEach((i, n) => {
      out[i] = n < tune ? "tune" : "locked";
    });
  }
  return out;
}
