// The 48 windows: 40 quiet and 8 incidents, shuffled by the seed, formats rotating over the six, quiet windows
// rotating over the four estates; each window gets its length, line budget, start time and noise mix.
import { ESTATES } from "./estates.js";
import { FORMATS, type Format } from "./formats.js";
import { INCIDENTS, type IncidentDef } from "./incidents.js";
import type { Rng } from "./rng.js";

export interface Spec {
  id: string;
  format: Format;
  estate: string;
  incident?: IncidentDef;
  minutes: number;
  targetLines: number;
  t0: number;
  /** Fraction of the window at which the fault starts. */
  at: number;
}

export const QUIET = 40;

export function plan(r: Rng): Spec[] {
  const kinds: Array<IncidentDef | undefined> = [...INCIDENTS, ...Array.from({ length: QUIET }, () => undefined)];
  const order = r.shuffle(kinds);
  const estateOrder = r.shuffle(ESTATES.map((e) => e.key));
  let q = 0;
  const day0 = Date.UTC(2026, 8, 1);
  return order.map((inc, i) => {
    const minutes = r.int(6, 25);
    const perMin = r.int(150, 700);
    const raw = minutes * perMin;
    const targetLines = raw < 1700 || raw > 9300 ? r.int(1700, 9300) : raw;
    const hour = r.pick([2, 6, 8, 9, 10, 11, 13, 15, 17, 18, 19, 21, 23]);
    return {
      id: `q140-${String(i + 1).padStart(2, "0")}`,
      format: FORMATS[i % FORMATS.length],
      estate: inc ? inc.estate : estateOrder[q++ % estateOrder.length],
      incident: inc,
      minutes,
      targetLines,
      t0: day0 + i * 86400000 + hour * 3600000 + r.int(0, 59) * 60000,
      at: r.float(0.3, 0.6),
    };
  });
}
