// Seeded tune/locked halves: balanced within each category; quiet windows are one group, single-scenario
// categories are pooled so that they too split half and half.
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
  const singles: T[] = [];
  const lists: T[][] = [];
  for (const g of groups.values()) {
    if (g.length === 1) singles.push(...g);
    else lists.push(g);
  }
  if (singles.length) lists.push(singles);
  let flip = r.chance(0.5);
  for (const g of lists) {
    const sh = r.shuffle(g);
    sh.forEach((it, i) => {
      it.split = (i % 2 === 0) === flip ? "tune" : "locked";
    });
    if (sh.length % 2 === 1) flip = !flip;
  }
}
