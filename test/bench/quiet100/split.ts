// Seeded tune/locked halves: quiet windows as one group, incidents balanced overall (one per category).
import { type Rng, shuffle } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let carry = r() < 0.5;
  for (const g of [...byGroup.keys()].sort()) {
    const idx = shuffle(r, byGroup.get(g) ?? []);
    idx.forEach((i, k) => {
      const half = idx.length % 2 === 1 && k === idx.length - 1 ? carry : k % 2 === 0;
      out[i] = half ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) carry = !carry;
  }
  return out;
}
