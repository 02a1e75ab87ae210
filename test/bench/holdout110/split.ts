// Seeded tune/locked halves, balanced within each category; quiet windows form one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: readonly string[], r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let odd = r.chance(0.5);
  for (const idx of byGroup.values()) {
    const xs = [...idx];
    for (let i = xs.length - 1; i > 0; i--) {
      const j = r.i(0, i);
      [xs[i], xs[j]] = [xs[j] as number, xs[i] as number];
    }
    let half = Math.floor(xs.length / 2);
    if (xs.length % 2 === 1) {
      if (odd) half += 1;
      odd = !odd;
    }
    xs.forEach((x, k) => {
      out[x] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
