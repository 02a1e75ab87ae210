// Seeded tune/locked halves, balanced within each category; the quiet windows form one group.
import type { Rng } from "./rng.js";

export function assignSplits(keys: string[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(keys.length);
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  // Singleton categories alternate so the halves stay even across the incidents.
  let flip = rng.chance(0.5);
  for (const idx of groups.values()) {
    const order = rng.shuffle(idx);
    order.forEach((i, n) => {
      if (order.length === 1) {
        out[i] = flip ? "tune" : "locked";
        flip = !flip;
      } else out[i] = n < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
