// The seeded tune / locked split: within each category (quiet windows as one more group), half of the
// scenarios go to each side.
import { hashSeed, Rng } from "./rng.js";

export type Split = "tune" | "locked";

export function assignSplits(groups: Array<string | null>, seed: number): Split[] {
  const r = new Rng(hashSeed(seed, "split"));
  const out: Split[] = groups.map(() => "locked");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  for (const k of [...byGroup.keys()].sort()) {
    const idx = r.shuffle(byGroup.get(k) ?? []);
    idx.slice(0, Math.floor(idx.length / 2)).forEach((i) => {
      out[i] = "tune";
    });
  }
  return out;
}
