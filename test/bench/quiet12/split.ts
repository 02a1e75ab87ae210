// Seeded tune/locked halves: balanced within each category, quiet windows as one group; odd groups alternate
// which half gets the extra scenario so the whole set stays half and half.
import type { Rng } from "./rng.js";

export function assignSplits<T extends { category: string | null; split?: "tune" | "locked" }>(xs: T[], r: Rng): void {
  const groups = new Map<string, T[]>();
  for (const x of xs) {
    const k = x.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), x]);
  }
  let oddTune = r.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    const g = r.shuffle(groups.get(k) ?? []);
    const firstTune = g.length % 2 === 1 ? oddTune : true;
    if (g.length % 2 === 1) oddTune = !oddTune;
    g.forEach((x, i) => {
      x.split = (i % 2 === 0) === firstTune ? "tune" : "locked";
    });
  }
}
