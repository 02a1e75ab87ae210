// Seeded tune/locked halves, balanced within each category; the quiet windows form one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: Map<string, string[]>, r: Rng): Map<string, "tune" | "locked"> {
  const out = new Map<string, "tune" | "locked">();
  for (const ids of groups.values()) {
    const xs = [...ids];
    for (let i = xs.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    const half = xs.length / 2;
    for (const [i, id] of xs.entries()) out.set(id, i < half ? "tune" : "locked");
  }
  return out;
}
