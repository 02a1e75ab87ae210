// Seeded tune/locked split: half of each category, quiet windows as one group.
import { Rng } from "./rng.js";

export function assignSplit(groups: (string | null)[], seed: number): ("tune" | "locked")[] {
  const r = new Rng(seed ^ 0x5eed63);
  const out: ("tune" | "locked")[] = groups.map(() => "locked");
  const keys = [...new Set(groups.map((g) => g ?? "quiet"))];
  for (const k of keys) {
    const idx = r.shuffle(groups.map((g, i) => ((g ?? "quiet") === k ? i : -1)).filter((i) => i >= 0));
    const half = Math.floor(idx.length / 2) + (idx.length % 2 === 1 && r.chance(0.5) ? 1 : 0);
    for (let j = 0; j < half; j++) out[idx[j]] = "tune";
  }
  return out;
}
