// Seeded tune/locked halves: balanced within each category, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, groups: Array<string | null>): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(groups.length).fill("tune");
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const k = g ?? "quiet";
    byGroup.set(k, [...(byGroup.get(k) ?? []), i]);
  });
  // one incident per category: pair the categories up so the incidents too split half and half
  let oddTune = r.chance(0.5);
  for (const [, idx] of [...byGroup.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const xs = r.shuffle([...idx]);
    const half = xs.length % 2 === 0 ? xs.length / 2 : oddTune ? Math.ceil(xs.length / 2) : Math.floor(xs.length / 2);
    if (xs.length % 2 === 1) oddTune = !oddTune;
    xs.forEach((i, k) => {
      out[i] = k < half ? "tune" : "locked";
    });
  }
  return out;
}
