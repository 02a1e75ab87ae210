// Seeded tune/locked halves, balanced within each category (quiet windows are one group).
import type { Rng } from "./rng.js";

export function assignSplit(groups: string[], rng: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length);
  const by = new Map<string, number[]>();
  groups.forEach((g, i) => {
    by.set(g, [...(by.get(g) ?? []), i]);
  });
  for (const idx of by.values()) {
    const sh = rng.shuffle([...idx]);
    const firstTune = rng.chance(0.5);
    sh.forEach((i, k) => {
      const half = k < sh.length / 2;
      out[i] = half === firstTune ? "tune" : "locked";
    });
  }
  return out;
}
