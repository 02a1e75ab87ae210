// The seeded tune/locked halves: incidents alternate across categories after a shuffle, quiet windows are one group.
import type { Rng } from "./rng.js";

export function assignSplit(
  rng: Rng,
  items: { isIncident: boolean; category: string | null }[],
): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length).fill("tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const g = it.isIncident ? "incident" : "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  for (const idx of groups.values()) {
    const order = rng.shuffle(idx);
    const flip = rng.chance(0.5);
    order.forEach((i, k) => {
      out[i] = (k % 2 === 0) !== flip ? "tune" : "locked";
    });
  }
  return out;
}
