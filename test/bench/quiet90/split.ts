// Seeded tune/locked halves: quiet windows as one group, incidents balanced per category (then overall).
import type { Rng } from "./rng.js";

export function assignSplit(
  r: Rng,
  items: { id: string; isIncident: boolean; category: string | null }[],
): Map<string, "tune" | "locked"> {
  const out = new Map<string, "tune" | "locked">();
  const groups = new Map<string, string[]>();
  for (const it of items) {
    const g = it.isIncident ? `c:${it.category}` : "quiet";
    groups.set(g, [...(groups.get(g) ?? []), it.id]);
  }
  let odd = r.chance(0.5);
  for (const ids of groups.values()) {
    r.shuffle(ids);
    const half = Math.floor(ids.length / 2);
    ids.forEach((id, i) => {
      out.set(id, i < half ? "tune" : "locked");
    });
    if (ids.length % 2 === 1) {
      // the odd one out alternates between halves so the totals stay balanced
      out.set(ids[ids.length - 1], odd ? "tune" : "locked");
      odd = !odd;
    }
  }
  return out;
}
