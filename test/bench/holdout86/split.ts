// Seeded tune/locked halves, balanced within each category; the quiet windows form one group.
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], r: Rng): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const by = new Map<string, number[]>();
  groups.forEach((g, i) => {
    by.set(g, [...(by.get(g) ?? []), i]);
  });
  for (const idx of by.values()) {
    const sh = [...idx];
    for (let k = sh.length - 1; k > 0; k--) {
      const j = Math.floor(r.f() * (k + 1));
      [sh[k], sh[j]] = [sh[j] as number, sh[k] as number];
    }
    sh.forEach((i, k) => {
      out[i] = k < Math.floor(sh.length / 2) ? "tune" : "locked";
    });
  }
  return out;
}
