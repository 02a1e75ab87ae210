// Seeded tune/locked halves, balanced within each category; the quiet windows form one group.
import type { Rng } from "./rng.js";

export function assignSplit(categories: (string | null)[], rng: Rng): ("tune" | "locked")[] {
  const groups = new Map<string, number[]>();
  categories.forEach((c, i) => {
    const k = c ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  const out: ("tune" | "locked")[] = categories.map(() => "tune");
  let odd = rng.chance(0.5) ? 0 : 1;
  for (const k of [...groups.keys()].sort()) {
    const idx = [...(groups.get(k) ?? [])];
    for (let i = idx.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
    }
    idx.forEach((n, i) => {
      out[n] = (i + odd) % 2 === 0 ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) odd = 1 - odd;
  }
  return out;
}
