// Seeded tune/locked halves, balanced within each category; quiet windows are one group.
import type { Rng } from "./rng.js";

export function assignSplits(groups: string[], rng: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const by = new Map<string, number[]>();
  for (const [i, g] of groups.entries()) by.set(g, [...(by.get(g) ?? []), i]);
  for (const idx of by.values()) {
    const order = rng.shuffle([...idx]);
    const flip = rng.chance(0.5);
    order.forEach((i, k) => {
      out[i] = (k % 2 === 0) !== flip ? "tune" : "locked";
    });
  }
  return out;
}
