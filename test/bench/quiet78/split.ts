// Seeded tune/locked halves, balanced within each category (quiet windows are one group).
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(items: T[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "<quiet>";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  let odd = r.chance(0.5);
  for (const idx of groups.values()) {
    r.shuffle(idx);
    const half = idx.length % 2 === 1 ? (odd ? Math.ceil(idx.length / 2) : Math.floor(idx.length / 2)) : idx.length / 2;
    if (idx.length % 2 === 1) odd = !odd;
    idx.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
