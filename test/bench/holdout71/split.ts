// Seeded tune/locked split: half of each category's scenarios in each group; quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(keys: (string | null)[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = keys.map(() => "tune");
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    const g = k ?? "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  for (const idx of groups.values()) {
    const sh = [...idx];
    for (let i = sh.length - 1; i > 0; i--) {
      const j = Math.floor(r.next() * (i + 1));
      [sh[i], sh[j]] = [sh[j] as number, sh[i] as number];
    }
    sh.forEach((ix, n) => {
      out[ix] = n < sh.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
