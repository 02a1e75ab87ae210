// The set's layout: 48 windows over the six formats in turn, 40 quiet and 8 incidents in different categories,
// each with its estate, start time, length and target line count.
import { ESTATES, type Estate } from "./estates.js";
import { INCIDENTS, type IncidentDef } from "./incidents.js";
import type { Rng } from "./rng.js";
import { FORMATS, type Format } from "./types.js";

export interface WindowPlan {
  index: number;
  id: string;
  format: Format;
  estate: Estate;
  start: number;
  minutes: number;
  targetLines: number;
  services: number;
  incident?: IncidentDef;
}

export const WINDOWS = 48;
/** Slots of the incidents: spread over the set and over all six formats. */
const INCIDENT_SLOTS = [2, 7, 12, 17, 22, 27, 38, 45];

export function plan(rng: Rng): WindowPlan[] {
  const incidents = rng.shuffle(INCIDENTS);
  const out: WindowPlan[] = [];
  const estateOffset = rng.int(0, 3);
  for (let i = 0; i < WINDOWS; i++) {
    const slot = INCIDENT_SLOTS.indexOf(i);
    const incident = slot >= 0 ? incidents[slot] : undefined;
    const estate = incident
      ? (ESTATES.find((e) => e.key === incident.estate) ?? ESTATES[0])
      : ESTATES[(i + estateOffset) % 4];
    const day = Date.UTC(2026, 9, 1) + i * 86400000 + rng.int(0, 2) * 86400000;
    const hour = rng.chance(0.75) ? rng.int(8, 19) : rng.pick([0, 2, 3, 5, 6, 21, 22, 23]);
    const start = day + hour * 3600000 + rng.int(0, 11) * 5 * 60000 + rng.int(0, 59) * 1000;
    const minutes = rng.int(6, 25);
    out.push({
      index: i,
      id: `quiet139-${String(i + 1).padStart(2, "0")}`,
      format: FORMATS[i % FORMATS.length],
      estate,
      start,
      minutes,
      targetLines: rng.int(1600, 9000),
      services: rng.int(6, 12),
      incident,
    });
  }
  return out;
}
