// Seeded tune/locked split: incidents halved across categories, quiet windows halved as one group.
import { type Rng, shuffle } from "./rng.js";

export function assignSplit(r: Rng, items: { isIncident: boolean }[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  for (const group of [true, false]) {
    const idx = items.map((it, i) => (it.isIncident === group ? i : -1)).filter((i) => i >= 0);
    const order = shuffle(r, idx);
    order.forEach((i, k) => {
      out[i] = k < Math.floor(order.length / 2) ? "locked" : "tune";
    });
  }
  return out;
}
