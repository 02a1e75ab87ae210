// Seeded tune/locked halves: alternating within each category (quiet windows form one group), with the
// alternation carried across groups so single-scenario categories still split evenly overall.
import type { Rng } from "./rng.js";

export function assignSplits<L extends { category: string | null; split: "tune" | "locked" }>(
  rng: Rng,
  labels: L[],
): void {
  const groups = new Map<string, L[]>();
  for (const l of labels) {
    const k = l.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), l]);
  }
  let tune = rng.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    for (const l of rng.shuffle(groups.get(k) ?? [])) {
      l.split = tune ? "tune" : "locked";
      tune = !tune;
    }
  }
}
