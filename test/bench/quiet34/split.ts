// Seeded tune/locked halves: incidents balanced across the halves (one per category), quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: Map<string, number[]>, n: number): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(n).fill("tune");
  let flip = r.chance(0.5);
  for (const key of [...groups.keys()].sort()) {
    const idx = r.shuffle(groups.get(key) ?? []);
    idx.forEach((i, k) => {
      out[i] = (k % 2 === 0) === flip ? "tune" : "locked";
    });
    // An odd group leaves one extra on one side; the next odd group leans the other way.
    if (idx.length % 2 === 1) flip = !flip;
  }
  return out;
}
