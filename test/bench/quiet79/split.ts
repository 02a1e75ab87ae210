// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits(groups: readonly string[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let oddTune = rng.chance(0.5);
  for (const idx of byGroup.values()) {
    const order = [...idx];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    let half = Math.floor(order.length / 2);
    if (order.length % 2 === 1) {
      if (oddTune) half += 1;
      oddTune = !oddTune;
    }
    order.forEach((k, n) => {
      out[k] = n < half ? "tune" : "locked";
    });
  }
  return out;
}
