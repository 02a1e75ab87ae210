// Seeded tune/locked halves: incidents split evenly across categories, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[][]): Map<string, "tune" | "locked"> {
  const out = new Map<string, "tune" | "locked">();
  let carry = r.chance(0.5);
  for (const g of groups) {
    const ids = r.shuffle([...g]);
    const half =
      ids.length % 2 === 1 ? (carry ? Math.ceil(ids.length / 2) : Math.floor(ids.length / 2)) : ids.length / 2;
    if (ids.length % 2 === 1) carry = !carry;
    for (const [i, id] of ids.entries()) out.set(id, i < half ? "tune" : "locked");
  }
  return out;
}
