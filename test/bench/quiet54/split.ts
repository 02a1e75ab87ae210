// Seeded tune/locked halves: balanced inside each category, the quiet windows as one group, singletons alternating.
import { type Rng, shuffle } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(r: Rng, items: T[]): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  let flip = r() < 0.5;
  for (const k of [...groups.keys()].sort()) {
    for (const i of shuffle(r, groups.get(k) ?? [])) {
      out[i] = flip ? "tune" : "locked";
      flip = !flip;
    }
  }
  return out;
}
