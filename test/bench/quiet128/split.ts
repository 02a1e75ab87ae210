// Seeded tune/locked halves: half of the quiet windows and half of the incidents in each.
import { type Rng, shuffle } from "./rng.js";

export function assignSplit(r: Rng, groups: Map<string, number[]>): Map<number, "tune" | "locked"> {
  const out = new Map<number, "tune" | "locked">();
  let odd = 0;
  for (const idx of groups.values()) {
    const s = shuffle(r, idx);
    // an odd-sized group gives its extra member alternately to each half
    const half = s.length % 2 ? (s.length - 1) / 2 + (odd++ % 2) : s.length / 2;
    for (const [k, i] of s.entries()) out.set(i, k < half ? "tune" : "locked");
  }
  return out;
}
