// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import { type Rng, shuffle } from "./rng.js";

export function assignSplit<T extends { category: string | null; split?: "tune" | "locked" }>(
  items: T[],
  r: Rng,
): void {
  const groups = new Map<string, T[]>();
  for (const it of items) {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), it]);
  }
  // categories with one member each alternate, so the incidents still split in half
  let flip = r() < 0.5;
  for (const k of [...groups.keys()].sort()) {
    const g = shuffle(r, groups.get(k) ?? []);
    g.forEach((it, i) => {
      const first = i < Math.floor(g.length / 2) || (g.length % 2 === 1 && i === g.length - 1 && flip);
      it.split = first ? "tune" : "locked";
    });
    if (g.length % 2 === 1) flip = !flip;
  }
}
