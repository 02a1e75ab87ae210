// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(rng: Rng, groups: string[]): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length).fill("locked");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  let odd = 0; // singletons and odd remainders alternate so the halves stay even overall
  for (const idx of rng.shuffle([...byGroup.values()])) {
    const order = rng.shuffle(idx);
    const half = Math.floor(order.length / 2);
    order.forEach((i, k) => {
      if (k < half) out[i] = "tune";
      else if (k >= 2 * half) out[i] = odd++ % 2 === 0 ? "tune" : "locked";
    });
  }
  return out;
}
