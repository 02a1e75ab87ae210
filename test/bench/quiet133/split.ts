// Half the scenarios for tuning, half locked away, dealt alternately within each stratum after a seeded
// shuffle: quiet windows (by the family of their main noise) and incidents (one per category, so four
// categories land in each half).
import type { Rng } from "./rng.js";
import type { Plan } from "./types.js";

export function assignSplits(r: Rng, plans: Plan[]): Map<string, "tune" | "locked"> {
  const out = new Map<string, "tune" | "locked">();
  const quiet = plans.filter((p) => !p.incident);
  const inc = plans.filter((p) => p.incident);
  let turn = r.chance(0.5);
  for (const group of [r.shuffle(inc), r.shuffle(quiet)])
    for (const p of group) {
      out.set(p.id, turn ? "tune" : "locked");
      turn = !turn;
    }
  return out;
}
