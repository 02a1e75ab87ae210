// Seeded tune/locked halves, balanced within each category; quiet windows form one group.
import type { Rng } from "./rng.js";

export function assignSplit<T extends { category: string | null }>(items: T[], r: Rng): ("tune" | "locked")[] {
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  let odd = r.chance(0.5);
  for (const idx of groups.values()) {
    const sh = [...idx];
    for (let i = sh.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [sh[i], sh[j]] = [sh[j] as number, sh[i] as number];
    }
    let half = Math.floor(sh.length / 2);
    if (sh.length % 2 === 1) {
      if (odd) half += 1;
      odd = !odd;
    }
    sh.forEach((v, i) => {
      out[v] = i < half ? "tune" : "locked";
    });
  }
  return out;
}
