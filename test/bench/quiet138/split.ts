// Stratified tune/locked split: by category (quiet windows their own group), halves shuffled from the seed.
import type { Rng } from "./rng.js";

export function stratifiedSplit<T extends { category: string | null }>(items: T[], rng: Rng): Array<"tune" | "locked"> {
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "quiet";
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)?.push(i);
  });
  const out: Array<"tune" | "locked"> = new Array(items.length);
  let odd = rng.int(0, 1);
  const keys = rng.shuffle([...groups.keys()].sort());
  for (const k of keys) {
    const idx = rng.shuffle([...(groups.get(k) as number[])]);
    let tune = Math.floor(idx.length / 2);
    if (idx.length % 2 === 1) {
      if (odd % 2 === 0) tune += 1;
      odd++;
    }
    idx.forEach((i, j) => {
      out[i] = j < tune ? "tune" : "locked";
    });
  }
  return out;
}
