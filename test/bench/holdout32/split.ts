// Seeded tune/locked halves: within each category (quiet windows are one group) half go to each side.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(r: Rng, items: T[]): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const k of [...groups.keys()].sort()) {
    const ix = r.shuffle(groups.get(k)!);
    ix.forEach((i, j) => {
      out[i] = j < ix.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
