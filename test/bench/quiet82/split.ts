// Seeded tune/locked halves: balanced within each category, the quiet windows forming one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(items: T[], rng: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(items.length).fill("tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  let flip = rng.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    const idx = groups.get(k)!;
    for (let i = idx.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [idx[i], idx[j]] = [idx[j], idx[i]];
    }
    idx.forEach((n, i) => {
      out[n] = (i % 2 === 0) === flip ? "tune" : "locked";
    });
    if (idx.length % 2 === 1) flip = !flip;
  }
  return out;
}
