// The seeded tune / locked split: half the incidents (one per category, so four categories each way) and half
// the quiet windows go to each side.
import type { Rng } from "./rng.js";

export function split(r: Rng, ids: { id: string; isIncident: boolean }[]): Map<string, "tune" | "locked"> {
  const out = new Map<string, "tune" | "locked">();
  for (const group of [ids.filter((x) => x.isIncident), ids.filter((x) => !x.isIncident)]) {
    const order = r.shuffle(group);
    for (const [i, x] of order.entries()) out.set(x.id, i < Math.floor(order.length / 2) ? "tune" : "locked");
  }
  return out;
}
