// Seeded tune/locked split: half of each group (each incident category, and the quiet windows as one group).
import { mulberry32 } from "./rng.js";

export function assignSplit<T extends { isIncident: boolean; category: string | null }>(
  labels: T[],
  seed: number,
): (T & { split: "tune" | "locked" })[] {
  const r = mulberry32(seed ^ 0x5e11);
  const groups = new Map<string, number[]>();
  labels.forEach((l, k) => {
    const g = l.isIncident ? `cat:${l.category}` : "quiet";
    groups.set(g, [...(groups.get(g) ?? []), k]);
  });
  const split = new Array<"tune" | "locked">(labels.length);
  // Categories with one scenario each alternate so the incidents also split in half.
  let odd = r.c(0.5);
  for (const [, idx] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const order = r.shuffle(idx);
    order.forEach((k, j) => {
      const first = j < Math.floor(order.length / 2) || (order.length % 2 === 1 && j === order.length - 1 && odd);
      split[k] = first ? "tune" : "locked";
    });
    if (order.length % 2 === 1) odd = !odd;
  }
  return labels.map((l, k) => ({ ...l, split: split[k] }));
}
