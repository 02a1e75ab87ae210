// Stratified tune/locked halves: within each category (quiet counts as one) shuffle and alternate, carrying the odd
// one over so the two halves stay equal overall.
import type { Rng } from "./rng.js";

export function stratifiedSplit(cats: Array<string | null>, r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(cats.length);
  const groups = new Map<string, number[]>();
  cats.forEach((c, i) => {
    const k = c ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  let next = r.c(0.5);
  for (const k of [...groups.keys()].sort()) {
    for (const i of r.shuffle(groups.get(k)!)) {
      out[i] = next ? "tune" : "locked";
      next = !next;
    }
  }
  return out;
}
