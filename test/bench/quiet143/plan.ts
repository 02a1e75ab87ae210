// The 48 windows: which estate, format, length, start time and extra episodes each gets, and which hold an incident.
import { FORMATS, type Format } from "./formats.js";
import { INCIDENTS, type Incident } from "./incidents.js";
import { EPISODE_KEYS } from "./noise.js";
import type { Rng } from "./rng.js";

export interface WindowPlan {
  id: string;
  estate: string;
  format: Format;
  minutes: number;
  lines: number;
  t0: number;
  episodes: Array<[string, number]>;
  incident?: Incident;
  drop: number;
}

const QUIET = 40;

export function makePlan(r: Rng): WindowPlan[] {
  const kinds: Array<Incident | null> = r.shuffle([...INCIDENTS, ...new Array<null>(QUIET).fill(null)]);
  const incFormats = r.shuffle([...FORMATS, ...r.shuffle([...FORMATS]).slice(0, 2)]);
  const pool: Format[] = [];
  for (const f of FORMATS) for (let k = 0; k < 8 - incFormats.filter((x) => x === f).length; k++) pool.push(f);
  r.shuffle(pool);
  const estates = ["inkwell", "banner", "pressroom", "meridian"];
  let q = 0;
  let inc = 0;
  return kinds.map((incident, k) => {
    const minutes = r.i(6, 25);
    const lines = Math.round(Math.min(9200, Math.max(1700, minutes * r.f(150, 420))));
    const day = 1 + ((k * 7) % 28);
    const t0 = Date.UTC(2026, 1 + (k % 10), day, r.i(6, 21), r.i(0, 59), r.i(0, 59), r.i(0, 999));
    const id = `q143-${String(k + 1).padStart(2, "0")}`;
    if (incident) {
      return {
        id,
        estate: incident.estate,
        format: incFormats[inc++],
        minutes,
        lines,
        t0,
        episodes: incident.extras,
        incident,
        drop: r.i(0, 1),
      };
    }
    const n = r.i(3, 7);
    const keys = r.shuffle(EPISODE_KEYS.filter((x) => x !== "runtime")).slice(0, n);
    if (r.c(0.6)) keys.unshift("runtime");
    const episodes = keys.map((key): [string, number] => [key, r.f(0.02, 0.85)]);
    return { id, estate: estates[q++ % 4], format: pool.pop()!, minutes, lines, t0, episodes, drop: r.i(0, 2) };
  });
}
