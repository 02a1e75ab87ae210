// Seeded tune/locked halves: balanced within each category, the quiet windows split as one group.
import type { Rng } from "./rng.js";

export function assignSplits(groups: string[], r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const g of [...byGroup.keys()].sort()) {
    const idx = r.shuffle([...(byGroup.get(g) ?? [])]);
    const half = idx.length / 2;
    const flip = idx.length % 2 === 1 && r.chance(0.5);
    idx.forEach((i, k) => {
      out[i] = k < Math.floor(half) + (flip ? 1 : 0) ? "tune" : "locked";
    });
  }
  return out;
}
