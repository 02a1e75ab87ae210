// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(items: T[], seed: number): ("tune" | "locked")[] {
  const r = new Rng(seed ^ 0x5f3759df);
  const out: ("tune" | "locked")[] = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  // Categories with one scenario each are pooled so the incidents still split half and half.
  const singles: number[] = [];
  for (const [, idx] of groups) {
    if (idx.length === 1) {
      singles.push(idx[0]);
      continue;
    }
    r.shuffle(idx).forEach((i, k) => {
      out[i] = k < idx.length / 2 ? "tune" : "locked";
    });
  }
  r.shuffle(singles).forEach((i, k) => {
    out[i] = k < singles.length / 2 ? "tune" : "locked";
  });
  return out;
}
