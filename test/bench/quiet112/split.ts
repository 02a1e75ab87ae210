// Seeded tune/locked halves: quiet windows as one group, incidents balanced across categories.
import type { Rng } from "./rng.js";

export function assignSplit(rng: Rng, keys: readonly (string | null)[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = keys.map(() => "tune");
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    const g = k === null ? "quiet" : "incident";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  for (const [g, idx] of groups) {
    // incidents: order by category so each half gets every other category; quiet: plain shuffle
    const order = [...idx];
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    if (g === "incident") order.sort((a, b) => String(keys[a]).localeCompare(String(keys[b])));
    const flip = rng.chance(0.5);
    order.forEach((i, n) => {
      out[i] = (n % 2 === 0) !== flip ? "tune" : "locked";
    });
  }
  return out;
}
