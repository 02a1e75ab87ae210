// What each of the 64 windows holds: its estate, format, length and line budget, start time, and either one
// incident or one main kind of quiet noise, plus the small kinds of noise beside it.
import { INCIDENTS } from "./incidents.js";
import type { IncidentDef } from "./kit.js";
import { MAIN, type NoiseKind, SMALL } from "./noise.js";
import type { Rng } from "./rng.js";
import { type EstateKey, FORMATS, type Format } from "./types.js";

export interface Plan {
  index: number;
  id: string;
  format: Format;
  estate: EstateKey;
  incident?: IncidentDef;
  main?: NoiseKind;
  smalls: NoiseKind[];
  minutes: number;
  targetLines: number;
  start: number;
  /** Where the incident starts, as a fraction of the window. */
  at: number;
}

const DAY0 = Date.UTC(2026, 2, 2);

function smallsFor(r: Rng, estate: EstateKey, lo: number, hi: number): NoiseKind[] {
  return r.shuffle(SMALL.filter((k) => k.estates.includes(estate))).slice(0, r.int(lo, hi));
}

export function makePlan(r: Rng): Plan[] {
  const items: Array<{ incident?: IncidentDef; main?: NoiseKind; estate: EstateKey }> = [];
  for (const inc of INCIDENTS) items.push({ incident: inc, estate: inc.estate });
  const count: Record<EstateKey, number> = { A: 0, B: 0, C: 0, D: 0 };
  const mains = [...MAIN].sort((a, b) => a.estates.length - b.estates.length || a.key.localeCompare(b.key));
  for (const k of mains) {
    const best = r.shuffle([...k.estates]).sort((a, b) => count[a] - count[b])[0] ?? "A";
    count[best]++;
    items.push({ main: k, estate: best });
  }
  r.shuffle(items);
  return items.map((it, i) => {
    const minutes = r.int(6, 19);
    const perMin = r.int(170, 620);
    const targetLines = Math.max(1800, Math.min(9400, minutes * perMin));
    const day = DAY0 + r.int(0, 118) * 86400000;
    const start = day + r.int(9, 20) * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59) * 1000 + r.int(0, 999);
    const [a, b] = it.incident?.at ?? [0.3, 0.6];
    return {
      index: i,
      id: `h140-${String(i + 1).padStart(2, "0")}`,
      format: FORMATS[i % FORMATS.length] ?? "jsonl",
      estate: it.estate,
      incident: it.incident,
      main: it.main,
      smalls: it.main ? smallsFor(r, it.estate, 1, 3) : smallsFor(r, it.estate, 1, 2),
      minutes,
      targetLines,
      start,
      at: r.float(a, b),
    };
  });
}
