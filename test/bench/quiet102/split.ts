// Seeded tune/locked halves: quiet windows as one group, the outages as another.
import type { Rng } from "./rng.js";

export function splitHalves(r: Rng, groups: number[][]): Map<number, "tune" | "locked"> {
  const out = new Map<number, "tune" | "locked">();
  let flip = r.chance(0.5);
  for (const g of groups) {
    const xs = r.shuffle([...g]);
    const half = xs.length / 2;
    // an odd group gives its extra member to alternating halves
    const cut = Number.isInteger(half) ? half : flip ? Math.ceil(half) : Math.floor(half);
    flip = !flip;
    xs.forEach((id, i) => {
      out.set(id, i < cut ? "tune" : "locked");
    });
  }
  return out;
}
