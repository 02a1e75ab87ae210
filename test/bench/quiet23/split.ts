// Seeded tune/locked halves: balanced within each group (every category; all quiet windows together).
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  // groups of one (a single incident per category) are balanced against each other via a shared coin sequence
  let carry: "tune" | "locked" = r.chance(0.5) ? "tune" : "locked";
  for (const g of [...byGroup.keys()].sort()) {
    const idx = r.shuffle([...(byGroup.get(g) ?? [])]);
    idx.forEach((i, k) => {
      if (idx.length === 1) {
        out[i] = carry;
        carry = carry === "tune" ? "locked" : "tune";
      } else out[i] = k < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
