// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits<T extends { category: string | null; split?: "tune" | "locked" }>(
  labels: T[],
  rng: Rng,
): void {
  const groups = new Map<string, T[]>();
  for (const l of labels) {
    const k = l.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), l]);
  }
  // single-member categories alternate so the incidents still split half and half
  let flip = rng.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    const g = rng.shuffle([...(groups.get(k) ?? [])]);
    if (g.length === 1) {
      g[0].split = flip ? "tune" : "locked";
      flip = !flip;
      continue;
    }
    g.forEach((l, i) => {
      l.split = i < Math.floor(g.length / 2) ? "tune" : "locked";
    });
    if (g.length % 2 === 1) g[g.length - 1].split = rng.chance(0.5) ? "tune" : "locked";
  }
}
