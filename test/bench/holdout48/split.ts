// The seeded tune/locked split: half of each category's scenarios in each, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const by = new Map<string, number[]>();
  groups.forEach((g, i) => {
    by.set(g, [...(by.get(g) ?? []), i]);
  });
  for (const g of [...by.keys()].sort()) {
    const idx = r.shuffle(by.get(g) ?? []);
    idx.forEach((i, k) => {
      out[i] = k < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
