// Seeded tune/locked halves: within each category (quiet windows are one group) half go each way, odd counts
// alternate which half gets the extra one.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: Array<string | null>): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  let extraToTune = r.chance(0.5);
  for (const k of [...byGroup.keys()].sort()) {
    const idx = r.shuffle(byGroup.get(k)!);
    let half = Math.floor(idx.length / 2);
    if (idx.length % 2 === 1) {
      if (extraToTune) half++;
      extraToTune = !extraToTune;
    }
    idx.forEach((i, j) => {
      out[i] = j < half ? "tune" : "locked";
    });
  }
  return out;
}
