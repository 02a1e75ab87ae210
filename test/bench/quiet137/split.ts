// Stratified tune/locked split: per category (quiet windows their own group), half each, shuffled from the seed;
// odd groups alternate which half gets the extra one.
import { Rng } from "./rng.js";

export function split<T extends { id: string; category: string | null }>(
  labels: T[],
  seed: number,
): Map<string, "tune" | "locked"> {
  const r = new Rng(seed ^ 0x5eed137);
  const groups = new Map<string, T[]>();
  for (const l of labels) {
    const g = l.category ?? "quiet";
    groups.set(g, [...(groups.get(g) ?? []), l]);
  }
  const out = new Map<string, "tune" | "locked">();
  let odd = 0;
  for (const g of [...groups.keys()].sort()) {
    const items = r.shuffle([...groups.get(g)!]);
    let tune = Math.floor(items.length / 2);
    if (items.length % 2 === 1) tune += odd++ % 2 === 0 ? 1 : 0;
    for (const [i, l] of items.entries()) out.set(l.id, i < tune ? "tune" : "locked");
  }
  return out;
}
