// Seeded tune/locked halves: quiet windows as one group, incidents balanced within each category (and overall).
import { type Rng, shuffle } from "./rng.js";

export function assignSplit(r: Rng, items: { isIncident: boolean; category: string | null }[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length).fill("tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.isIncident ? `c:${it.category}` : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  // categories with an odd count leave one over; those leftovers are split evenly among themselves
  const leftovers: number[] = [];
  for (const idx of groups.values()) {
    const s = shuffle(r, idx);
    const half = Math.floor(s.length / 2);
    s.forEach((i, j) => {
      if (j < half) out[i] = "tune";
      else if (j < 2 * half) out[i] = "locked";
      else leftovers.push(i);
    });
  }
  shuffle(r, leftovers).forEach((i, j) => {
    out[i] = j % 2 === 0 ? "tune" : "locked";
  });
  return out;
}
