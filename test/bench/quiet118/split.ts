// Seeded tune/locked halves: incidents balanced across categories, quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { isIncident: boolean; category: string | null }>(
  r: Rng,
  items: T[],
): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.isIncident ? "incident" : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  // one incident per category: halving the incidents as a group keeps every category at one item on one side
  for (const idx of groups.values()) {
    const sh = r.shuffle(idx);
    sh.forEach((i, j) => {
      out[i] = j < sh.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
