// Seeded halves: quiet windows are one group, each incident category its own; every group is cut in half.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  for (const [i, g] of groups.entries()) byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  let odd = r.c(0.5);
  for (const g of [...byGroup.keys()].sort()) {
    const idx = r.shuffle([...(byGroup.get(g) ?? [])]);
    let half = Math.floor(idx.length / 2);
    if (idx.length % 2 === 1) {
      if (odd) half += 1;
      odd = !odd;
    }
    idx.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
