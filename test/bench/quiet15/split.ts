// Seeded tune/locked halves: balanced within each category, the quiet windows as one group; odd groups alternate.
import type { Rng } from "./rng.js";

export function assignSplits<T extends { category: string | null; split?: "tune" | "locked" }>(
  items: T[],
  r: Rng,
): void {
  const groups = new Map<string, T[]>();
  for (const it of items) groups.set(it.category ?? "quiet", [...(groups.get(it.category ?? "quiet") ?? []), it]);
  let odd = r.chance(0.5);
  for (const key of [...groups.keys()].sort()) {
    const g = r.shuffle([...(groups.get(key) ?? [])]);
    let half = Math.floor(g.length / 2);
    if (g.length % 2 === 1) {
      if (odd) half++;
      odd = !odd;
    }
    g.forEach((it, i) => {
      it.split = i < half ? "tune" : "locked";
    });
  }
}
