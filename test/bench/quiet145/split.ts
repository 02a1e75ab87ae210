// Stratified tune/locked split chosen from the seed: incidents alternate within a seeded order, and quiet
// windows alternate within each estate, so both halves get their share of each.
import type { Rng } from "./rng.js";

export function stratifiedSplit(groups: string[], r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let flip = r.chance(0.5);
  for (const g of [...byGroup.keys()].sort()) {
    const idx = r.shuffle([...(byGroup.get(g) ?? [])]);
    for (const i of idx) {
      out[i] = flip ? "tune" : "locked";
      flip = !flip;
    }
  }
  return out;
}
