// Seeded tune/locked halves: half of each category on each side, quiet windows split as one group.
import type { Rng } from "./rng.js";

export function assignSplits(keys: Array<string | null>, r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(keys.length).fill("tune");
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    const g = k ?? "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  for (const idx of [...groups.keys()].sort().map((g) => groups.get(g) ?? [])) {
    const order = r.shuffle([...idx]);
    order.forEach((i, j) => {
      out[i] = j < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
