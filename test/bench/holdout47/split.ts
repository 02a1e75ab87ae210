// Tune/locked halves: seeded, balanced within each category; the quiet windows form one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(rows: T[], r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(rows.length);
  const groups = new Map<string, number[]>();
  rows.forEach((x, i) => {
    const k = x.category ?? "__quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const k of [...groups.keys()].sort()) {
    const idx = r.shuffle(groups.get(k) ?? []);
    idx.forEach((i, j) => {
      out[i] = j < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
