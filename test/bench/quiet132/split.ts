// The tune / locked halves: the eight incident categories split 4 / 4, and each estate's ten quiet windows
// split 5 / 5, all from the seed.
import type { Plan } from "./plan.js";
import type { Rng } from "./rng.js";

export type Split = "tune" | "locked";

export function assignSplits(r: Rng, plans: Plan[]): Map<string, Split> {
  const out = new Map<string, Split>();
  const halve = (group: Plan[]) => {
    for (const [i, p] of r.shuffle(group).entries()) out.set(p.id, i < group.length / 2 ? "tune" : "locked");
  };
  halve(plans.filter((p) => p.incident));
  const keys = [...new Set(plans.map((p) => p.estate.key))];
  for (const k of keys) halve(plans.filter((p) => !p.incident && p.estate.key === k));
  return out;
}
