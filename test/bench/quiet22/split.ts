// Seeded tune/locked halves: balanced within each category, the quiet windows one group.
import type { Rng } from "./rng.js";

export function assignSplit(keys: (string | null)[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(keys.length).fill("tune");
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    const g = k ?? "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  // categories with one scenario each alternate so the incidents also split half and half
  let odd = r.chance(0.5);
  for (const g of [...groups.keys()].sort()) {
    const idx = r.shuffle([...(groups.get(g) ?? [])]);
    idx.forEach((i, j) => {
      let first = j < Math.floor(idx.length / 2);
      if (idx.length % 2 === 1 && j === idx.length - 1) {
        first = odd;
        odd = !odd;
      }
      out[i] = first ? "tune" : "locked";
    });
  }
  return out;
}
