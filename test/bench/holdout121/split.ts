// Seeded tune/locked halves: balanced within each category, the quiet windows split as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = [...idx];
    for (let i = order.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [order[i], order[j]] = [order[j], order[i]];
    }
    order.forEach((k, n) => {
      out[k] = n < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
