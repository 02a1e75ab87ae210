// The tune/locked halves: stratified by category, quiet windows their own group; groups of one alternate so
// each half gets as many incidents as the other.
import type { Rng } from "./rng.js";
import type { Label } from "./types.js";

export function assignSplits(labels: Label[], rng: Rng): void {
  const groups = new Map<string, Label[]>();
  for (const l of labels) {
    const k = l.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), l]);
  }
  let side = rng.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    const members = rng.shuffle(groups.get(k) ?? []);
    members.forEach((l, i) => {
      l.split = (i % 2 === 0) === side ? "tune" : "locked";
    });
    if (members.length % 2 === 1) side = !side;
  }
}
