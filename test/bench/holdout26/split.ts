// The seeded tune/locked halves: balanced within each category, the quiet windows one group.
import type { Rng } from "./rng.js";

export function assignSplit(rng: Rng, groups: string[]): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = groups.map(() => "locked");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const g of [...byGroup.keys()].sort()) {
    const idx = rng.shuffle(byGroup.get(g) ?? []);
    idx.slice(0, Math.floor(idx.length / 2)).forEach((i) => {
      out[i] = "tune";
    });
  }
  return out;
}
