// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import { makeRng } from "./rng.js";

export function assignSplit(groups: (string | null)[], seed: number): ("tune" | "locked")[] {
  const rng = makeRng(seed ^ 0x5eed27);
  const out: ("tune" | "locked")[] = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  // single-scenario categories alternate so the incidents as a whole split evenly
  let flip = rng.chance(0.5);
  for (const k of [...byGroup.keys()].sort()) {
    const idx = byGroup.get(k) ?? [];
    for (let i = idx.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [idx[i], idx[j]] = [idx[j], idx[i]];
    }
    idx.forEach((n, i) => {
      const first = idx.length % 2 === 1 && i === idx.length - 1 ? flip : i % 2 === 0;
      out[n] = first ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) flip = !flip;
  }
  return out;
}
