// Seeded tune/locked halves: incidents alternate within a shuffled, category-sorted order; quiet windows are one group.
import type { Rng } from "./rng.js";

export function assignSplit(
  r: Rng,
  items: Array<{ isIncident: boolean; category: string | null }>,
): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.isIncident ? "incident" : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const idx of groups.values()) {
    const order = r.shuffle([...idx]).sort((a, b) => (items[a].category ?? "").localeCompare(items[b].category ?? ""));
    const first = r.chance(0.5) ? "tune" : "locked";
    order.forEach((i, k) => {
      out[i] = k % 2 === 0 ? first : first === "tune" ? "locked" : "tune";
    });
  }
  return out;
}
