// Seeded tune/locked halves: shuffled within each category (quiet windows are one group), alternating across groups.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null; split?: "tune" | "locked" }>(xs: T[], r: Rng): void {
  const groups = new Map<string, T[]>();
  for (const x of xs) {
    const k = x.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), x]);
  }
  let tune = r.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    for (const x of r.shuffle(groups.get(k) ?? [])) {
      x.split = tune ? "tune" : "locked";
      tune = !tune;
    }
  }
}
