// Seeded tune/locked halves: quiet windows as one group, incidents balanced across categories.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let carry = rng.chance(0.5);
  for (const idx of byGroup.values()) {
    const order = rng.shuffle([...idx]);
    order.forEach((i, k) => {
      const first =
        k < Math.floor(order.length / 2) || (k === Math.floor(order.length / 2) && order.length % 2 === 1 && carry);
      out[i] = first ? "tune" : "locked";
    });
    if (order.length % 2 === 1) carry = !carry;
  }
  return out;
}
