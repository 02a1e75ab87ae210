// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: Map<string, string[]>, r: Rng): Map<string, "tune" | "locked"> {
  const out = new Map<string, "tune" | "locked">();
  for (const key of [...groups.keys()].sort()) {
    const ids = r.shuffle([...(groups.get(key) ?? [])].sort());
    for (const [i, id] of ids.entries()) out.set(id, i < ids.length / 2 ? "tune" : "locked");
  }
  return out;
}
