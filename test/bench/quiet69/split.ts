// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const by = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    by.set(k, [...(by.get(k) ?? []), i]);
  });
  let odd = r.chance(0.5);
  for (const k of [...by.keys()].sort()) {
    const idx = r.shuffle([...(by.get(k) ?? [])]);
    const half = idx.length % 2 === 0 ? idx.length / 2 : odd ? Math.ceil(idx.length / 2) : Math.floor(idx.length / 2);
    if (idx.length % 2 === 1) odd = !odd;
    idx.forEach((i, n) => {
      out[i] = n < half ? "tune" : "locked";
    });
  }
  return out;
}
