// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits<T extends { category: string | null; split?: "tune" | "locked" }>(
  items: T[],
  r: Rng,
): void {
  const groups = new Map<string, T[]>();
  for (const it of items) {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), it]);
  }
  for (const k of [...groups.keys()].sort()) {
    const g = r.shuffle([...(groups.get(k) ?? [])]);
    g.forEach((it, i) => {
      it.split = i < g.length / 2 ? "tune" : "locked";
    });
  }
}
