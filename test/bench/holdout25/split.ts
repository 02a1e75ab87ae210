// Seeded tune/locked halves, balanced within each category (quiet windows are one group); odd groups alternate
// which half gets the extra scenario so the whole set stays close to half each.
import type { Rng } from "./rng.js";

export function assignSplits(groups: string[], r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let extraToTune = r.chance(0.5);
  for (const g of [...byGroup.keys()].sort()) {
    const idx = r.shuffle([...(byGroup.get(g) ?? [])]);
    const half = idx.length % 2 === 0 ? idx.length / 2 : extraToTune ? (idx.length + 1) / 2 : (idx.length - 1) / 2;
    if (idx.length % 2 === 1) extraToTune = !extraToTune;
    idx.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
