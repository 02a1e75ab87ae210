// Seeded tune / locked halves, balanced within each category; the quiet windows form one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: (string | null)[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const keys = [...new Set(groups.map((g) => g ?? "quiet"))];
  for (const k of keys) {
    const idx = groups
      .map((g, i) => [g ?? "quiet", i] as const)
      .filter(([g]) => g === k)
      .map(([, i]) => i);
    for (let i = idx.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [idx[i], idx[j]] = [idx[j], idx[i]];
    }
    idx.forEach((i, n) => {
      out[i] = n < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
