// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(rng: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  // a category with an odd count leaves one member over; those leftovers are split among themselves
  const leftovers: number[] = [];
  for (const k of [...byGroup.keys()].sort()) {
    const idx = rng.shuffle([...(byGroup.get(k) ?? [])]);
    if (idx.length % 2 === 1) leftovers.push(idx.pop() as number);
    idx.forEach((i, j) => {
      out[i] = j < idx.length / 2 ? "tune" : "locked";
    });
  }
  rng.shuffle(leftovers).forEach((i, j) => {
    out[i] = j < leftovers.length / 2 ? "tune" : "locked";
  });
  return out;
}
