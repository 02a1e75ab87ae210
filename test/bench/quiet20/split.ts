// Seeded tune/locked halves, balanced within each category (all quiet windows form one group).
import type { Rng } from "./rng.js";

export function assignSplits(groups: (string | null)[], rng: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const keys = [...new Set(groups.map((g) => g ?? "quiet"))];
  let carry = rng.chance(0.5);
  for (const k of keys) {
    const idx = rng.shuffle(groups.map((g, i) => ((g ?? "quiet") === k ? i : -1)).filter((i) => i >= 0));
    idx.forEach((i, n) => {
      const first = n % 2 === 0;
      out[i] = first === carry ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) carry = !carry;
  }
  return out;
}
