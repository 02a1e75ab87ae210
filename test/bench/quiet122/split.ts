// Seeded tune/locked halves: quiet windows as one group, incidents balanced within each category.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  // categories with a single member alternate between halves so the halves stay even
  let flip = r.chance(0.5);
  for (const [, members] of [...byGroup.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    r.shuffle(members);
    members.forEach((m, k) => {
      const first = k % 2 === 0 ? flip : !flip;
      out[m] = first ? "tune" : "locked";
    });
    if (members.length % 2 === 1) flip = !flip;
  }
  return out;
}
