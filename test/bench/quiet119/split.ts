// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import { Rng } from "./rng.js";

export function assignSplit(groups: (string | null)[], seed: number): ("tune" | "locked")[] {
  const r = new Rng(seed ^ 0x5bd1e995);
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "(quiet)";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  // Singletons (one incident per category) alternate so incidents still split half and half.
  let flip = r.chance(0.5);
  for (const k of [...byGroup.keys()].sort()) {
    const idx = r.shuffle([...(byGroup.get(k) ?? [])]);
    if (idx.length === 1) {
      out[idx[0]] = flip ? "tune" : "locked";
      flip = !flip;
      continue;
    }
    idx.forEach((i, n) => {
      out[i] = n < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
