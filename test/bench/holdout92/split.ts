// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const by = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    by.set(k, [...(by.get(k) ?? []), i]);
  });
  for (const k of [...by.keys()].sort()) {
    const idx = r.shuffle([...(by.get(k) ?? [])]);
    idx.forEach((i, j) => {
      out[i] = j < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
