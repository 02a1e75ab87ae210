// Seeded tune/locked halves: incidents balanced as one group of single categories, quiet windows as another.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: number[][], total: number): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(total).fill("tune");
  for (const g of groups) {
    const order = r.shuffle([...g]);
    order.forEach((idx, k) => {
      out[idx] = k % 2 === 0 ? "tune" : "locked";
    });
  }
  return out;
}
