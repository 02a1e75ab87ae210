// Half the windows tune, half are locked: stratified by category (and quiet windows as their own group),
// shuffled from the seed.
import type { Plan } from "./plan.js";
import type { Rng } from "./rng.js";

export function assignSplits(r: Rng, plans: Plan[]): Map<string, "tune" | "locked"> {
  const groups = new Map<string, string[]>();
  for (const p of plans) {
    const k = p.incident ? p.incident.category : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), p.id]);
  }
  const out = new Map<string, "tune" | "locked">();
  let odd = r.chance(0.5);
  for (const k of [...groups.keys()].sort()) {
    const ids = r.shuffle([...(groups.get(k) ?? [])]);
    let half = Math.floor(ids.length / 2);
    if (ids.length % 2 === 1) {
      if (odd) half++;
      odd = !odd;
    }
    for (const [i, id] of ids.entries()) out.set(id, i < half ? "tune" : "locked");
  }
  return out;
}
