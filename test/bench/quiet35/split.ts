// Seeded halves: quiet windows as one group, incidents balanced within each category (one each here, so the
// categories alternate between halves after a seeded shuffle).
import type { Rng } from "./rng.js";

export function assignSplit<T extends { isIncident: boolean; category: string | null }>(
  rng: Rng,
  items: T[],
): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.isIncident ? `cat:${it.category}` : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  let odd = rng.chance(0.5);
  for (const idx of groups.values()) {
    const sh = [...idx];
    for (let i = sh.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [sh[i], sh[j]] = [sh[j] as number, sh[i] as number];
    }
    sh.forEach((n, i) => {
      let tune = i < Math.floor(sh.length / 2);
      if (sh.length % 2 === 1 && i === sh.length - 1) {
        tune = odd;
        odd = !odd;
      }
      out[n] = tune ? "tune" : "locked";
    });
  }
  return out;
}
