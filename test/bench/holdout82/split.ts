// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = idx.map((i) => ({ i, k: r.next() })).sort((a, b) => a.k - b.k);
    order.forEach(({ i }, n) => {
      out[i] = n < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
