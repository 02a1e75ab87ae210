// Blind holdout set 64 for the diagnosis engine: rail operations, satellite ground segment and smart buildings.
//
// 64 scenarios: 52 incidents (4 per each of the 13 root-cause categories) and 12 quiet windows.
// Three made-up estates, each file an aggregated stream of 8-10 services over 6-20 minutes (1,500-10,000 lines):
//  - Pennine & Ouse Rail (traced requests): journey-api, running-data, td-ingest, signalling-gw, pis-display,
//    announcer, gate-validator, ticket-keys, crew-diagrams, timetable-pub (Node, Java, Go, C++, Python, Ruby, .NET).
//  - Skyvane Orbital (traced requests): tlm-ingest, gs-link, pass-scheduler, cmd-uplink, acu-ctl, orbit-det,
//    mdp-pipeline, ops-console, archive-writer, ephemeris-sync (Go, Python, Java/Scala, C++, Node, Rust).
//  - Halden Square Properties (no trace ids): bms-gateway, chiller-ctl, hvac-sched, access-ctl, lift-monitor,
//    energy-meters, tenant-portal, alarm-router, visitor-api, occupancy-svc (Java, Python, .NET, Go, Ruby, Node).
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; multi-line stack traces in each runtime's own
// style (inline in JSON, raw continuation lines in logfmt and compose). Per-service clock skew up to 300 ms.
// What makes it hard: a constant harmless noisy service per file (late trains, expired tickets, dropped frames at
// low elevation, doors held open, sensors offline for maintenance), an unrelated deploy within ~3 minutes of the
// failure, callers whose warnings and retries outnumber the origin, origins that only WARN or that go quiet, and
// third-party failures (feeds, brokers, partner APIs, SMS and TTS providers) owned by the service that calls them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS, type Format } from "./holdout64/formats.js";
import { INCIDENTS } from "./holdout64/incidents.js";
import { QUIETS } from "./holdout64/quiet.js";
import { makeRng } from "./holdout64/rng.js";
import { buildScenario } from "./holdout64/scenario.js";
import { assignSplits } from "./holdout64/split.js";

export interface Holdout64Label extends NotedLabel {
  format: Format;
}

export function generateHoldout64(dir: string, seed = 6401): Holdout64Label[] {
  mkdirSync(dir, { recursive: true });
  const r = makeRng(seed);
  const items = r.shuffle([
    ...INCIDENTS.map((inc) => ({ inc, quiet: null })),
    ...QUIETS.map((q) => ({ inc: null, quiet: q })),
  ]);
  const splits = assignSplits(
    items.map((it) => it.inc?.cat ?? null),
    makeRng(seed ^ 0x5eed),
  );
  const labels: Holdout64Label[] = items.map((it, i) => {
    const id = `h64-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const spec = it.inc ?? it.quiet;
    if (!spec) throw new Error("empty scenario");
    const built = buildScenario(spec, it.inc !== null, format, i, makeRng(seed * 131 + i));
    writeFileSync(join(dir, file), built.text);
    return {
      id,
      file,
      format,
      isIncident: it.inc !== null,
      originService: it.inc?.origin ?? null,
      category: it.inc?.cat ?? null,
      errorTypeHints: it.inc?.hints ?? [],
      incidentStart: built.incidentStart,
      expectedSeverityAtLeast: it.inc?.sev ?? null,
      split: splits[i],
      note: it.inc?.note ?? (it.quiet as { note: string }).note,
      lines: built.lines,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout64", generateHoldout64, (ls) => {
  const by = (f: Format) => ls.filter((l) => l.format === f).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates rail/sat/bldg; tune=${ls.filter((l) => l.split === "tune").length}`;
});
