// The 48 windows: which estate, format, length, start, noise and (for eight) which incident.
import { ESTATES } from "./estates.js";
import type { Format } from "./formats.js";
import { INCIDENTS, type IncidentDef } from "./incidents.js";
import { pad, type Rng } from "./rng.js";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export interface WindowPlan {
  id: string;
  estate: string;
  format: Format;
  start: string;
  minutes: number;
  lines: number;
  noise: string[];
  drop: string[];
  incident?: IncidentDef;
}

/** Quiet-window themes: each is a set of things that look bad and need no page. Rotated and shuffled. */
const QUIET_MIXES: string[][] = [
  ["scanner404", "clientDisconnects", "runtimeWarnings"],
  ["failedLogins", "badInput", "constantError"],
  ["dbFailover", "slowQueries", "clientDisconnects"],
  ["deployBlip", "healthFlap", "runtimeWarnings", "badInput"],
  ["certRenewal", "scanner404", "duplicateKey"],
  ["vendorBlip", "retriesSucceed", "constantError"],
  ["batchBadRecords", "deadLetter", "projectorLamp"],
  ["sensorChatter", "diskCleanup", "runtimeWarnings"],
  ["duplicateKey", "lockWaits", "cacheReconnect", "failedLogins"],
  ["batchMemoryRetry", "deployBlip", "clientDisconnects"],
  ["dbFailover", "vendorBlip", "scanner404", "constantError"],
  ["retriesSucceed", "healthFlap", "deadLetter", "badInput"],
  ["deployBlip", "deployBlip", "certRenewal", "runtimeWarnings"],
  ["constantError", "duplicateKey", "clientDisconnects", "slowQueries", "failedLogins"],
];

/** noise that does not fit an estate (no exhibit sensors at Halley) */
const UNFIT: Record<string, string[]> = { halley: ["sensorChatter", "diskCleanup"] };

export function planWindows(r: Rng): WindowPlan[] {
  const n = 48;
  const incidentSlots = new Set(r.shuffle([...Array(n).keys()].slice(2)).slice(0, INCIDENTS.length));
  const incidents = r.shuffle(INCIDENTS);
  const plans: WindowPlan[] = [];
  let q = 0;
  for (let i = 0; i < n; i++) {
    const format = FORMATS[i % FORMATS.length];
    const incident = incidentSlots.has(i) ? incidents.pop() : undefined;
    const estate = incident ? incident.estate : ESTATES[(q + r.i(0, 1)) % ESTATES.length].key;
    let noise: string[];
    if (incident) {
      noise = incident.noise.slice(0, r.i(2, incident.noise.length));
    } else {
      const mix = QUIET_MIXES[q % QUIET_MIXES.length];
      noise = r.shuffle(mix).filter((k) => !(UNFIT[estate] ?? []).includes(k));
      if (noise.length < 2) noise.push("scanner404");
      q++;
    }
    const e = ESTATES.find((x) => x.key === estate);
    if (!e) throw new Error(estate);
    const all = Object.keys(e.ok);
    const keep = new Set([e.edge, ...(incident?.keep ?? [])]);
    const droppable = r.shuffle(all.filter((s) => !keep.has(s)));
    const drop = droppable.slice(0, Math.max(0, Math.min(r.i(0, 3), all.length - 6)));
    const minutes = r.i(6, 25);
    const lines = Math.round(Math.min(9000, Math.max(1700, minutes * r.f(150, 420))));
    const day = r.i(1, 28);
    const month = r.i(1, 4);
    const hour = r.p([8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 21, 2]);
    plans.push({
      id: `quiet142-${pad(i + 1)}`,
      estate,
      format,
      start: `2026-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(r.i(0, 59))}:${pad(r.i(0, 59))}.${pad(r.i(0, 999), 3)}Z`,
      minutes,
      lines,
      noise,
      drop,
      incident,
    });
  }
  return plans;
}
