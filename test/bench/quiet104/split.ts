// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(rng: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  // singleton categories alternate so the incidents as a whole are split in half too
  let flip = rng.chance(0.5);
  for (const [, idx] of [...byGroup.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    rng.shuffle(idx);
    idx.forEach((i, k) => {
      let half = k < Math.floor(idx.length / 2) ? "tune" : "locked";
      if (idx.length % 2 === 1 && k === idx.length - 1) {
        half = flip ? "tune" : "locked";
        flip = !flip;
      }
      out[i] = half as "tune" | "locked";
    });
  }
  return out;
}
