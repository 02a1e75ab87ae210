// The seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import { mulberry32 } from "./rng.js";

export function assignSplit(groups: (string | null)[], seed: number): ("tune" | "locked")[] {
  const r = mulberry32(seed ^ 0x5a17);
  const out: ("tune" | "locked")[] = groups.map(() => "tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  for (const idx of byGroup.values()) {
    const shuffled = [...idx];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j] as number, shuffled[i] as number];
    }
    shuffled.forEach((i, n) => {
      out[i] = n < shuffled.length / 2 ? "tune" : "locked";
    });
  }
  return out;
}
