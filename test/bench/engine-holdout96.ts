// Blind holdout96: public transport fares and passenger information.
//
// 64 scenarios (52 failing windows, 4 per each of the 13 categories, and 12 quiet windows) over four made-up
// estates of 9-10 services each: Harbourline Transit (account-based ticketing back office: gates, validators,
// journey building, fare capping, acquirer settlement, denylist push; request ids), Meridian Metro (passenger
// information: AVL, GTFS-realtime, trip updates, arrival predictions, displays, trip planner; no ids), Northvale
// Regional Transport (mobile ticketing with barcode signing, payments, inspection; W3C trace ids) and Coastlink
// Buses (bus validators, onboard units, depot, tap ingest, fare rules, signage; no ids). Runtimes: Java, Kotlin,
// Go, Node, Python, Ruby, .NET and C++, each logging its own way. Formats rotate over jsonl, datadog, ecs, gcp,
// logfmt and compose; windows of 8-16 minutes, roughly 1,500-10,000 lines, failures starting 3-8 minutes in.
//
// What makes it hard: a constantly noisy service in every estate (bounces, stale FCM tokens, display firmware
// rejects, bad GNSS fixes), domain noise that looks alarming (declined and denylisted taps, tunnel validators
// uploading late, depot vehicles gone stale, cancelled trips, displays reconnecting), succeeding retries,
// deprecation warnings, an unrelated deploy near each failure, callers that retry louder than the origin, origins
// that log only at WARN or go quiet, and quiet windows each holding one harmless burst.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS, type Format } from "./holdout96/formats.js";
import { INCIDENTS, type Spec } from "./holdout96/incidents.js";
import { QUIET, type QuietSpec } from "./holdout96/quiet.js";
import { mulberry32 } from "./holdout96/rng.js";
import { assignSplit } from "./holdout96/split.js";
import { buildWindow } from "./holdout96/stream.js";

export interface Holdout96Label extends NotedLabel {
  format: Format;
}

export function generateHoldout96(dir: string, seed = 9601): Holdout96Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: ({ spec: Spec; quiet: null } | { spec: null; quiet: QuietSpec })[] = [
    ...INCIDENTS.map((spec) => ({ spec, quiet: null })),
    ...QUIET.map((quiet) => ({ spec: null, quiet })),
  ];
  rng.shuffle(items);
  const splits = assignSplit(
    items.map((it) => it.spec?.cat ?? "quiet"),
    rng,
  );
  const labels: Holdout96Label[] = [];
  const day0 = Date.UTC(2026, 5, 2, 0, 0, 0);
  items.forEach((it, i) => {
    const id = `h96-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const durMin = rng.int(9, 16);
    const startAfter = rng.int(180, Math.min(480, durMin * 60 - 240));
    const t0 = day0 + i * 86_400_000 + rng.int(5, 22) * 3_600_000 + rng.int(0, 11) * 300_000;
    const b = buildWindow(rng, format, t0, durMin, it.spec, it.quiet, startAfter);
    writeFileSync(join(dir, file), b.text);
    labels.push({
      id,
      file,
      format,
      isIncident: it.spec !== null,
      originService: it.spec?.origin ?? null,
      category: it.spec?.cat ?? null,
      errorTypeHints: it.spec?.hints ?? [],
      incidentStart: b.start === null ? null : new Date(b.start).toISOString(),
      expectedSeverityAtLeast: it.spec?.sev ?? null,
      split: splits[i],
      note: it.spec ? `${b.estate.company}: ${it.spec.note}` : `${b.estate.company}, quiet: ${it.quiet!.note}`,
      lines: b.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout96", generateHoldout96, (labels) => {
  const by = (f: string) => labels.filter((l) => l.format === f).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates harbourline, meridian, northvale, coastlink`;
});
