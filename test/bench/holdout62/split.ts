// Seeded tune/locked halves: balanced within each category, the quiet windows as one more group.
import type { Rng } from "./rng.js";

export function assignSplits(groups: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const by = new Map<string, number[]>();
  for (const [i, g] of groups.entries()) by.set(g, [...(by.get(g) ?? []), i]);
  let flip = false;
  for (const idx of by.values()) {
    r.shuffle(idx);
    const half = idx.length % 2 === 1 ? Math.floor(idx.length / 2) + (flip ? 1 : 0) : idx.length / 2;
    if (idx.length % 2 === 1) flip = !flip;
    idx.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
