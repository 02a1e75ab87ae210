// Seeded tune/locked halves: quiet windows as one group, incidents balanced within each category.
import type { Rng } from "./rng.js";

export function assignSplits<L extends { isIncident: boolean; category: string | null; split: "tune" | "locked" }>(
  labels: L[],
  rng: Rng,
): void {
  const groups = new Map<string, L[]>();
  for (const l of labels) {
    const key = l.isIncident ? `c:${l.category}` : "quiet";
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  // Categories with a single scenario alternate between halves so the incidents split evenly too.
  let odd: "tune" | "locked" = rng.chance(0.5) ? "tune" : "locked";
  for (const key of [...groups.keys()].sort()) {
    const members = rng.shuffle(groups.get(key) ?? []);
    const half = Math.floor(members.length / 2);
    members.forEach((l, i) => {
      l.split = i < half ? "tune" : "locked";
    });
    if (members.length % 2 === 1) {
      members[members.length - 1].split = odd;
      odd = odd === "tune" ? "locked" : "tune";
    }
  }
}
