// The seeded tune / locked halves: four of the eight incidents (one category each, so halves pair categories)
// and twenty of the forty quiet windows on each side.
import type { Rng } from "./rng.js";

export function split<T>(r: Rng, incidents: readonly T[], quiet: readonly T[]): Map<T, "tune" | "locked"> {
  const out = new Map<T, "tune" | "locked">();
  for (const group of [incidents, quiet]) {
    const order = r.shuffle(group);
    order.forEach((x, i) => {
      out.set(x, i < Math.ceil(order.length / 2) ? "tune" : "locked");
    });
  }
  return out;
}
