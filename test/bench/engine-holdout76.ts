// Blind scenario set holdout76: smart buildings, parking and tolling.
//
// 64 scenarios: 52 incidents (4 for each of the 13 root-cause categories) and 12 quiet windows, over four made-up
// estates: Halvorsen Facilities (BACnet/Modbus gateway, HVAC, meters, access control, visitors, lifts, room
// booking; trace ids), Meridian Workplace (desk booking, badge panels, kiosks, lift telemetry, chiller plant;
// no ids), Kestrel Parking (ANPR, barriers, pay stations, mobile pay, acquirer adapter, permits; trace ids) and
// Northline Tolling (gantries, tag reader/registry, trip builder, OCR, billing, violations; no ids). Each file is
// one aggregated stream of 9-10 services, 6-20 minutes, 1,500-10,000 lines, sorted by printed time with up to
// 300 ms per-service clock skew, rotating over jsonl / datadog / ecs / gcp / logfmt / compose with Java, Python,
// Go, Node, .NET, Ruby and C++ stack traces where the format allows.
//
// What makes it hard: the domain is noisy by nature (sensors dropping off the bus, doors held open, badges
// refused, plates unread in rain, cards declined, tags unreadable, gantry clocks resynchronising); one service
// logs a constant harmless error or warning from the first minute; deprecations, retries that succeed and an
// unrelated deploy or config reload sit near the trouble; callers report failures in their own words and are
// often louder than the origin; several origins log only at WARN, some go quiet or crash-loop without a reason,
// and third-party faults (acquirer, OEM cloud, interop hub, Kafka, registry SFTP) surface only in the caller.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout76/estates.js";
import { EXT, type Format } from "./holdout76/formats.js";
import { INCIDENTS, type IncidentSpec } from "./holdout76/incidents.js";
import { QUIET, type QuietSpec } from "./holdout76/quiet.js";
import { int, mulberry32, shuffle } from "./holdout76/rng.js";
import { assignSplit } from "./holdout76/split.js";
import { buildStream } from "./holdout76/stream.js";

export type Holdout76Label = NotedLabel & { format: Format };

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const DAY = 86_400_000;

export function generateHoldout76(dir: string, seed = 7601): Holdout76Label[] {
  mkdirSync(dir, { recursive: true });
  const r = mulberry32(seed);
  type Item = { inc?: IncidentSpec; quiet?: QuietSpec };
  const items: Item[] = shuffle(r, [...INCIDENTS.map((inc) => ({ inc })), ...QUIET.map((quiet) => ({ quiet }))]);
  const splits = assignSplit(
    items.map((it) => it.inc?.cat ?? null),
    seed,
  );
  const labels: Holdout76Label[] = items.map((it, i) => {
    const sr = mulberry32(seed * 1009 + i * 7919);
    const spec = it.inc;
    const key = spec?.est ?? it.quiet?.est;
    const estate = ESTATES.find((e) => e.key === key);
    if (!estate) throw new Error(`no estate ${key}`);
    const fmt = FORMATS[i % FORMATS.length] as Format;
    const buildings = estate.key === "halvorsen" || estate.key === "meridian";
    const hour = buildings ? int(sr, 7, 17) : int(sr, 0, 23);
    const startMs = Date.UTC(2026, 8, 1) + i * DAY + hour * 3_600_000 + int(sr, 0, 59) * 60_000 + int(sr, 0, 59_999);
    const baseline = int(sr, 180, 480);
    const durSec = spec ? Math.min(1200, Math.max(360, baseline + int(sr, 240, 720))) : int(sr, 360, 1200);
    const targetLines = Math.min(9000, Math.max(1800, Math.round(durSec * (int(sr, 30, 75) / 10))));
    const lines = buildStream(sr, {
      estate,
      fmt,
      startMs,
      durSec,
      targetLines,
      incident: spec ? { spec, atSec: baseline } : undefined,
      extras: it.quiet?.extras,
      extrasAtSec: it.quiet ? int(sr, 200, Math.max(220, durSec - 240)) : undefined,
    });
    const id = `h76-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    if (lines.length < 1500 || lines.length > 10_000) throw new Error(`${file}: ${lines.length} lines out of range`);
    return {
      id,
      file,
      format: fmt,
      isIncident: !!spec,
      originService: spec?.origin ?? null,
      category: spec?.cat ?? null,
      errorTypeHints: spec?.hints ?? [],
      incidentStart: spec ? new Date(startMs + baseline * 1000).toISOString() : null,
      expectedSeverityAtLeast: spec?.sev ?? null,
      split: splits[i] ?? "tune",
      note: spec?.note ?? `quiet: ${it.quiet?.note ?? ""}`,
      lines: lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout76", generateHoldout76, (labels) => {
  return `estates ${ESTATES.map((e) => e.key).join("/")}; formats ${FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ")}; tune ${labels.filter((l) => l.split === "tune").length}/locked ${labels.filter((l) => l.split === "locked").length}`;
});
