// Seeded tune/locked halves: quiet windows as one group, incidents alternating within each category so every
// category with two or more scenarios is split evenly (one each here: the eight incidents split four and four).
import type { Rng } from "./rng.js";

export function assignSplits(groups: string[], rng: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let carry = rng.chance(0.5);
  for (const [, idx] of [...byGroup].sort(([a], [b]) => a.localeCompare(b))) {
    rng.shuffle(idx);
    idx.forEach((i, k) => {
      out[i] = (k % 2 === 0) === carry ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) carry = !carry;
  }
  return out;
}
