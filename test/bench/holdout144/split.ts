// Splits scenarios into "tune" and "locked" halves, stratified by category (quiet windows are one stratum).
import { rngFrom } from "./rng.js";

export function splitHalves<T extends { category: string | null }>(items: T[], seed: number): Array<"tune" | "locked"> {
  const r = rngFrom(seed ^ 0x5eed);
  const out: Array<"tune" | "locked"> = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((x, k) => {
    const g = x.category ?? "quiet";
    groups.set(g, [...(groups.get(g) ?? []), k]);
  });
  let odd = 0;
  for (const g of [...groups.keys()].sort()) {
    const idx = r.shuffle([...(groups.get(g) ?? [])]);
    let half = Math.floor(idx.length / 2);
    if (idx.length % 2) half += odd++ % 2;
    idx.forEach((k, j) => {
      out[k] = j < half ? "tune" : "locked";
    });
  }
  return out;
}
