// Seeded tune/locked halves: balanced within each category, the quiet windows counted as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: (string | null)[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  let odd = 0;
  for (const idx of byGroup.values()) {
    const order = r.shuffle(idx);
    let half = Math.floor(order.length / 2);
    if (order.length % 2 === 1) half += odd++ % 2;
    order.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
