// Seeded halves: incidents split evenly between tune and locked, quiet windows as one group, also evenly.
import type { Rng } from "./rng.js";

export function assignSplit(rng: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  for (const [i, g] of groups.entries()) byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  let flip = rng.chance(0.5);
  for (const g of [...byGroup.keys()].sort()) {
    for (const [k, i] of rng.shuffle(byGroup.get(g) ?? []).entries()) {
      out[i] = (k % 2 === 0) === flip ? "tune" : "locked";
    }
    if ((byGroup.get(g) ?? []).length % 2 === 1) flip = !flip;
  }
  return out;
}
