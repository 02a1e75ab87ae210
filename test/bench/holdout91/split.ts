// Seeded tune/locked halves: balanced within each category, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits(groups: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const by = new Map<string, number[]>();
  for (const [i, g] of groups.entries()) by.set(g, [...(by.get(g) ?? []), i]);
  for (const idx of by.values()) {
    const order = r.shuffle([...idx]);
    order.forEach((i, k) => {
      out[i] = k < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
