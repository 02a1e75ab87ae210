// Seeded tune/locked halves: balanced within each category, the quiet windows split as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const [, idx] of [...byGroup.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    const sh = r.shuffle([...idx]);
    sh.forEach((i, k) => {
      out[i] = k < Math.floor(sh.length / 2) ? "tune" : "locked";
    });
  }
  return out;
}
