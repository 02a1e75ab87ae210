// The seeded tune/locked halves: quiet windows as one group, incidents balanced by category.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { isIncident: boolean; category: string | null }>(
  rng: Rng,
  items: T[],
): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = items.map(() => "tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const g = it.isIncident ? `cat:${it.category}` : "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  // Within a group alternate after a seeded shuffle; groups of odd size take turns giving the extra one away.
  let oddTurn = rng.chance(0.5);
  for (const g of [...groups.keys()].sort()) {
    const idx = rng.shuffle([...(groups.get(g) ?? [])]);
    let flip = false;
    if (idx.length % 2 === 1) {
      oddTurn = !oddTurn;
      flip = oddTurn;
    }
    idx.forEach((i, k) => {
      out[i] = (k % 2 === 0) !== flip ? "tune" : "locked";
    });
  }
  return out;
}
