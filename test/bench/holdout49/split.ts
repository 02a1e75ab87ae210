// Seeded tune/locked halves, balanced within each category (quiet windows are one group).
import type { Rng } from "./rng.js";

export function splitHalves(groups: Array<string | null>, rng: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = groups.map(() => "tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g ?? "quiet", [...(byGroup.get(g ?? "quiet") ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const order = rng.shuffle(idx);
    order.forEach((i, k) => {
      out[i] = k < Math.floor(order.length / 2) ? "locked" : "tune";
    });
  }
  return out;
}
