// Halves the set into "tune" and "locked", stratified by category with the quiet windows as their own group.
import type { Rng } from "./rng.js";

/**
 * Assigns each item a half: within each group (shuffled) the halves alternate, and the alternation carries over
 * from group to group so one-member groups still split evenly overall.
 */
export function stratifiedSplit<T>(items: T[], group: (x: T) => string, r: Rng): Map<T, "tune" | "locked"> {
  const groups = new Map<string, T[]>();
  for (const x of items) groups.set(group(x), [...(groups.get(group(x)) ?? []), x]);
  const out = new Map<T, "tune" | "locked">();
  let flip = r.chance(0.5);
  for (const key of [...groups.keys()].sort()) {
    for (const x of r.shuffle(groups.get(key) ?? [])) {
      out.set(x, flip ? "tune" : "locked");
      flip = !flip;
    }
  }
  return out;
}
