// Seeded tune/locked halves: quiet windows as one group, incidents balanced across categories.
import type { Rng } from "./rng.js";

export type Half = "tune" | "locked";

/** Assigns halves to items grouped by `group`; within a group alternately after a shuffle, the odd one drawn. */
export function assignSplit<T>(r: Rng, items: T[], group: (x: T) => string): Map<T, Half> {
  const out = new Map<T, Half>();
  const groups = new Map<string, T[]>();
  for (const x of items) {
    const g = group(x);
    groups.set(g, [...(groups.get(g) ?? []), x]);
  }
  // one-member groups (a category with one incident) are pooled so the halves still come out even
  const singles: T[] = [];
  for (const [, xs] of groups) {
    if (xs.length === 1) {
      singles.push(xs[0]);
      continue;
    }
    const first: Half = r.chance(0.5) ? "tune" : "locked";
    r.shuffle(xs).forEach((x, i) => {
      out.set(x, i % 2 === 0 ? first : first === "tune" ? "locked" : "tune");
    });
  }
  r.shuffle(singles).forEach((x, i) => {
    out.set(x, i % 2 === 0 ? "tune" : "locked");
  });
  return out;
}
