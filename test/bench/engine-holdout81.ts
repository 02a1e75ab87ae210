// Blind scenario set holdout81: geospatial and weather services.
//
// Four made-up estates: "tessera" (vector/raster tile servers behind an edge, a celery render queue, a geocoder,
// CDN purging, OSM replication imports), "wayfare" (a routing gateway in front of OSRM and Valhalla style engines,
// a traffic feed, ETA prediction, reverse geocoding, quotas), "nimbus" (GRIB model ingest, post-processing,
// nowcasting, forecast API, radar mosaics, API keys) and "stormline" (a severe-weather alert pipeline: CAP ingest,
// routing, geofencing, push/SMS delivery, radar frames, lightning). 9 services each, runtimes Node, Go, Java,
// Python, .NET, Ruby and C++, each logging in its own words (Java/Python/Go/Node/.NET/Ruby stack traces).
//
// 64 scenarios: 52 failures (4 per category, one per estate) and 12 quiet windows (3 per estate), 7-18 minute
// windows, rotating over the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose), per-service clock skew up
// to 300 ms, trace ids in tessera and nimbus only.
//
// What makes it hard: a noisy service with a constant harmless ERROR/WARN from the first minute, domain noise
// (tiles outside the bounds, addresses with no match, routes impossible across water, late model runs, stale radar
// frames, keys over quota), retries that succeed, deprecation warnings, an unrelated deploy or reload near the
// start, callers' retry storms and 5xx/timeout lines that outnumber the origin, origins that only WARN, go quiet
// (crash loops) or never say why, third-party failures attributed to the service that talks to them, and quiet
// windows with alarming-looking but harmless bursts (scrapers rate limited, island routes, a late GFS run).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout81/estates.js";
import type { Format } from "./holdout81/formats.js";
import { SPECS, type Spec } from "./holdout81/incidents.js";
import { makeRng } from "./holdout81/rng.js";
import { assignSplit } from "./holdout81/split.js";
import { buildStream } from "./holdout81/stream.js";

export interface Holdout81Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};
const QUIET_NOTES: Record<string, string> = {
  tessera:
    "Normal tile traffic with out-of-bounds 404s, a sprite error on every style load and a routine release; nothing is broken.",
  wayfare:
    "Normal routing traffic with impossible island routes, over-quota keys, GPS jitter warnings and a routine release; nothing is broken.",
  nimbus:
    "Normal forecast traffic with a late model run, stale radar frames skipped, keys over quota and METAR parse errors; nothing is broken.",
  stormline:
    "Normal alert traffic with stale radar frames, unregistered push tokens, a missing polarity field on every stroke and a reload; nothing is broken.",
};

export function generateHoldout81(dir: string, seed = 8101): Holdout81Label[] {
  const rng = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const items: (Spec | { calm: string })[] = [...SPECS];
  for (const k of Object.keys(ESTATES)) for (let q = 0; q < 3; q++) items.push({ calm: k });
  // deterministic shuffle so categories and estates are interleaved
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j] as Spec, items[i] as Spec];
  }
  const splits = assignSplit(
    items.map((it) => ("calm" in it ? null : it.cat)),
    rng,
  );
  const labels: Holdout81Label[] = [];
  items.forEach((it, idx) => {
    const id = `h81-${String(idx + 1).padStart(2, "0")}`;
    const format = FORMATS[idx % FORMATS.length] as Format;
    const file = `${id}.${EXT[format]}`;
    const spec = "calm" in it ? null : it;
    const est = ESTATES[spec ? spec.estate : (it as { calm: string }).calm];
    if (!est) throw new Error(`no estate for ${id}`);
    const t0 = Date.UTC(2026, 10, 2) + idx * 86_400_000 + rng.int(0, 20) * 3_600_000 + rng.int(0, 59) * 60_000;
    const sub = makeRng(seed * 1000 + idx);
    const { lines, start } = buildStream(est, spec, sub, format, t0);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: spec !== null,
      originService: spec ? spec.origin : null,
      category: spec ? spec.cat : null,
      errorTypeHints: spec ? spec.hints : [],
      incidentStart: start === null ? null : new Date(start).toISOString(),
      expectedSeverityAtLeast: spec ? spec.sev : null,
      split: splits[idx] as "tune" | "locked",
      note: spec ? spec.note : (QUIET_NOTES[est.key] as string),
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout81", generateHoldout81, (labels) => {
  const est = new Map<string, number>();
  for (const l of labels) est.set(l.format, (est.get(l.format) ?? 0) + 1);
  return `formats ${[...est].map(([f, c]) => `${f}=${c}`).join(" ")}; estates tessera, wayfare, nimbus, stormline`;
});
