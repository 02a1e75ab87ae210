// Seeded tune/locked halves: quiet windows as one group, incidents balanced across their categories.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  // singleton groups (one incident per category) are paired up so the halves stay even
  let carry = r.chance(0.5);
  for (const idx of byGroup.values()) {
    const order = r.shuffle([...idx]);
    order.forEach((i, k) => {
      const first = idx.length === 1 ? carry : k % 2 === 0;
      out[i] = first ? "tune" : "locked";
      if (idx.length === 1) carry = !carry;
    });
  }
  return out;
}
