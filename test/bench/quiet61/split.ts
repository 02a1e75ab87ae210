// Seeded tune/locked halves: incidents balanced across halves by category order, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, items: { isIncident: boolean; category: string | null }[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.isIncident ? `incident:${it.category}` : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  // single-scenario categories alternate, so the incidents still split evenly
  let flip = r.chance(0.5);
  for (const [k, idx] of r.shuffle([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)))) {
    const order = r.shuffle([...idx]);
    if (k !== "quiet" && order.length % 2 === 1) {
      out[order[0]] = flip ? "tune" : "locked";
      flip = !flip;
      order.shift();
    }
    order.forEach((i, j) => {
      out[i] = j < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
