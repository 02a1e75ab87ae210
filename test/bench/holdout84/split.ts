// Seeded tune/locked halves: two of each category's four incidents in each half, the quiet windows six and six.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const by = new Map<string, number[]>();
  groups.forEach((g, i) => {
    by.set(g, [...(by.get(g) ?? []), i]);
  });
  for (const idx of by.values()) {
    const order = r.shuffle([...idx]);
    const half = order.length / 2;
    const flip = r.chance(0.5);
    order.forEach((i, k) => {
      const first = k < Math.floor(half) || (k === Math.floor(half) && order.length % 2 === 1 && flip);
      out[i] = first ? "tune" : "locked";
    });
  }
  return out;
}
