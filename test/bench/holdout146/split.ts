// Halves the set into "tune" and "locked", stratified: each category's four windows split two and two,
// the quiet windows six and six, all chosen from the seed.
import type { Rng } from "./rng.js";

export function stratifiedSplit(r: Rng, strata: string[]): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(strata.length);
  const groups = new Map<string, number[]>();
  strata.forEach((s, i) => {
    groups.set(s, [...(groups.get(s) ?? []), i]);
  });
  for (const idx of groups.values()) {
    r.shuffle(idx);
    idx.forEach((i, k) => {
      out[i] = k < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
