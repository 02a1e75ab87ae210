// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null; split?: "tune" | "locked" }>(
  items: T[],
  rng: Rng,
): void {
  const groups = new Map<string, T[]>();
  for (const it of items) {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), it]);
  }
  // singletons alternate across categories so the incidents also split in half overall
  let flip = rng.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    const g = rng.shuffle([...(groups.get(k) ?? [])]);
    const half = g.length % 2 === 1 ? (flip ? Math.ceil(g.length / 2) : Math.floor(g.length / 2)) : g.length / 2;
    if (g.length % 2 === 1) flip = !flip;
    g.forEach((it, i) => {
      it.split = i < half ? "tune" : "locked";
    });
  }
}
