// Stratified tune/locked split: per category (quiet windows their own group), half each, shuffled from the seed;
// odd-sized groups alternate which half gets the extra one.
import { Rng } from "./rng.js";

export function split<T extends { category: string | null }>(labels: T[], seed: number): Map<T, "tune" | "locked"> {
  const rng = new Rng(seed ^ 0x5eed);
  const groups = new Map<string, T[]>();
  for (const l of labels) {
    const k = l.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), l]);
  }
  const out = new Map<T, "tune" | "locked">();
  let odd = 0;
  for (const k of [...groups.keys()].sort()) {
    const g = rng.shuffle([...(groups.get(k) ?? [])]);
    let half = Math.floor(g.length / 2);
    if (g.length % 2 === 1) half += odd++ % 2 === 0 ? 1 : 0;
    for (const [i, l] of g.entries()) out.set(l, i < half ? "tune" : "locked");
  }
  return out;
}
