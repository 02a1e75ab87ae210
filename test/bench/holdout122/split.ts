// Seeded tune/locked halves, balanced within each category; the quiet windows are one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: (string | null)[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const keys = [...new Set(groups)];
  for (const k of keys) {
    const idx = groups.map((g, i) => (g === k ? i : -1)).filter((i) => i >= 0);
    for (let i = idx.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
    }
    idx.forEach((i, n) => {
      out[i] = n < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
