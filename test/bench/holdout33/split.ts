// The tune / locked halves: seeded, half of each category's scenarios in each, the quiet windows as one group.
import type { Rng } from "./rng.js";

export function assignSplits<T extends { category: string | null }>(items: T[], rng: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const k = it.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const k of [...groups.keys()].sort()) {
    const idx = rng.shuffle(groups.get(k) ?? []);
    const flip = rng.chance(0.5);
    idx.forEach((i, n) => {
      const first =
        n < Math.floor(idx.length / 2) || (n === Math.floor(idx.length / 2) && idx.length % 2 === 1 && flip);
      out[i] = first ? "tune" : "locked";
    });
  }
  return out;
}
