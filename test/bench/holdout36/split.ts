// The tune / locked halves: seeded, half of each category each way, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits(rng: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const by = new Map<string, number[]>();
  groups.forEach((g, i) => {
    by.set(g, [...(by.get(g) ?? []), i]);
  });
  for (const idx of by.values()) {
    const order = rng.shuffle([...idx]);
    const half = rng.chance(0.5) ? Math.floor(order.length / 2) : Math.ceil(order.length / 2);
    order.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
