// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits(keys: (string | null)[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = keys.map(() => "tune");
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    const g = k ?? "__quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  for (const idx of groups.values()) {
    const shuffled = [...idx];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j] as number, shuffled[i] as number];
    }
    shuffled.forEach((ix, n) => {
      out[ix] = n < shuffled.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
