// Seeded tune/locked halves: balanced inside each category, the quiet windows as one more group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: (string | null)[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = idx.map((i) => ({ i, k: r.next() })).sort((a, b) => a.k - b.k);
    order.forEach(({ i }, n) => {
      out[i] = n < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
