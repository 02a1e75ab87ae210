// Blind set holdout68: government tax filing and hospital bedside devices.
//
// 64 scenarios: 52 incidents (4 for each of the 13 root-cause categories, one in each estate) and 12 quiet windows
// (3 per estate) that hold only the domain's everyday trouble. Four made-up estates of 9-10 services:
//   - ira         revenue agency e-filing (efile-portal, mef-gateway, id-proofing, return-validator, calc-engine,
//                 payments-hub, refund-issuer, doc-upload, notify-mailer), trace ids on request lines;
//   - ira-batch   revenue back office (match-runner, w2-intake, bank-1099-loader, taxpayer-ledger, letters-renderer,
//                 print-spooler, case-api, refund-offset, sftp-drop), no trace ids;
//   - aldric      St Aldric bedside devices (pump-gateway, monitor-gateway, hl7-engine, alarm-hub, nurse-call,
//                 rtls-locator, bcma-service, ehr-integration, device-registry), trace ids;
//   - northfield  Northfield clinical interfaces (adt-interface, oru-router, mar-api, scan-gw, pharmacy-verify,
//                 alarm-escalation, pager-bridge, mpi-service, infusion-sync, audit-writer), no trace ids.
// Each file is one aggregated stream of 6-20 minutes, about 1,500-10,000 lines, rotating over the dev set's six
// formats (jsonl, datadog, ecs, gcp, logfmt, compose) with multi-line stack traces in Java, Python, Go, Node, .NET,
// Ruby and C++ style, per-service clock skew up to 300 ms, sorted by printed time.
// What makes it hard: a noisy service with a constant harmless ERROR from the first minute (sometimes the failing
// service itself), callers that are louder than the origin (retry storms, 5xx naming the callee), origins that log
// only at WARN or go quiet, an unrelated deploy or config reload near every failure, and quiet windows full of
// normal domain failures (math-error rejections, duplicate filings, pumps offline while moved, wrong wristbands).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout68/estates.js";
import { EXT, FORMATS, type Format } from "./holdout68/formats.js";
import { INCIDENTS, type Incident } from "./holdout68/incidents.js";
import { FLAVOURS, type Flavour } from "./holdout68/quiet.js";
import { mulberry32 } from "./holdout68/rng.js";
import { assignSplits } from "./holdout68/split.js";
import { buildWindow } from "./holdout68/stream.js";

export interface Holdout68Label extends NotedLabel {
  format: Format;
}

const DAYS: Record<string, string[]> = {
  ira: ["2026-04-14", "2026-04-15", "2026-04-15", "2026-04-16"],
  "ira-batch": ["2026-04-20", "2026-04-21", "2026-04-23", "2026-04-25"],
  aldric: ["2026-03-09", "2026-03-12", "2026-03-17", "2026-03-22"],
  northfield: ["2026-03-10", "2026-03-14", "2026-03-19", "2026-03-27"],
};

export function generateHoldout68(dir: string, seed = 6801): Holdout68Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  type Item = { inc?: Incident; quiet?: Flavour };
  const items: Item[] = r.shuffle([...INCIDENTS.map((inc) => ({ inc })), ...FLAVOURS.map((quiet) => ({ quiet }))]);
  const splits = assignSplits(
    r,
    items.map((it) => it.inc?.cat ?? "quiet"),
  );
  const labels: Holdout68Label[] = [];
  items.forEach((it, i) => {
    const id = `h68-${String(i + 1).padStart(2, "0")}`;
    const fmt = FORMATS[i % FORMATS.length];
    const estateKey = it.inc?.estate ?? it.quiet?.estate ?? "ira";
    const estate = ESTATES[estateKey];
    const day = r.pick(DAYS[estateKey]);
    const hour = r.int(0, 22);
    const startMs = Date.parse(
      `${day}T${String(hour).padStart(2, "0")}:${String(r.int(0, 5) * 10).padStart(2, "0")}:00Z`,
    );
    const offsetMin = 3.4 + r.next() * 4.4;
    const minutes = it.inc ? Math.max(r.int(6, 20), Math.ceil(offsetMin) + 3 + r.int(0, 4)) : r.int(6, 20);
    const own = FLAVOURS.filter((f) => f.estate === estateKey);
    const flavours = it.quiet ? [{ f: it.quiet, scale: 1 }] : [{ f: r.pick(own), scale: 2 }];
    const { lines, incidentStart } = buildWindow(r, {
      estate,
      fmt,
      startMs,
      minutes,
      baselineLines: Math.max(2800, Math.round(r.int(1500, 6600) * Math.min(1, minutes / 12) + 600)),
      flavours,
      incident: it.inc,
      incidentOffsetMs: Math.round(offsetMin * 60_000),
    });
    const file = `${id}.${EXT[fmt]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.inc;
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.cat : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: incidentStart === null ? null : new Date(incidentStart).toISOString(),
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i],
      note: inc ? inc.note : (it.quiet?.note ?? ""),
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout68", generateHoldout68, (labels) => {
  const byFmt = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `estates ira, ira-batch, aldric, northfield; formats ${byFmt}; tune ${tune} / locked ${labels.length - tune}`;
});
