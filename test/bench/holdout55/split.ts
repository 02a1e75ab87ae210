// Seeded tune/locked split: half of each category's scenarios in each group, quiet windows as one more group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let flip = 0;
  for (const idx of byGroup.values()) {
    const shuffled = [...idx];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const half = shuffled.length % 2 === 0 ? shuffled.length / 2 : (shuffled.length + (flip++ % 2)) >> 1;
    shuffled.forEach((k, n) => {
      out[k] = n < half ? "tune" : "locked";
    });
  }
  return out;
}
