// The tune / locked halves: within each category (and within the quiet windows) a seeded half goes to tune.
import type { Rng } from "./rng.js";

export function splitHalves<T>(r: Rng, items: T[], group: (x: T) => string): Map<T, "tune" | "locked"> {
  const groups = new Map<string, T[]>();
  for (const x of items) groups.set(group(x), [...(groups.get(group(x)) ?? []), x]);
  const out = new Map<T, "tune" | "locked">();
  for (const key of [...groups.keys()].sort()) {
    const xs = r.shuffle(groups.get(key) ?? []);
    for (const [i, x] of xs.entries()) out.set(x, i < Math.ceil(xs.length / 2) ? "tune" : "locked");
  }
  return out;
}
