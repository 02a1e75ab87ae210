// Seeded tune/locked halves: incidents one group, quiet windows another, each split in half.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[][], r: Rng): Map<string, "tune" | "locked"> {
  const out = new Map<string, "tune" | "locked">();
  let flip = false;
  for (const g of groups) {
    const ids = r.shuffle([...g]);
    if (ids.length % 2 === 1) flip = !flip;
    const half = flip ? Math.ceil(ids.length / 2) : Math.floor(ids.length / 2);
    for (const [i, id] of ids.entries()) out.set(id, i < half ? "tune" : "locked");
  }
  return out;
}
