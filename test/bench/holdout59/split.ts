// The seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function splitHalves(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const by = new Map<string, number[]>();
  for (let i = 0; i < groups.length; i++) by.set(groups[i], [...(by.get(groups[i]) ?? []), i]);
  for (const key of [...by.keys()].sort()) {
    const idx = r.shuffle([...(by.get(key) ?? [])]);
    const first = r.chance(0.5) ? "tune" : "locked";
    idx.forEach((i, k) => {
      out[i] = k < Math.floor(idx.length / 2) ? first : first === "tune" ? "locked" : "tune";
    });
  }
  return out;
}
