// Seeded tune/locked halves: incidents split per category (one each here, so half of them overall), the quiet
// windows as one group, half each.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, keys: Array<string | null>): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(keys.length).fill("tune");
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    const g = k ?? "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  // singletons (one incident per category) are pooled so the incidents still split half and half
  const singles = [...groups.values()].filter((g) => g.length === 1).flat();
  const pools = [...[...groups.values()].filter((g) => g.length > 1), singles].filter((g) => g.length);
  for (const g of pools) {
    const order = r.shuffle(g);
    const tune = r.chance(0.5) ? Math.ceil(order.length / 2) : Math.floor(order.length / 2);
    order.forEach((idx, j) => {
      out[idx] = j < tune ? "tune" : "locked";
    });
  }
  return out;
}
