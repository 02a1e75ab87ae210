// The tune/locked halves: seeded, balanced within each category; all quiet windows count as one group, and the
// one-per-category incidents alternate so they split evenly too.
import type { Rng } from "./rng.js";

export type Half = "tune" | "locked";

export function assignSplits(r: Rng, groups: string[]): Half[] {
  const by = new Map<string, number[]>();
  for (const [i, g] of groups.entries()) by.set(g, [...(by.get(g) ?? []), i]);
  const out: Half[] = new Array(groups.length);
  let tune = r.chance(0.5);
  for (const g of [...by.keys()].sort()) {
    for (const i of r.shuffle([...(by.get(g) ?? [])])) {
      out[i] = tune ? "tune" : "locked";
      tune = !tune;
    }
  }
  return out;
}
