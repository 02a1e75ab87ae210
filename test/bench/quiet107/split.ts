// Seeded tune/locked halves: incidents balanced per category (then overall), quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits(r: Rng, items: Array<{ category: string | null }>): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = items.map(() => "tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "__quiet__";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  let oddTurn = r.chance(0.5);
  for (const key of [...groups.keys()].sort()) {
    const idx = r.shuffle([...(groups.get(key) ?? [])]);
    const half = idx.length % 2 === 0 ? idx.length / 2 : (idx.length - 1) / 2 + (oddTurn ? 1 : 0);
    if (idx.length % 2 === 1) oddTurn = !oddTurn;
    idx.forEach((i, j) => {
      out[i] = j < half ? "tune" : "locked";
    });
  }
  return out;
}
