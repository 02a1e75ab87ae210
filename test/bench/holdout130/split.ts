// Seeded tune/locked halves, balanced within each category (quiet windows form one group).
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const by = new Map<string, number[]>();
  groups.forEach((g, i) => {
    by.set(g, [...(by.get(g) ?? []), i]);
  });
  for (const idx of by.values()) {
    const sh = [...idx];
    for (let i = sh.length - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [sh[i], sh[j]] = [sh[j]!, sh[i]!];
    }
    sh.forEach((k, n) => {
      out[k] = n < sh.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
