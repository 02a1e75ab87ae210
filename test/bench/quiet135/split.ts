// Half the windows to "tune", half to "locked", stratified: within each category (and within the quiet
// windows, within each format) the halves alternate from a seeded shuffle, with one running toggle so the
// totals come out even.
import type { Plan } from "./plan.js";
import type { Rng } from "./rng.js";

export function assignSplits(r: Rng, plans: Plan[]): Map<string, "tune" | "locked"> {
  const groups = new Map<string, Plan[]>();
  for (const p of plans) {
    const key = p.incident ? `incident:${p.incident.category}` : `quiet:${p.format}`;
    const g = groups.get(key) ?? [];
    g.push(p);
    groups.set(key, g);
  }
  const out = new Map<string, "tune" | "locked">();
  let incToggle = r.chance(0.5);
  let quietToggle = r.chance(0.5);
  for (const key of r.shuffle([...groups.keys()].sort())) {
    for (const p of r.shuffle(groups.get(key) ?? [])) {
      if (p.incident) {
        out.set(p.id, incToggle ? "tune" : "locked");
        incToggle = !incToggle;
      } else {
        out.set(p.id, quietToggle ? "tune" : "locked");
        quietToggle = !quietToggle;
      }
    }
  }
  return out;
}
