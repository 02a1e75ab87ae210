// Seeded tune/locked split: within each category half and half, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: Array<string | null>): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length).fill("tune");
  const by = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    by.set(k, [...(by.get(k) ?? []), i]);
  });
  for (const idx of by.values()) {
    const order = r.shuffle([...idx]);
    order.forEach((i, j) => {
      out[i] = j < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
