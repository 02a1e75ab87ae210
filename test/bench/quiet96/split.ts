// Seeded tune/locked split: quiet windows as one group, incidents balanced within each category (as far as counts allow).
import { rngFrom } from "./rng.js";

export function assignSplit<T extends { isIncident: boolean; category: string | null }>(
  labels: T[],
  seed: number,
): (T & { split: "tune" | "locked" })[] {
  const r = rngFrom(seed ^ 0x5eed);
  const groups = new Map<string, number[]>();
  labels.forEach((l, k) => {
    const g = l.isIncident ? `c:${l.category}` : "quiet";
    groups.set(g, [...(groups.get(g) ?? []), k]);
  });
  const split: ("tune" | "locked")[] = labels.map(() => "locked");
  // singletons alternate across categories so the incidents split half and half overall
  let flip = r.c(0.5);
  for (const [, idx] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    r.shuffle(idx);
    const half = idx.length % 2 === 0 ? idx.length / 2 : (idx.length - 1) / 2 + (flip ? 1 : 0);
    if (idx.length % 2 === 1) flip = !flip;
    idx.forEach((k, j) => {
      split[k] = j < half ? "tune" : "locked";
    });
  }
  return labels.map((l, k) => ({ ...l, split: split[k] }));
}
