// Seeded tune/locked halves: two and two within each category, the quiet windows as one group of six and six.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const sh = [...idx];
    for (let i = sh.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [sh[i], sh[j]] = [sh[j] as number, sh[i] as number];
    }
    sh.forEach((k, n) => {
      out[k] = n < sh.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
