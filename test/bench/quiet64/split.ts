// Seeded tune/locked halves: quiet windows as one group, incidents balanced within each category.
import { type Rng, shuffle } from "./rng.js";

export function assignSplit<T extends { isIncident: boolean; category: string | null }>(
  rng: Rng,
  items: T[],
): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length).fill("tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const g = it.isIncident ? `c:${it.category}` : "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  // categories with an odd count alternate which half gets the extra one
  let extraTune = rng() < 0.5;
  for (const key of [...groups.keys()].sort()) {
    const idx = shuffle(rng, groups.get(key) ?? []);
    let half = Math.floor(idx.length / 2);
    if (idx.length % 2 === 1) {
      if (extraTune) half += 1;
      extraTune = !extraTune;
    }
    idx.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
