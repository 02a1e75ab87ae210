// Seeded half-and-half split into tune and locked, balanced within each category (quiet windows one group).
import type { Rng } from "./rng.js";

export function assignSplits(groups: Array<string | null>, r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const by = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    by.set(k, [...(by.get(k) ?? []), i]);
  });
  let odd = r.chance(0.5);
  for (const idx of by.values()) {
    r.shuffle(idx);
    let half = idx.length / 2;
    if (idx.length % 2 === 1) {
      odd = !odd;
      half = odd ? Math.ceil(half) : Math.floor(half);
    }
    idx.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
