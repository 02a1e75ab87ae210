// Seeded tune/locked halves: each incident category split as evenly as it can be (one each here, so the eight
// categories are dealt four and four), and the quiet windows treated as one group split twenty and twenty.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let oddTune = r.c(0.5);
  for (const g of [...byGroup.keys()].sort()) {
    const idx = [...byGroup.get(g)!];
    for (let i = idx.length - 1; i > 0; i--) {
      const j = r.i(0, i);
      [idx[i], idx[j]] = [idx[j], idx[i]];
    }
    const half = idx.length % 2 === 0 ? idx.length / 2 : (idx.length - 1) / 2 + (oddTune ? 1 : 0);
    if (idx.length % 2 === 1) oddTune = !oddTune;
    idx.forEach((k, n) => {
      out[k] = n < half ? "tune" : "locked";
    });
  }
  return out;
}
