// Seeded tune/locked halves, balanced within each category; quiet windows form one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: (string | null)[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const shuffled = [...idx];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    shuffled.forEach((ix, k) => {
      out[ix] = k < shuffled.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
