// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import { type Rng, shuffle } from "./rng.js";

export function assignSplits<T extends { category: string | null; split: "tune" | "locked" }>(
  r: Rng,
  labels: T[],
): void {
  const groups = new Map<string, T[]>();
  for (const l of labels) {
    const k = l.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), l]);
  }
  let flip = r() < 0.5;
  for (const k of [...groups.keys()].sort()) {
    const xs = shuffle(r, groups.get(k) ?? []);
    xs.forEach((l, i) => {
      l.split = (i % 2 === 0) === flip ? "tune" : "locked";
    });
    if (xs.length % 2 === 1) flip = !flip;
  }
}
