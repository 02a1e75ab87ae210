// Half of the set tunes, half stays locked: stratified by category (two of each four) and by quiet windows.
import { incident } from "./incidents/index.js";
import type { Rng } from "./rng.js";
import type { Plan } from "./types.js";

export function assignSplits(r: Rng, plans: Plan[]): Map<string, "tune" | "locked"> {
  const groups = new Map<string, Plan[]>();
  for (const p of plans) {
    const g = p.incident ? incident(p.incident).category : "quiet";
    groups.set(g, [...(groups.get(g) ?? []), p]);
  }
  const out = new Map<string, "tune" | "locked">();
  for (const g of [...groups.keys()].sort()) {
    const members = r.shuffle(groups.get(g) ?? []);
    const half = Math.floor(members.length / 2) + (members.length % 2 === 1 && r.chance(0.5) ? 1 : 0);
    members.forEach((p, i) => {
      out.set(p.id, i < half ? "tune" : "locked");
    });
  }
  return out;
}
