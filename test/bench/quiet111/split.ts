// Seeded tune/locked split: half of every group (quiet windows form one group, each incident category another).
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let odd = r.c(0.5);
  for (const idx of byGroup.values()) {
    const shuffled = [...idx];
    for (let k = shuffled.length - 1; k > 0; k--) {
      const j = r.i(0, k);
      [shuffled[k], shuffled[j]] = [shuffled[j], shuffled[k]];
    }
    let half = Math.floor(shuffled.length / 2);
    if (shuffled.length % 2 === 1) {
      if (odd) half += 1;
      odd = !odd;
    }
    shuffled.forEach((ix, k) => {
      out[ix] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
