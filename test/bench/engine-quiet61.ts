// Blind set quiet61: automated warehouses where most alarming-looking windows are harmless.
//
// 48 scenarios from four made-up operators (Northgate Fulfilment DC3, Kestrel Parcel & Returns HUB2, Bramble Grocery
// MFC Leeds, Halden Industrial Spares), each file one aggregated stream of 9-10 services (WMS, wave planning, picking,
// replenishment, slotting, AMR/AGV fleet managers and traffic control, conveyor/sorter PLC gateways, pick-to-light and
// put walls, label printing, manifesting, labour management) in Java, Python, Go, Node, .NET, Ruby and C++ voices.
// 40 quiet windows carry 39 kinds of floor noise that pages people for nothing (robots paused for people in aisles,
// charge-dock queues, scanner no-reads and recirculation, short picks, printer jams cleared by staff, waves held for
// cut-off, e-stops, fire-door tests, manifest validation holds, carrier 429s, GC pauses, ...); 8 windows add one
// outage each of a different category (database, network, timeout, dependency, configuration, disk, memory, unknown)
// on the same noise. Formats rotate over the dev set's six (jsonl, datadog, ecs, gcp, logfmt, compose), 8 files each;
// 6-20 minute windows, 1,500-10,000 lines, clock skew up to 300 ms per service, sorted by printed time.
// Hard parts: every window has a noisy service erroring from the first minute, unrelated deploys or config reloads
// near the interesting minute, retries that succeed, one-off stack traces (Java, Python, Go, Node, .NET, Ruby, C++),
// callers whose retry storms outshout the failing service, failing services that only warn or fall silent, request ids
// in two estates and none in the other two.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet61/estates.js";
import { EXT, type Format } from "./quiet61/formats.js";
import { INCIDENTS, type IncidentSpec } from "./quiet61/incidents.js";
import { NOISE } from "./quiet61/quiet.js";
import { makeRng } from "./quiet61/rng.js";
import { assignSplit } from "./quiet61/split.js";
import { buildWindow } from "./quiet61/stream.js";

export interface Quiet61Label extends NotedLabel {
  format: Format;
}

interface Slot {
  incident?: IncidentSpec;
  format: Format;
  estateKey: string;
  primaryNoise?: number;
}

function plan(seed: number): Slot[] {
  const r = makeRng(seed ^ 0x51ed);
  const quietFormats: Format[] = [];
  const perFormat: Record<Format, number> = { jsonl: 8, datadog: 8, ecs: 8, gcp: 8, logfmt: 8, compose: 8 };
  for (const inc of INCIDENTS) perFormat[inc.format]--;
  for (const [f, n] of Object.entries(perFormat) as [Format, number][])
    for (let i = 0; i < n; i++) quietFormats.push(f);
  r.shuffle(quietFormats);
  const quiet: Slot[] = quietFormats.map((format, i) => ({
    format,
    estateKey: ESTATES[i % ESTATES.length].key,
    primaryNoise: i % NOISE.length,
  }));
  const inc: Slot[] = INCIDENTS.map((incident) => ({ incident, format: incident.format, estateKey: incident.estate }));
  return r.shuffle([...quiet, ...inc]);
}

export function generateQuiet61(dir: string, seed = 6101): Quiet61Label[] {
  mkdirSync(dir, { recursive: true });
  const r = makeRng(seed);
  const slots = plan(seed);
  const built = slots.map((slot, i) => {
    const estate = ESTATES.find((e) => e.key === slot.estateKey)!;
    const id = `q61-${String(i + 1).padStart(2, "0")}`;
    const day = Date.UTC(2026, 9, 5) + i * 86400000;
    const start = day + r.pick([1, 2, 3, 4, 5, 6, 13, 14, 15, 16, 21, 22, 23]) * 3600000 + r.int(0, 11) * 5 * 60000;
    const leadMinutes = r.int(3, 7);
    const minutes = slot.incident ? r.int(Math.max(9, leadMinutes + 6), 20) : r.int(6, 20);
    const extras = r.shuffle(NOISE.filter((_, k) => k !== slot.primaryNoise)).slice(0, r.int(2, 4));
    const noise = slot.primaryNoise === undefined ? extras : [NOISE[slot.primaryNoise], ...extras];
    const linesPerSec = (slot.incident ? r.int(1800, 4200) : r.int(2600, 7200)) / (minutes * 60);
    const w = buildWindow(r, {
      estate,
      format: slot.format,
      start,
      minutes,
      noise,
      incident: slot.incident,
      leadMinutes,
      linesPerSec,
    });
    const file = `${id}.${EXT[slot.format]}`;
    writeFileSync(join(dir, file), w.text);
    const inc = slot.incident;
    return {
      id,
      file,
      format: slot.format,
      isIncident: !!inc,
      originService: w.origin,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: w.incidentStart === null ? null : new Date(w.incidentStart).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      note: inc
        ? inc.note
        : `${estate.company}, ${minutes} min: nothing is broken; ${noise.map((n) => n.kind).join(", ")} on top of the usual noise.`,
      lines: w.lines,
    };
  });
  const splits = assignSplit(r, built);
  const labels: Quiet61Label[] = built.map((b, i) => ({ ...b, split: splits[i] }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet61", generateQuiet61, (labels) => {
  const f = (k: Format) => labels.filter((l) => l.format === k).length;
  const est = ESTATES.map((e) => e.key).join("/");
  return `estates ${est}; formats jsonl ${f("jsonl")}, datadog ${f("datadog")}, ecs ${f("ecs")}, gcp ${f("gcp")}, logfmt ${f("logfmt")}, compose ${f("compose")}; tune ${labels.filter((l) => l.split === "tune").length}`;
});
