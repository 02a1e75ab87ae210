// The seeded tune / locked halves: half of each category's incidents and half of the quiet windows in each.
import type { Rng } from "./rng.js";

export function assignSplit<T>(items: T[], groupOf: (item: T) => string, r: Rng): Map<T, "tune" | "locked"> {
  const groups = new Map<string, T[]>();
  for (const it of items) {
    const g = groupOf(it);
    groups.set(g, [...(groups.get(g) ?? []), it]);
  }
  const out = new Map<T, "tune" | "locked">();
  for (const key of [...groups.keys()].sort()) {
    const members = r.shuffle(groups.get(key) ?? []);
    for (const [i, m] of members.entries()) out.set(m, i < members.length / 2 ? "tune" : "locked");
  }
  return out;
}
