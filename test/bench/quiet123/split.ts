// Seeded tune/locked halves: quiet windows as one group, incidents alternated within and across categories so every
// category and the incidents as a whole split evenly.
import type { Rng } from "./rng.js";

type Half = "tune" | "locked";

export function assignSplit(rng: Rng, items: { isIncident: boolean; category: string | null }[]): Half[] {
  const out: Half[] = items.map(() => "tune");
  const quiet = rng.shuffle(items.flatMap((it, i) => (it.isIncident ? [] : [i])));
  for (const [j, i] of quiet.entries()) out[i] = j < quiet.length / 2 ? "tune" : "locked";
  const byCat = new Map<string, number[]>();
  for (const [i, it] of items.entries()) {
    if (!it.isIncident) continue;
    const k = it.category ?? "";
    byCat.set(k, [...(byCat.get(k) ?? []), i]);
  }
  let flip = rng.chance(0.5);
  for (const cat of rng.shuffle([...byCat.keys()])) {
    for (const i of rng.shuffle([...(byCat.get(cat) ?? [])])) {
      out[i] = flip ? "tune" : "locked";
      flip = !flip;
    }
  }
  return out;
}
