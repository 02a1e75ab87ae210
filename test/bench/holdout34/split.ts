// The tune / locked halves: seeded, half of each category to each side, the quiet windows split as one group.
import type { Rng } from "./rng.js";

/** Returns, for each item, "tune" or "locked", balanced within each group key. */
export function assignSplit<T>(items: T[], group: (x: T) => string, r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(items.length).fill("locked");
  const groups = new Map<string, number[]>();
  items.forEach((x, i) => {
    const k = group(x);
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
