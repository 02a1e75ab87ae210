// Seeded tune/locked halves, balanced within each category (all quiet windows form one group).
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(items: readonly T[], r: Rng): ("tune" | "locked")[] {
  const groups = new Map<string, number[]>();
  items.forEach((x, i) => {
    const key = x.category ?? "quiet";
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  let offset = r.i(0, 1);
  for (const key of [...groups.keys()].sort()) {
    const idx = r.shuffle(groups.get(key) ?? []);
    idx.forEach((i, j) => {
      out[i] = (offset + j) % 2 === 0 ? "tune" : "locked";
    });
    offset += idx.length;
  }
  return out;
}
