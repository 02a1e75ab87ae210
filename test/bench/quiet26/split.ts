// Seeded tune/locked halves: balanced within each incident category (categories with one scenario are
// shuffled together and halved), quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { isIncident: boolean; category: string | null }>(
  items: T[],
  r: Rng,
): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const g = it.isIncident ? `c:${it.category}` : "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  const halve = (idx: number[]) =>
    r.shuffle([...idx]).forEach((i, k) => {
      out[i] = k < idx.length / 2 ? "tune" : "locked";
    });
  const singles: number[] = [];
  for (const key of [...groups.keys()].sort()) {
    const idx = groups.get(key) ?? [];
    if (idx.length === 1) singles.push(idx[0]);
    else halve(idx);
  }
  halve(singles);
  return out;
}
