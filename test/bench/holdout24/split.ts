// Seeded tune/locked split, half each, balanced within each category (quiet windows count as one group).
import type { Rng } from "./rng.js";

export function assignSplit(keys: Array<string | null>, r: Rng): Array<"tune" | "locked"> {
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    const g = k ?? "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  const out: Array<"tune" | "locked"> = keys.map(() => "tune");
  let flip = r.chance(0.5);
  for (const g of [...groups.keys()].sort()) {
    const idx = groups.get(g)!;
    for (let i = idx.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [idx[i], idx[j]] = [idx[j], idx[i]];
    }
    idx.forEach((ix) => {
      out[ix] = flip ? "tune" : "locked";
      flip = !flip;
    });
  }
  return out;
}
