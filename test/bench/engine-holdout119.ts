// Blind holdout119: genomics sequencing laboratories. 64 scenarios (52 incidents, 4 per category, and 12 quiet
// windows) across three made-up estates: Cedar Clinical Genomics (clinical lab: order-portal, accession-api,
// lims-core, hamilton-bridge, seq-uploader, demux-svc, pipeline-runner, variant-annotator, report-svc,
// billing-bridge; trace ids), Lakeshore Sequencing Core (research core: core-submit, sample-registry, run-watcher,
// bclconvert-worker, slurm-gw, align-qc, delivery-svc, ilab-billing, notify-svc, storage-janitor; no ids) and
// Meridian Dx (hereditary cancer / exome lab: provider-portal, order-gateway, accessioning, lims-svc,
// prep-robot-agent, instrument-sync, secondary-analysis, annotation-svc, interp-svc, claims-svc; trace ids).
// Each file is one aggregated stream of 9-10 services over 8-18 minutes, rotating over the six dev formats
// (jsonl, datadog, ecs, gcp, logfmt, compose) with multi-line Java / Python / .NET / Node / Ruby / Go / C++ traces.
// What makes it hard: a constant noisy error or warning from minute one, domain noise (low-yield QC failures,
// low-Q30 lanes, preempted Slurm jobs, held reports, expiring sessions), deprecation warnings, retries that
// succeed, an unrelated deploy or reload near the start, callers that report failures in their own words and
// retry louder than the origin, origins that log only at WARN or go quiet, and per-service clock skew up to 300 ms.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout119/estates.js";
import { EXT, FORMATS, type Format } from "./holdout119/formats.js";
import { INCIDENTS, type IncidentSpec } from "./holdout119/incidents.js";
import { QUIET, type QuietSpec } from "./holdout119/quiet.js";
import { makeRng } from "./holdout119/rng.js";
import { assignSplit } from "./holdout119/split.js";
import { buildStream } from "./holdout119/stream.js";

export interface Holdout119Label extends NotedLabel {
  format: Format;
}

type Item = { inc: IncidentSpec; quiet: null } | { inc: null; quiet: QuietSpec };

export function generateHoldout119(dir: string, seed = 11901): Holdout119Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = [
    ...INCIDENTS.map((inc) => ({ inc, quiet: null as null })),
    ...QUIET.map((quiet) => ({ inc: null as null, quiet })),
  ];
  const order = items
    .map((it) => ({ it, k: r.next() }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.it);
  const labels: Holdout119Label[] = [];
  order.forEach((it, i) => {
    const n = String(i + 1).padStart(2, "0");
    const format = FORMATS[i % FORMATS.length] as Format;
    const estate = ESTATES[it.inc ? it.inc.estate : it.quiet.estate];
    if (!estate) throw new Error("unknown estate");
    const day = 1 + ((i * 7) % 27);
    const t0 = Date.UTC(2026, 5, day, r.int(6, 21), r.int(0, 59), r.int(0, 59), r.int(0, 999));
    const minutes = r.int(8, 18);
    const atSec = Math.min(r.int(180, 480), minutes * 60 - 240);
    const at = it.inc ? t0 + atSec * 1000 : null;
    let traffic = 0.9 + r.next() * 1.3;
    let out = buildStream(
      { estate, format, t0, minutes, traffic, incidentAt: at, inc: it.inc, quiet: !it.inc },
      makeRng(seed * 31 + i),
    );
    for (let tries = 0; tries < 6 && (out.lines < 1600 || out.lines > 9800); tries++) {
      traffic *= out.lines < 1600 ? 1.5 : 0.7;
      out = buildStream(
        { estate, format, t0, minutes, traffic, incidentAt: at, inc: it.inc, quiet: !it.inc },
        makeRng(seed * 31 + i + tries * 1000),
      );
    }
    const file = `h119-${n}.${EXT[format]}`;
    writeFileSync(join(dir, file), out.text);
    labels.push({
      id: `h119-${n}`,
      file,
      format,
      isIncident: !!it.inc,
      originService: it.inc ? it.inc.origin : null,
      category: it.inc ? it.inc.cat : null,
      errorTypeHints: it.inc ? it.inc.hints : [],
      incidentStart: at === null ? null : new Date(at).toISOString(),
      expectedSeverityAtLeast: it.inc ? it.inc.sev : null,
      split: "tune",
      note: it.inc ? it.inc.note : it.quiet.note,
      lines: out.lines,
    });
  });
  const splits = assignSplit(
    labels.map((l) => l.category ?? "quiet"),
    r,
  );
  labels.forEach((l, i) => {
    l.split = splits[i] ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout119", generateHoldout119, (labels) => {
  const byFormat = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats: ${byFormat}; estates: cedar, lakeshore, meridian; split tune ${tune} / locked ${labels.length - tune}`;
});
