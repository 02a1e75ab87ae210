// The seeded tune/locked split: half of the incidents and half of the quiet windows in each half.
import type { Rand } from "./rng.js";

export function splitOf(r: Rand, ids: { id: string; incident: boolean }[]): Map<string, "tune" | "locked"> {
  const out = new Map<string, "tune" | "locked">();
  for (const group of [ids.filter((x) => x.incident), ids.filter((x) => !x.incident)]) {
    const order = r.shuffle(group);
    for (const [k, x] of order.entries()) out.set(x.id, k < Math.floor(order.length / 2) ? "tune" : "locked");
  }
  return out;
}
