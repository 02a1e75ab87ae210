// The seeded tune/locked halves: balanced within each category, the quiet windows one group; odd groups
// give their extra scenario to whichever half the seed says.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null; split?: "tune" | "locked" }>(
  rng: Rng,
  items: T[],
): void {
  const groups = new Map<string, T[]>();
  for (const it of items) {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), it]);
  }
  let extraTune = rng.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    const g = rng.shuffle(groups.get(k) ?? []);
    let tune = Math.floor(g.length / 2);
    if (g.length % 2) {
      if (extraTune) tune++;
      extraTune = !extraTune;
    }
    g.forEach((it, i) => {
      it.split = i < tune ? "tune" : "locked";
    });
  }
}
