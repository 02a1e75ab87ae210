// Seeded tune/locked halves, stratified by category (quiet windows count as one category).
import type { Rng } from "./rng.js";

export function assignSplits<T extends { category: string | null }>(items: T[], r: Rng): Array<"tune" | "locked"> {
  const groups = new Map<string, number[]>();
  items.forEach((x, i) => {
    const k = x.category ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  const out: Array<"tune" | "locked"> = new Array(items.length).fill("tune");
  // odd leftovers alternate between halves so the totals stay even
  let nextOdd: "tune" | "locked" = r.c(0.5) ? "tune" : "locked";
  for (const k of r.shuffle([...groups.keys()].sort())) {
    const idx = r.shuffle(groups.get(k) ?? []);
    const half = Math.floor(idx.length / 2);
    idx.forEach((i, j) => {
      out[i] = j < half ? "tune" : j < 2 * half ? "locked" : nextOdd;
    });
    if (idx.length % 2 === 1) nextOdd = nextOdd === "tune" ? "locked" : "tune";
  }
  return out;
}
