// Which scenario is which: the format rotation, where the eight incidents sit, which estate each quiet
// window belongs to and which kind of noise makes it look alarming (every kind used before any repeats,
// rarest-fitting kinds first).
import { ESTATES, estate } from "./estates.js";
import { FORMATS, type Format } from "./formats.js";
import type { Incident } from "./incident-kit.js";
import { INCIDENTS } from "./incidents.js";
import { NOISE, noiseKind } from "./noise.js";
import type { NoiseKind } from "./noise-kit.js";
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

export interface Plan {
  index: number;
  id: string;
  format: Format;
  estate: Estate;
  incident?: Incident;
  primary?: NoiseKind;
  extras: NoiseKind[];
}

export const TOTAL = 48;

export function makePlan(r: Rng): Plan[] {
  const slots: Array<Incident | undefined> = Array.from({ length: TOTAL }, () => undefined);
  r.shuffle(INCIDENTS).forEach((inc, k) => {
    const want = k < FORMATS.length ? k : r.int(0, FORMATS.length - 1);
    const free = slots.map((s, i) => (s === undefined && i % FORMATS.length === want ? i : -1)).filter((i) => i >= 0);
    slots[r.pick(free)] = inc;
  });
  const quietEstates = r.shuffle(ESTATES.flatMap((e) => Array.from({ length: 10 }, () => e)));
  const used = new Map<string, number>(NOISE.map((k) => [k.name, 0]));
  const fitCount = (k: NoiseKind) => ESTATES.filter((e) => k.fits(e)).length;
  const plans: Plan[] = [];
  let q = 0;
  for (let i = 0; i < TOTAL; i++) {
    const id = `q132-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const inc = slots[i];
    if (inc) {
      plans.push({ index: i, id, format, estate: estate(inc.estate), incident: inc, extras: inc.noise.map(noiseKind) });
      continue;
    }
    const e = quietEstates[q++] as Estate;
    const fitting = NOISE.filter((k) => k.fits(e));
    const least = Math.min(...fitting.map((k) => used.get(k.name) ?? 0));
    const pool = fitting.filter((k) => (used.get(k.name) ?? 0) === least);
    const rarest = Math.min(...pool.map(fitCount));
    const primary = r.pick(pool.filter((k) => fitCount(k) === rarest));
    used.set(primary.name, (used.get(primary.name) ?? 0) + 1);
    const extras = r.shuffle(fitting.filter((k) => k !== primary)).slice(0, r.int(1, 3));
    plans.push({ index: i, id, format, estate: e, primary, extras });
  }
  return plans;
}
