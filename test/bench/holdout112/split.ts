// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("locked");
  const by = new Map<string, number[]>();
  for (const [i, g] of groups.entries()) by.set(g, [...(by.get(g) ?? []), i]);
  for (const key of [...by.keys()].sort()) {
    const idx = r.shuffle([...(by.get(key) ?? [])]);
    const half = r.chance(0.5) ? Math.ceil(idx.length / 2) : Math.floor(idx.length / 2);
    for (const i of idx.slice(0, half)) out[i] = "tune";
  }
  return out;
}
