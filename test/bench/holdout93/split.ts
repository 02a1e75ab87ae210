// Seeded tune/locked halves: balanced within each category, the quiet windows treated as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = idx.map((i) => [r(), i] as const).sort((a, b) => a[0] - b[0]);
    order.forEach(([, i], n) => {
      out[i] = n < order.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
