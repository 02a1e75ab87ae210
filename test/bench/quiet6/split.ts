// The seeded tune/locked halves: within each group (each incident category; all quiet windows as one group) the
// members alternate after a shuffle, and the odd ones out alternate across groups so the halves are equal.
import type { Rng } from "./rng.js";

export function assignSplit(rng: Rng, groups: string[]): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const by = new Map<string, number[]>();
  groups.forEach((g, i) => {
    by.set(g, [...(by.get(g) ?? []), i]);
  });
  let flip = rng.chance(0.5);
  for (const g of [...by.keys()].sort()) {
    const idx = rng.shuffle(by.get(g)!);
    idx.forEach((i, k) => {
      out[i] = (k % 2 === 0) === flip ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) flip = !flip;
  }
  return out;
}
