// Seeded tune/locked halves, balanced within each category (the quiet windows count as one group).
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const idx of [...byGroup.keys()].sort().map((k) => byGroup.get(k) ?? [])) {
    r.shuffle(idx);
    const half = idx.length % 2 ? Math.floor(idx.length / 2) + r.int(0, 1) : idx.length / 2;
    idx.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
