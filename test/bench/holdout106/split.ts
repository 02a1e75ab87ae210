// Seeded tune/locked halves: balanced within each category, the quiet windows one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(labels: T[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = labels.map(() => "tune");
  const groups = new Map<string, number[]>();
  labels.forEach((l, i) => {
    const k = l.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const idx of groups.values()) {
    const s = [...idx];
    for (let i = s.length - 1; i > 0; i--) {
      const j = Math.floor(r.f() * (i + 1));
      [s[i], s[j]] = [s[j], s[i]];
    }
    s.forEach((ix, k) => {
      out[ix] = k < s.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
