// Seeded tune/locked halves: balanced within each category (incidents alternate across a shuffled category order,
// since each category appears once) and within the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(rng: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const byGroup = new Map<string, number[]>();
  for (const [i, g] of groups.entries()) {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  }
  let carry = rng.chance(0.5);
  for (const k of rng.shuffle([...byGroup.keys()].sort())) {
    const idx = rng.shuffle([...(byGroup.get(k) ?? [])]);
    const half = idx.length % 2 === 0 ? idx.length / 2 : carry ? Math.ceil(idx.length / 2) : Math.floor(idx.length / 2);
    if (idx.length % 2 === 1) carry = !carry;
    idx.forEach((i, n) => {
      out[i] = n < half ? "tune" : "locked";
    });
  }
  return out;
}
