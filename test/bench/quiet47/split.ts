// Seeded tune/locked halves: incidents balanced within each category, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, items: { isIncident: boolean; category: string | null }[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  const groups = new Map<string, number[]>();
  items.forEach((x, i) => {
    const k = x.isIncident ? `c:${x.category}` : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  // singleton categories alternate across categories so the incident halves stay even
  let flip = r.c(0.5);
  for (const [, idx] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const order = r.shuffle([...idx]);
    order.forEach((i, j) => {
      out[i] = (j + (flip ? 1 : 0)) % 2 === 0 ? "tune" : "locked";
    });
    if (order.length % 2 === 1) flip = !flip;
  }
  return out;
}
