// The seeded tune/locked split: half of each category (quiet windows are one group) goes to each side.
import { mulberry32 } from "./rng.js";

export function assignSplit(groups: (string | null)[], seed: number): ("tune" | "locked")[] {
  const r = mulberry32(seed ^ 0x5f3759df);
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const key = g ?? "quiet";
    byGroup.set(key, [...(byGroup.get(key) ?? []), i]);
  });
  // singletons (one incident per category) are balanced across categories as one pool
  const singles: number[] = [];
  for (const idx of byGroup.values()) {
    if (idx.length === 1) singles.push(idx[0] as number);
    else
      r.shuffle(idx).forEach((i, k) => {
        out[i] = k % 2 === 0 ? "tune" : "locked";
      });
  }
  r.shuffle(singles).forEach((i, k) => {
    out[i] = k % 2 === 0 ? "tune" : "locked";
  });
  return out;
}
