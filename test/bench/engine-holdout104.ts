// Blind set holdout104: water and wastewater utilities.
//
// 64 scenarios: 52 incidents (4 per category x 13 categories) and 12 quiet windows. Four made-up utilities
// (estates): Northvale Water (Go DNP3 gateway, Java historian/MDM, .NET billing, Node portal, Ruby work orders;
// 32-hex trace_id), Ashbourne Water & Sewer (Python Modbus bridge, .NET historian/MDM, Java billing and head-end,
// Ruby portal; no request ids), Three Rivers Utility District (Go poller/historian, Node LoRaWAN bridge, Java
// MDM/billing, Python portal and work orders; 12-hex request_id) and Kestrel Bay Water (.NET telemetry front-end
// and head-end, Python historian/MDM, Ruby billing, Node portal; no request ids). Roles: SCADA gateway over
// DNP3/Modbus, historian, LoRaWAN head-end, meter data management, billing, self-service portal, card payments,
// SMS notices, field work orders, acoustic leak detection, alarm server, GIS.
// Each file is one aggregated stream of 8-10 services, 6-20 minutes, roughly 1,500-10,000 lines, rotating over
// jsonl / datadog / ecs / gcp / logfmt / compose, with per-service clock skew up to 300 ms and multi-line stack
// traces in each runtime's shape (Java, .NET, Python, Node, Go panics, Rails backtraces) where the format allows.
// What makes it hard: a noisy service with a constant harmless complaint (meters failing MIC checks, radio links,
// offline crew tablets, card declines, estimated bills) from the first minute; an unrelated deploy or config
// reload near the failure; callers that report in their own runtime's words, retry storms louder than the
// origin, circuit breakers; origins that only WARN (rate limits, lock waits, validation) or go silent while
// consumers report stale telemetry or missing uplinks; third-party faults (card processor, SMS aggregator,
// hosted network server, hosted GIS) that only show in the service that talks to them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout104/estates.js";
import { EXT, FORMATS, type Format } from "./holdout104/formats.js";
import { VARIANTS, type Variant } from "./holdout104/incidents.js";
import { Rng } from "./holdout104/rng.js";
import { buildScenario } from "./holdout104/scenario.js";
import { assignSplit } from "./holdout104/split.js";

export interface Holdout104Label extends NotedLabel {
  format: Format;
}

export function generateHoldout104(dir: string, seed = 10401): Holdout104Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const plan: (Variant | null)[] = r.shuffle([...VARIANTS, ...new Array<Variant | null>(12).fill(null)]);
  const splits = assignSplit(
    plan.map((v) => v?.cat ?? null),
    r,
  );
  const labels: Holdout104Label[] = plan.map((v, i) => {
    const id = `h104-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const estate = ESTATES[(i + Math.floor(i / 4)) % ESTATES.length];
    const b = buildScenario(new Rng(seed * 97 + i * 7919), estate, format, v, i);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${b.lines.join("\n")}\n`);
    return {
      id,
      file,
      format,
      isIncident: v !== null,
      originService: b.origin,
      category: v?.cat ?? null,
      errorTypeHints: v?.hints ?? [],
      incidentStart: b.start === null ? null : new Date(b.start).toISOString(),
      expectedSeverityAtLeast: v?.sev ?? null,
      split: splits[i],
      note: b.note,
      lines: b.lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout104", generateHoldout104, (ls) => {
  const f = new Map<string, number>();
  for (const l of ls) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  const min = Math.min(...ls.map((l) => l.lines));
  const max = Math.max(...ls.map((l) => l.lines));
  return `formats ${[...f].map(([k, n]) => `${k}=${n}`).join(" ")}; estates ${ESTATES.map((e) => e.key).join("/")}; lines ${min}-${max}`;
});
