// The seeded tune / locked split: half of each category's incidents and half of the quiet windows in each.
import { Rand } from "./rng.js";

export function splitHalves<T>(items: T[], groupOf: (x: T) => string, seed: number): Map<T, "tune" | "locked"> {
  const r = new Rand(seed ^ 0x5eed);
  const groups = new Map<string, T[]>();
  for (const x of items) {
    const g = groupOf(x);
    groups.set(g, [...(groups.get(g) ?? []), x]);
  }
  const out = new Map<T, "tune" | "locked">();
  for (const g of [...groups.keys()].sort()) {
    const xs = r.shuffle(groups.get(g) ?? []);
    for (const [i, x] of xs.entries()) out.set(x, i < xs.length / 2 ? "tune" : "locked");
  }
  return out;
}
