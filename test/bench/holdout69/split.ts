// Seeded tune/locked halves: balanced within each category, the quiet windows split as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let odd = r.chance(0.5);
  for (const idx of byGroup.values()) {
    r.shuffle(idx);
    const half = idx.length % 2 === 0 ? idx.length / 2 : (idx.length - 1) / 2 + (odd ? 1 : 0);
    if (idx.length % 2 === 1) odd = !odd;
    idx.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
