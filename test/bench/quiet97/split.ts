// Seeded tune/locked halves: quiet windows as one group, incidents balanced within each category.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { isIncident: boolean; category: string | null }>(
  labels: T[],
  rng: Rng,
): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = labels.map(() => "tune");
  const groups = new Map<string, number[]>();
  labels.forEach((l, i) => {
    const g = l.isIncident ? `c:${l.category}` : "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  // groups of one (a single incident per category) are balanced against each other
  const singles: number[] = [];
  for (const idx of groups.values()) {
    if (idx.length === 1) {
      singles.push(idx[0] as number);
      continue;
    }
    rng.shuffle(idx).forEach((i, k) => {
      out[i] = k < idx.length / 2 ? "tune" : "locked";
    });
  }
  rng.shuffle(singles).forEach((i, k) => {
    out[i] = k < singles.length / 2 ? "tune" : "locked";
  });
  return out;
}
