// Seeded tune/locked split: half each overall, balanced within every category (quiet windows as one group).
import type { SplitLabel } from "../engine-metrics.js";
import { type Rng, shuffle } from "./rng.js";

export function assignSplits(r: Rng, labels: SplitLabel[]): void {
  const groups = new Map<string, SplitLabel[]>();
  for (const l of labels) {
    const k = l.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), l]);
  }
  let tune = 0;
  let locked = 0;
  for (const k of [...groups.keys()].sort()) {
    const g = shuffle(r, groups.get(k)!);
    const half = Math.floor(g.length / 2);
    g.forEach((l, i) => {
      let s: "tune" | "locked";
      if (i < half) s = "tune";
      else if (i < 2 * half) s = "locked";
      else s = tune < locked ? "tune" : tune > locked ? "locked" : r.chance(0.5) ? "tune" : "locked";
      l.split = s;
      if (s === "tune") tune++;
      else locked++;
    });
  }
}
