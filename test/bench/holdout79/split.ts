// Seeded tune/locked halves: balanced within each category, the quiet windows as one more group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const shuffled = [...idx];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    shuffled.forEach((k, i) => {
      out[k] = i < shuffled.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
