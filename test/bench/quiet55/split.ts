// Seeded tune/locked halves: the quiet windows as one group, the incidents as another (one per category, so each
// category's single scenario falls on one side and the halves hold four categories each).
import type { Rng } from "./rng.js";

export function assignSplit(rng: Rng, groups: number[][]): Map<number, "tune" | "locked"> {
  const out = new Map<number, "tune" | "locked">();
  for (const g of groups) {
    const order = rng.shuffle([...g]);
    order.forEach((idx, k) => {
      out.set(idx, k < Math.ceil(order.length / 2) ? "tune" : "locked");
    });
  }
  return out;
}
