// Half tune, half locked: stratified by category (incidents) and quiet/incident, the halves drawn from the seed.
import type { Plan } from "./plan.js";
import type { Rng } from "./rng.js";

export function assignSplits(r: Rng, plans: Plan[]): Map<string, "tune" | "locked"> {
  const groups = new Map<string, Plan[]>();
  for (const p of plans) {
    const key = p.incident ? `incident:${p.incident.category}` : "quiet";
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const out = new Map<string, "tune" | "locked">();
  // Singleton categories alternate through one running toggle so incidents split 4/4; quiet splits 20/20.
  let toggle = r.chance(0.5) ? 0 : 1;
  const keys = [...groups.keys()].sort();
  for (const key of [...r.shuffle(keys.filter((k) => k !== "quiet")), "quiet"]) {
    for (const p of r.shuffle(groups.get(key) ?? [])) {
      out.set(p.id, toggle % 2 === 0 ? "tune" : "locked");
      toggle++;
    }
    if (key === "quiet" && (groups.get(key)?.length ?? 0) % 2 === 1) toggle++;
  }
  return out;
}
