// Seeded tune/locked halves: balanced within each category, the quiet windows split as one group.
import type { Rng } from "./rng.js";

export function assignSplits(groups: Array<string | null>, r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = r.shuffle([...idx]);
    order.forEach((i, n) => {
      out[i] = n < Math.floor(order.length / 2) ? "tune" : "locked";
    });
  }
  return out;
}
