// The tune/locked halves: seeded, half of each group; the quiet windows are one group, incidents are grouped by
// category. Groups of one (here every incident category) are pooled and split half and half over a shuffle.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  for (const [i, g] of groups.entries()) byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  const singles: number[] = [];
  let oddTune = r.chance(0.5);
  for (const idx of byGroup.values()) {
    if (idx.length === 1) {
      singles.push(idx[0]);
      continue;
    }
    const half = Math.floor(idx.length / 2) + (idx.length % 2 && oddTune ? 1 : 0);
    if (idx.length % 2) oddTune = !oddTune;
    for (const [k, i] of r.shuffle(idx).entries()) out[i] = k < half ? "tune" : "locked";
  }
  for (const [k, i] of r.shuffle(singles).entries()) out[i] = k % 2 === 0 ? "tune" : "locked";
  return out;
}
