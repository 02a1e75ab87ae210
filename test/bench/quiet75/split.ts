// Seeded tune/locked halves: incidents split evenly (one per category, so each category's lone entry is drawn),
// quiet windows split as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, items: { isIncident: boolean; category: string | null }[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length);
  for (const inc of [true, false]) {
    const idx = items.map((x, i) => (x.isIncident === inc ? i : -1)).filter((i) => i >= 0);
    idx.sort((a, b) => String(items[a].category).localeCompare(String(items[b].category)) || a - b);
    const order = r.shuffle([...idx]);
    order.forEach((i, k) => {
      out[i] = k < Math.ceil(order.length / 2) ? "tune" : "locked";
    });
  }
  return out;
}
