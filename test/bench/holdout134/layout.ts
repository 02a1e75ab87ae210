// Lays out one scenario: picks its window (day, hour, length, where the fault starts), the background volume,
// noise and clock skew, lets the spec edit the window, and prints the lines in the scenario's format. A window
// whose file would fall outside 1,500-10,000 lines is laid out again with an adjusted volume.
import { makePrintCtx, printEvent } from "./formats.js";
import { mulberry32, type Rng } from "./rng.js";
import type { Spec } from "./spec.js";
import { buildBackground } from "./stream.js";
import type { Format } from "./types.js";

export interface Laid {
  lines: string[];
  incidentStart: string | null;
}

const MIN_LINES = 1500;
const MAX_LINES = 10000;

export function layOut(seed: number, index: number, spec: Spec, format: Format): Laid {
  const pick = mulberry32(seed ^ Math.imul(index + 1, 0x9e3779b1));
  const day = Date.UTC(2026, 2, 2) + index * 2 * 86400000 + pick.int(0, 1) * 86400000;
  const [h0, h1] = spec.estate.hours;
  const t0 = day + pick.int(h0, h1 - 1) * 3600000 + pick.int(0, 59) * 60000 + pick.int(0, 59) * 1000;
  const minutes = pick.int(6, 20);
  const t1 = t0 + minutes * 60000;
  const durSec = minutes * 60;
  let target = Math.min(8600, Math.max(1800, Math.round(durSec * pick.float(2.6, 8))));
  const start = Math.round((t0 + (t1 - t0) * pick.float(0.3, 0.58)) / 1000) * 1000;
  const chronic =
    spec.kind === "quiet"
      ? pick.int(1, 2)
      : pick.weighted([
          [0, 2],
          [1, 5],
          [2, 2],
        ] as const);
  const sporadic = pick.int(2, 4);
  for (let attempt = 0; attempt < 8; attempt++) {
    const r: Rng = mulberry32((seed * 7919) ^ (index * 104729) ^ (attempt * 15485863));
    const scene = buildBackground(r, spec.estate, { t0, t1, start, target, chronic, sporadic });
    spec.apply(scene);
    const skew = new Map(spec.estate.services.map((s) => [s.name, r.int(-300, 300)]));
    const p = makePrintCtx(spec.estate, format, skew);
    const lines = scene.all().flatMap((e) => printEvent(p, e));
    if (lines.length > MAX_LINES) target = Math.round(target * (MAX_LINES / lines.length) * 0.92);
    else if (lines.length < MIN_LINES) target = Math.round(target * (MIN_LINES / lines.length) * 1.1);
    else return { lines, incidentStart: spec.kind === "incident" ? new Date(start).toISOString() : null };
  }
  throw new Error(`scenario ${index}: could not fit ${MIN_LINES}-${MAX_LINES} lines`);
}
