// The seeded tune/locked split: half of the incidents (one category each, so half the categories) and half
// of the quiet windows go to each side.
import { Rng } from "./rng.js";

export function splitOf(ids: { id: string; isIncident: boolean }[], seed: number): Map<string, "tune" | "locked"> {
  const rng = new Rng(seed ^ 0x5eed);
  const out = new Map<string, "tune" | "locked">();
  for (const group of [ids.filter((x) => x.isIncident), ids.filter((x) => !x.isIncident)]) {
    const order = rng.shuffle(group);
    const half = Math.floor(order.length / 2);
    for (const [i, x] of order.entries()) out.set(x.id, i < half ? "tune" : "locked");
  }
  return out;
}
