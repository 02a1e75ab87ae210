// Seeded tune/locked halves: grouped by category (all quiet windows are one group), shuffled, then dealt
// alternately with the turn carried across groups so both halves end up the same size.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null; split: "tune" | "locked" }>(
  r: Rng,
  labels: T[],
): void {
  const groups = new Map<string, T[]>();
  for (const l of labels) {
    const k = l.category ?? "(quiet)";
    groups.set(k, [...(groups.get(k) ?? []), l]);
  }
  let turn = r.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    for (const l of r.shuffle([...(groups.get(k) ?? [])])) {
      l.split = turn ? "tune" : "locked";
      turn = !turn;
    }
  }
}
