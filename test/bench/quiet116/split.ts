// Seeded tune/locked halves: quiet windows as one group, incidents as another (one per category, so halves by count).
import type { Rng } from "./rng.js";

export function splitHalves(r: Rng, groups: Record<string, number[]>): Map<number, "tune" | "locked"> {
  const out = new Map<number, "tune" | "locked">();
  let flip = r.chance(0.5);
  for (const key of Object.keys(groups).sort()) {
    const idx = r.shuffle([...groups[key]]);
    idx.forEach((i, k) => {
      const first =
        k < Math.floor(idx.length / 2) || (k === Math.floor(idx.length / 2) && idx.length % 2 === 1 && flip);
      out.set(i, first ? "tune" : "locked");
    });
    if (idx.length % 2 === 1) flip = !flip;
  }
  return out;
}
