// The tune/locked halves: seeded, half of each category each side, and the quiet windows as one group.
import type { Rng } from "./rng.js";

/** Assigns "tune" or "locked" to each item, balanced within the group `key` gives. */
export function splitHalves<T>(items: T[], key: (t: T) => string, r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((t, i) => {
    const k = key(t);
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const k of [...groups.keys()].sort()) {
    const idx = r.shuffle(groups.get(k) ?? []);
    const first = r.chance(0.5) ? "tune" : "locked";
    const second = first === "tune" ? "locked" : "tune";
    idx.forEach((i, j) => {
      out[i] =
        j < Math.floor(idx.length / 2)
          ? first
          : j < idx.length - (idx.length % 2)
            ? second
            : r.chance(0.5)
              ? first
              : second;
    });
  }
  return out;
}
