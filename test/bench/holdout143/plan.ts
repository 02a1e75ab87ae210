// The 64 windows of the set: 52 incidents (every recipe once, four per category) and 12 quiet windows (three per
// estate), in a seeded order, rotating over the six formats, with seeded lengths, sizes and start times.
import { ESTATES } from "./estates.js";
import { FORMATS } from "./formats.js";
import type { IncidentDef } from "./incident-types.js";
import { ACCESS_INCIDENTS } from "./incidents-access.js";
import { DATA_INCIDENTS } from "./incidents-data.js";
import { INFRA_INCIDENTS } from "./incidents-infra.js";
import { Rng } from "./rng.js";
import type { WindowPlan } from "./scenario.js";
import { CATEGORIES } from "./types.js";

export const ALL_INCIDENTS: IncidentDef[] = [...ACCESS_INCIDENTS, ...DATA_INCIDENTS, ...INFRA_INCIDENTS];

export function planWindows(seed: number): WindowPlan[] {
  const r = new Rng(seed);
  for (const c of CATEGORIES) {
    const n = ALL_INCIDENTS.filter((d) => d.category === c).length;
    if (n !== 4) throw new Error(`category ${c} has ${n} recipes, want 4`);
  }
  const slots: Array<{ inc?: IncidentDef; estate: string }> = [
    ...ALL_INCIDENTS.map((d) => ({ inc: d, estate: d.estate })),
    ...Object.keys(ESTATES).flatMap((k) => [0, 1, 2].map(() => ({ estate: k }))),
  ];
  const order = r.shuffle(slots);
  const day0 = Date.UTC(2026, 11, 1);
  return order.map((s, i) => {
    const minutes = r.int(6, 25);
    const day = i % 28;
    const hour = r.pick([6, 7, 9, 10, 12, 14, 16, 17, 18, 19, 20, 21]);
    const start = day0 + day * 86400000 + hour * 3600000 + r.int(0, 11) * 5 * 60000;
    return {
      id: `holdout143-${String(i + 1).padStart(2, "0")}`,
      format: FORMATS[i % FORMATS.length],
      estate: ESTATES[s.estate],
      start,
      minutes,
      targetLines: Math.min(9400, Math.max(1700, Math.round(minutes * r.int(110, 520)))),
      nServices: r.int(6, 12),
      seed: (seed * 7919 + i * 104729) >>> 0,
      incident: s.inc,
      faultAt: r.float(0.3, 0.65),
    };
  });
}
