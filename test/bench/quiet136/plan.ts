// The 48 windows: 8 incidents (one per category chosen) and 40 quiet windows, spread over estates and formats.

import { lockerOom, photoVolumeFull } from "./incidents-a.js";
import { geocoderTimeout, processorDown } from "./incidents-b.js";
import { identityKid, ledgerReadOnly } from "./incidents-c.js";
import { tagTemplateConfig, telemetryDns } from "./incidents-d.js";
import { NOISE_KINDS } from "./noise.js";
import type { Rng } from "./rng.js";
import type { Plan } from "./scenario.js";
import type { Estate, Format, Incident } from "./types.js";

const INCIDENTS: Array<[Incident, Format]> = [
  [photoVolumeFull, "jsonl"],
  [lockerOom, "gcp"],
  [ledgerReadOnly, "ecs"],
  [identityKid, "compose"],
  [processorDown, "logfmt"],
  [geocoderTimeout, "datadog"],
  [tagTemplateConfig, "jsonl"],
  [telemetryDns, "compose"],
];

const QUIET_FORMATS: Array<[Format, number]> = [
  ["jsonl", 6],
  ["datadog", 7],
  ["ecs", 7],
  ["gcp", 7],
  ["logfmt", 7],
  ["compose", 6],
];

function windowShape(r: Rng): { minutes: number; targetLines: number; start: number } {
  const minutes = r.int(6, 19) + 0.5;
  const targetLines = Math.min(9400, Math.max(r.int(1800, 9400), minutes * 260));
  const day = r.int(2, 28);
  const start = Date.UTC(2026, 10, day, r.int(6, 20), r.int(0, 59), r.int(0, 59), r.int(0, 999));
  return { minutes, targetLines, start };
}

export function makePlan(r: Rng): Plan[] {
  const plans: Plan[] = [];
  for (const [inc, format] of INCIDENTS) {
    const side = inc.side.filter(() => r.chance(0.8));
    plans.push({
      ...windowShape(r),
      estate: inc.estate,
      format,
      main: null,
      side,
      chronics: r.chance(0.5) ? [r.int(0, 3)] : [r.int(0, 3), r.int(0, 3) + 1],
      incident: inc,
      order: r.chance(0.2) ? "batched" : "time",
      seed: r.int(1, 2 ** 31 - 1),
    });
  }
  const formats = r.shuffle(QUIET_FORMATS.flatMap(([f, n]) => Array<Format>(n).fill(f)));
  const estates = r.shuffle((["A", "B", "C", "D"] as Estate["key"][]).flatMap((k) => Array<Estate["key"]>(10).fill(k)));
  const kinds = r.shuffle(NOISE_KINDS);
  for (let i = 0; i < 40; i++) {
    const main = kinds[i % kinds.length];
    const others = r.shuffle(NOISE_KINDS.filter((k) => k !== main)).slice(0, r.int(1, 3));
    plans.push({
      ...windowShape(r),
      estate: estates[i],
      format: formats[i],
      main,
      side: others,
      chronics: r.chance(0.5) ? [r.int(0, 3)] : [r.int(0, 3), r.int(0, 3) + 1],
      incident: null,
      order: r.chance(0.2) ? "batched" : "time",
      seed: r.int(1, 2 ** 31 - 1),
    });
  }
  return r.shuffle(plans);
}
