// Seeded tune/locked split: half of each category's scenarios in each half; the quiet windows are one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], rng: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = idx.map((i) => [rng.next(), i] as const).sort((a, b) => a[0] - b[0]);
    order.forEach(([, i], k) => {
      out[i] = k < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
