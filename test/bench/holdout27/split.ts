// The tune / locked halves: seeded, half of each category each (quiet windows are one group), odd groups
// alternating which half gets the extra one.
import type { Rng } from "./rng.js";

export function assignSplits(groups: string[], rng: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let extraToTune = rng.chance(0.5);
  for (const g of [...byGroup.keys()].sort()) {
    const idx = rng.shuffle([...byGroup.get(g)!]);
    let half = Math.floor(idx.length / 2);
    if (idx.length % 2 === 1) {
      if (extraToTune) half++;
      extraToTune = !extraToTune;
    }
    idx.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
