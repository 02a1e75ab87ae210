// Seeded tune/locked split: half of each group (each incident category, and the quiet windows as one group).
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let odd = rng.chance(0.5);
  for (const idx of byGroup.values()) {
    rng.shuffle(idx);
    let half = Math.floor(idx.length / 2);
    if (idx.length % 2 === 1) {
      if (odd) half += 1;
      odd = !odd;
    }
    idx.forEach((i, k) => {
      out[i] = k < half ? "locked" : "tune";
    });
  }
  return out;
}
