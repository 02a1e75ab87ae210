// Seeded tune/locked halves: incidents balanced by category (one each, so half of them each side), quiet as one group.
import type { Rng } from "./rng.js";

export function assignSplit(
  rng: Rng,
  items: { isIncident: boolean; category: string | null }[],
): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.isIncident ? "incident" : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const idx of groups.values()) {
    const order = rng.shuffle([...idx]);
    order.forEach((i, n) => {
      out[i] = n % 2 === 0 ? "tune" : "locked";
    });
  }
  return out;
}
