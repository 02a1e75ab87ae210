// Seeded tune/locked halves: incidents balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits(groups: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let carry = r.chance(0.5); // who gets the odd one of a single-member group
  for (const idx of byGroup.values()) {
    for (let i = idx.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [idx[i], idx[j]] = [idx[j], idx[i]];
    }
    const half = idx.length / 2;
    idx.forEach((k, n) => {
      if (n < Math.floor(half)) out[k] = "tune";
      else if (n >= Math.ceil(half)) out[k] = "locked";
      else {
        out[k] = carry ? "tune" : "locked";
        carry = !carry;
      }
    });
  }
  return out;
}
