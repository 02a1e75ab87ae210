// Seeded tune/locked halves: balanced within each category; the quiet windows are one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  // singleton groups alternate so the incidents also come out half and half
  let flip = r.chance(0.5);
  for (const [, idx] of [...byGroup.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    r.shuffle(idx);
    idx.forEach((i, k) => {
      const first = idx.length % 2 === 1 && k === idx.length - 1 ? flip : k % 2 === 0;
      out[i] = first ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) flip = !flip;
  }
  return out;
}
