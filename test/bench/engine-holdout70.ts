// Blind holdout70: 64 windows (52 failures, 4 per category, and 12 quiet windows) from shipping, freight forwarding
// and pharma R&D. Four made-up estates of 9 services each: Tidewater Container Line (booking/rate engines, vessel
// schedule, B/L, EDI IFTMIN/IFTSTA, AMS/ENS filing, tracking, invoicing; 12-hex request ids), Meridian Freight
// Forwarding (quotes, carrier APIs, tracking, customs brokerage, document generation; no request ids), Halvorsen Bio
// R&D (LIMS, Empower CDS bridge, plate readers, ELN, freezers, CoA reports; uuid request ids) and Corvid Clinical
// Trials (EDC, IRT randomisation, drug supply, eSource/FHIR, queries, e-consent; W3C trace ids). Runtimes: Java,
// Kotlin-style Spring, Python, Go, Node, .NET, Ruby and a C++ instrument hub. Each file is one stream of 9 services,
// 6-20 minutes, about 1,500-10,000 lines, sorted by printed time with up to 300 ms clock skew per service, in the dev
// set's six formats in rotation (jsonl, datadog, ecs, gcp, logfmt, compose; stack traces multi-line where allowed).
// What makes it hard: a constantly noisy service from the first minute, the domain's own everyday trouble (carrier APIs
// late, cut-off rejections, customs holds, aborted runs, failed QC, freezer door alarms, late site data), deprecation
// warnings, retries that succeed, an unrelated rollout or config reload near the failure, callers that are louder than
// the failing service and describe it in their own words, origins that only WARN or go quiet, and vendor or
// infrastructure trouble that only shows through the service that talks to it.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout70/estates.js";
import { EXT, FORMATS, type Format } from "./holdout70/formats.js";
import { INCIDENTS, type IncidentSpec } from "./holdout70/incidents.js";
import { QUIETS, type QuietSpec } from "./holdout70/quiet.js";
import { int, mulberry32, shuffle } from "./holdout70/rng.js";
import { assignSplit } from "./holdout70/split.js";
import { buildWindow } from "./holdout70/stream.js";

export interface Holdout70Label extends NotedLabel {
  format: Format;
}

export function generateHoldout70(dir: string, seed = 7001): Holdout70Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: ({ spec: IncidentSpec; quiet: null } | { spec: null; quiet: QuietSpec })[] = shuffle(r, [
    ...INCIDENTS.map((spec) => ({ spec, quiet: null })),
    ...QUIETS.map((quiet) => ({ spec: null, quiet })),
  ]);
  const splits = assignSplit(
    r,
    items.map((it) => it.spec?.cat ?? null),
  );
  const base = Date.UTC(2026, 1, 2);
  const labels = items.map((it, i): Holdout70Label => {
    const id = `h70-${String(i + 1).padStart(2, "0")}`;
    const fmt = FORMATS[i % FORMATS.length] as Format;
    const file = `${id}.${EXT[fmt]}`;
    const est = ESTATES[it.spec?.est ?? it.quiet?.est ?? "T"];
    const winSec = int(r, 6, 20) * 60;
    const startMs = base + i * 86400000 + int(r, 0, 22) * 3600000 + int(r, 0, 59) * 60000;
    const faultAt = it.spec ? int(r, 180, Math.min(480, winSec - 180)) : null;
    const lines = buildWindow(r, {
      est,
      fmt,
      startMs,
      winSec,
      faultAt,
      spec: it.spec,
      quiet: it.quiet,
      targetLines: int(r, 1800, 8200),
    });
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const spec = it.spec;
    return {
      id,
      file,
      format: fmt,
      isIncident: spec !== null,
      originService: spec?.origin ?? null,
      category: spec?.cat ?? null,
      errorTypeHints: spec?.hints ?? [],
      incidentStart: faultAt === null ? null : new Date(startMs + faultAt * 1000).toISOString(),
      expectedSeverityAtLeast: spec?.sev ?? null,
      split: splits[i] ?? "tune",
      note: spec?.note ?? it.quiet?.note ?? "",
      lines: lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout70", generateHoldout70, (ls) => {
  const byFmt = FORMATS.map((f) => `${f} ${ls.filter((l) => l.format === f).length}`).join(", ");
  const min = Math.min(...ls.map((l) => l.lines));
  const max = Math.max(...ls.map((l) => l.lines));
  const estates = Object.values(ESTATES)
    .map((e) => e.company)
    .join(", ");
  return `estates: ${estates}; formats: ${byFmt}; lines per file ${min}-${max}; tune ${ls.filter((l) => l.split === "tune").length}`;
});
