// Seeded tune/locked halves: quiet windows split as one group, incidents balanced across categories (each
// category appears once, so the halves get alternate categories of a seeded order).
import type { Rng } from "./rng.js";

export function assignSplit(r: Rng, items: { isIncident: boolean; category: string | null }[]): ("tune" | "locked")[] {
  const out: ("tune" | "locked")[] = items.map(() => "tune");
  const quiet = items.map((x, i) => ({ x, i })).filter((o) => !o.x.isIncident);
  r.shuffle(quiet).forEach((o, k) => {
    out[o.i] = k < Math.ceil(quiet.length / 2) ? "tune" : "locked";
  });
  const byCat = new Map<string, number[]>();
  items.forEach((x, i) => {
    if (!x.isIncident) return;
    const key = x.category ?? "?";
    byCat.set(key, [...(byCat.get(key) ?? []), i]);
  });
  let flip = r.chance(0.5);
  for (const cat of r.shuffle([...byCat.keys()].sort())) {
    for (const i of r.shuffle(byCat.get(cat) ?? [])) {
      out[i] = flip ? "tune" : "locked";
      flip = !flip;
    }
  }
  return out;
}
