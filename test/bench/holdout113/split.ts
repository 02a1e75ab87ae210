// Seeded tune/locked split: half of each category's scenarios in each, quiet windows balanced as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: Map<string, number[]>, r: Rng): Map<number, "tune" | "locked"> {
  const out = new Map<number, "tune" | "locked">();
  for (const key of [...groups.keys()].sort()) {
    const ids = r.shuffle([...(groups.get(key) ?? [])]);
    ids.forEach((id, k) => {
      out.set(id, k < ids.length / 2 ? "tune" : "locked");
    });
  }
  return out;
}
