// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(items: T[], r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(items.length).fill("tune");
  const groups = new Map<string, number[]>();
  items.forEach((x, i) => {
    const k = x.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const idx of groups.values()) {
    const order = r.shuffle([...idx]);
    const flip = r.chance(0.5);
    order.forEach((i, j) => {
      out[i] = j < Math.floor(order.length / 2) !== flip ? "tune" : "locked";
    });
  }
  return out;
}
