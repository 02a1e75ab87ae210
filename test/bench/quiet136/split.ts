// Tune / locked halves, stratified by category (quiet windows their own group), shuffled from the seed.
import type { Rng } from "./rng.js";

export function assignSplits<L extends { category: string | null; split: "tune" | "locked" }>(
  labels: L[],
  r: Rng,
): void {
  const groups = new Map<string, L[]>();
  for (const l of labels) {
    const k = l.category ?? "(quiet)";
    groups.set(k, [...(groups.get(k) ?? []), l]);
  }
  let extraToTune = r.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    const members = r.shuffle(groups.get(k)!);
    let nTune = Math.floor(members.length / 2);
    if (members.length % 2 === 1) {
      if (extraToTune) nTune++;
      extraToTune = !extraToTune;
    }
    members.forEach((l, i) => {
      l.split = i < nTune ? "tune" : "locked";
    });
  }
}
