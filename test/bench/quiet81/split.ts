// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import { type Rng, shuffle } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  for (const [i, g] of groups.entries()) byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  // single-member groups (one incident per category) are paired so the halves stay even
  let flip = r() < 0.5;
  for (const idx of [...byGroup.values()].sort((a, b) => b.length - a.length)) {
    const order = shuffle(r, idx);
    for (const [k, i] of order.entries()) {
      const tune =
        order.length === 1
          ? flip
          : k < Math.floor(order.length / 2) || (k === Math.floor(order.length / 2) && order.length % 2 === 1 && flip);
      out[i] = tune ? "tune" : "locked";
      if (order.length === 1 || order.length % 2 === 1) flip = !flip;
    }
  }
  return out;
}
