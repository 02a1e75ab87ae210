// Seeded tune/locked halves, balanced within each category; quiet windows form one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(items: T[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const idx of groups.values()) {
    r.shuffle(idx).forEach((i, j) => {
      out[i] = j < idx.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
