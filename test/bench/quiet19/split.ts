// Seeded tune/locked halves: quiet windows as one group, incidents balanced within each category.
import { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null; split?: "tune" | "locked" }>(
  xs: T[],
  seed: number,
): void {
  const r = new Rng(seed ^ 0x5eed);
  const groups = new Map<string, T[]>();
  for (const x of xs) {
    const k = x.category ?? "(quiet)";
    groups.set(k, [...(groups.get(k) ?? []), x]);
  }
  let tune = r.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    for (const x of r.shuffle([...(groups.get(k) ?? [])])) {
      x.split = tune ? "tune" : "locked";
      tune = !tune;
    }
  }
}
