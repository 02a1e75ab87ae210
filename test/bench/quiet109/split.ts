// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: string[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  // Groups of odd size leave one over; the leftovers are split among themselves so the total stays half and half.
  const left: number[] = [];
  for (const idx of byGroup.values()) {
    const s = r.shuffle([...idx]);
    const half = Math.floor(s.length / 2);
    s.forEach((i, k) => {
      if (k < half) out[i] = "tune";
      else if (k < 2 * half) out[i] = "locked";
      else left.push(i);
    });
  }
  r.shuffle(left).forEach((i, k) => {
    out[i] = k % 2 === 0 ? "tune" : "locked";
  });
  return out;
}
