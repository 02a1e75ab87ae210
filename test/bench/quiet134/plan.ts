// The 48 scenarios: 40 quiet windows each built around its own main kind of noise, 8 incidents laid on noise,
// formats rotating over the six, estates rotating over the four, lengths and volumes drawn from the seed.
import { ESTATES, estate } from "./estates.js";
import { FORMATS, type Format } from "./formats.js";
import type { IncidentDef } from "./incident-kit.js";
import { INCIDENTS } from "./incidents.js";
import { CHRONIC, NOISE, noiseKind } from "./noise.js";
import type { NoiseKind } from "./noise-kit.js";
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

export interface Plan {
  index: number;
  id: string;
  format: Format;
  estate: Estate;
  minutes: number;
  targetLines: number;
  /** Window start, ms since epoch. */
  start: number;
  main: NoiseKind;
  minors: NoiseKind[];
  incident?: IncidentDef;
}

export const SCENARIOS = 48;

export function makePlan(r: Rng): Plan[] {
  const incidents = r.shuffle(INCIDENTS);
  const offsets = r.shuffle([0, 1, 2, 3, 4, 5]);
  const at = new Map<number, IncidentDef>();
  for (const [k, inc] of incidents.entries()) at.set(6 * k + (offsets[k % 6] ?? 0), inc);
  const mains = r.shuffle(NOISE);
  const estBase = r.int(0, 3);
  const plans: Plan[] = [];
  let q = 0;
  for (let i = 0; i < SCENARIOS; i++) {
    const inc = at.get(i);
    const minutes = r.int(6, 20);
    const targetLines = Math.min(9400, Math.max(1700, minutes * r.int(130, 660)));
    const start = Date.UTC(2026, r.int(0, 5), r.int(1, 28), r.int(0, 23), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    let e: Estate;
    let main: NoiseKind;
    let minors: NoiseKind[];
    if (inc) {
      e = estate(inc.estate);
      main = noiseKind(inc.noise[0] ?? "dns_dead_sink");
      minors = inc.noise.slice(1).map(noiseKind);
      if (r.chance(0.5)) {
        const extra = r.pick(NOISE.filter((k) => k !== main && !minors.includes(k)));
        minors.push(extra);
      }
    } else {
      e = ESTATES[(q + estBase) % ESTATES.length] as Estate;
      main = mains[q % mains.length] as NoiseKind;
      const pool = r.shuffle(NOISE.filter((k) => k !== main));
      minors = pool.slice(0, r.int(1, 3));
      if (r.chance(0.55) && !CHRONIC.includes(main) && !minors.some((m) => CHRONIC.includes(m)))
        minors.push(r.pick(CHRONIC));
      q++;
    }
    plans.push({
      index: i,
      id: `q134-${String(i + 1).padStart(2, "0")}`,
      format: FORMATS[i % FORMATS.length] as Format,
      estate: e,
      minutes,
      targetLines,
      start,
      main,
      minors,
      incident: inc,
    });
  }
  return plans;
}
