// The 48 windows: which estate, format, length, line budget and incident each gets, and its noise mix.
import { FORMATS, type Format } from "./formats.js";
import { INCIDENTS, type Incident } from "./incidents.js";
import { NOISES } from "./noise.js";
import type { Rng } from "./rng.js";

export interface WindowSpec {
  index: number;
  id: string;
  format: Format;
  estate: string;
  incident?: Incident;
  start: number;
  minutes: number;
  targetLines: number;
  serviceCount: number;
  /** Fraction of the window at which the fault starts. */
  faultAt: number;
  noises: string[];
  steady: boolean;
}

export const WINDOWS = 48;

export function plan(r: Rng, prefix: string): WindowSpec[] {
  const incidents = r.shuffle(INCIDENTS);
  const shift = r.int(0, 5);
  const at = new Map<number, Incident>();
  incidents.forEach((inc, k) => {
    at.set(k * 6 + ((k + shift) % 6), inc);
  });
  const estates = ["reefline", "guppy", "tidewell", "coralbay"];
  const quietEstates = r.shuffle(estates);
  const names = Object.keys(NOISES);
  const specs: WindowSpec[] = [];
  let q = 0;
  for (let i = 0; i < WINDOWS; i++) {
    const incident = at.get(i);
    const estate = incident ? incident.estate : quietEstates[q++ % 4];
    const minutes = incident ? r.int(10, 25) : r.int(6, 25);
    const day = Date.UTC(2026, r.int(2, 10), r.int(1, 28), r.int(0, 23), r.pick([0, 5, 10, 15, 20, 30, 40, 45, 50]));
    const targetLines = Math.round(Math.exp(r.float(Math.log(1600), Math.log(9300))));
    const extra = incident
      ? r.sample(
          names.filter((n) => !incident.lookalikes.includes(n)),
          r.int(2, 4),
        )
      : [];
    const noises = incident ? [...incident.lookalikes, ...extra] : r.sample(names, r.int(4, 7));
    specs.push({
      index: i,
      id: `${prefix}-${String(i + 1).padStart(2, "0")}`,
      format: FORMATS[i % FORMATS.length],
      estate,
      incident,
      start: day + r.int(0, 59) * 1000,
      minutes,
      targetLines,
      serviceCount: r.int(6, 12),
      faultAt: r.float(0.3, 0.62),
      noises,
      steady: r.chance(0.7),
    });
  }
  return specs;
}
