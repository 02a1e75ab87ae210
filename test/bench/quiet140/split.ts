// Halves the set: stratified by category, quiet windows as their own group, alternating across groups so that
// each half gets the same number overall.
import type { Rng } from "./rng.js";

export function assignSplits<T extends { category: string | null }>(items: T[], r: Rng): Array<"tune" | "locked"> {
  const out: Array<"tune" | "locked"> = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((x, i) => {
    const k = x.category ?? "(quiet)";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  let next: "tune" | "locked" = r.chance(0.5) ? "tune" : "locked";
  for (const k of [...groups.keys()].sort()) {
    for (const i of r.shuffle(groups.get(k) ?? [])) {
      out[i] = next;
      next = next === "tune" ? "locked" : "tune";
    }
  }
  return out;
}
