// Seeded tune/locked halves: balanced within each category; the quiet windows form one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const by = new Map<string, number[]>();
  for (const [i, g] of groups.entries()) by.set(g, [...(by.get(g) ?? []), i]);
  for (const idx of by.values()) {
    r.shuffle(idx);
    const firstTune = r.chance(0.5);
    idx.forEach((i, k) => {
      out[i] = k < idx.length / 2 === firstTune ? "tune" : "locked";
    });
  }
  return out;
}
