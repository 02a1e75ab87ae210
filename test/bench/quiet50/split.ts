// Seeded tune/locked halves: quiet windows as one group, incidents balanced within each category.
import { type Rng, shuffle } from "./rng.js";

export function assignSplits(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  // Singleton groups (one incident per category) are pooled so that the incidents still split half and half.
  const singles: number[] = [];
  const pools: number[][] = [];
  for (const idx of byGroup.values()) idx.length === 1 ? singles.push(idx[0] as number) : pools.push(idx);
  if (singles.length) pools.push(singles);
  for (const idx of pools) {
    const mixed = shuffle(r, idx);
    const flip = r() < 0.5;
    mixed.forEach((i, k) => {
      const first =
        k < Math.floor(mixed.length / 2) || (k === Math.floor(mixed.length / 2) && mixed.length % 2 === 1 && flip);
      out[i] = first ? "tune" : "locked";
    });
  }
  return out;
}
