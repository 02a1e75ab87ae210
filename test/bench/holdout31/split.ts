// Seeded tune/locked halves: balanced within each category, the quiet windows one group.
import type { Rng } from "./rng.js";

export function assignSplits(groups: string[], r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = r.shuffle([...idx]);
    const firstTune = r.chance(0.5);
    order.forEach((i, k) => {
      const tune =
        k < Math.floor(order.length / 2) || (k === Math.floor(order.length / 2) && order.length % 2 === 1 && firstTune);
      out[i] = tune ? "tune" : "locked";
    });
  }
  return out;
}
