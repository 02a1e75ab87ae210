// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const by = new Map<string, number[]>();
  groups.forEach((g, i) => {
    by.set(g, [...(by.get(g) ?? []), i]);
  });
  for (const idx of by.values()) {
    r.shuffle(idx);
    const start = r.c(0.5) ? 0 : 1;
    idx.forEach((i, k) => {
      out[i] = (k + start) % 2 === 0 ? "tune" : "locked";
    });
  }
  return out;
}
