// Seeded tune/locked halves: quiet windows as one group, incidents balanced within each category and overall.
import type { Rng } from "./rng.js";

export function assignSplits(r: Rng, items: { id: string; group: string }[]): Map<string, "tune" | "locked"> {
  const out = new Map<string, "tune" | "locked">();
  const groups = new Map<string, string[]>();
  for (const it of items) groups.set(it.group, [...(groups.get(it.group) ?? []), it.id]);
  // an odd group leaves one over; those leftovers alternate so the totals stay even
  let toggle = r.chance(0.5);
  for (const g of r.shuffle([...groups.keys()].sort())) {
    const ids = r.shuffle(groups.get(g) ?? []);
    const half = Math.floor(ids.length / 2);
    ids.forEach((id, i) => {
      if (i < half) out.set(id, "tune");
      else if (i < 2 * half) out.set(id, "locked");
      else {
        out.set(id, toggle ? "tune" : "locked");
        toggle = !toggle;
      }
    });
  }
  return out;
}
