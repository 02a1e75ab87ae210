// Blind scenario set holdout112: property & casualty insurance claims.
//
// 64 aggregated log windows (52 failures, 4 per root-cause category, and 12 quiet windows) from three made-up
// estates: two insurers, Harborline Mutual (web/broker FNOL, Java/Kotlin/Node/Python/Go/.NET/Ruby/C++, trace
// ids) and Pinecrest Insurance Group (mobile-app FNOL, Go/Python/Ruby/Java/Node/.NET, no trace ids), and the
// claims administrator Tidewater Claims Services (call-centre FNOL, .NET-heavy, W3C-style trace ids). Each
// window holds 8-10 services over 6-20 minutes (1,500-10,000 lines) in one of the six dev-set formats (jsonl,
// datadog, ecs, gcp, logfmt, compose), rotating, with up to 300 ms clock skew per service and multi-line
// stack traces in each runtime's own layout.
//
// What makes it hard: the claims domain complains all day (fraud referrals, blurry photos, mistyped policy
// numbers, lapsed policies, payee bank details, OCR low confidence, full adjuster calendars), one noisy
// service logs the same harmless warning or error from the first minute, deprecation warnings, retries that
// succeed, and an unrelated deploy or config reload lands near every failure. Callers report failures in
// their own words and retry louder than the origin; some origins log only at WARN, some go quiet, some
// failures sit behind a third party that never logs here (label: the service that talks to it).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout112/estates.js";
import { EXT, FORMATS, type Format } from "./holdout112/formats.js";
import { INCIDENTS, type IncidentSpec } from "./holdout112/incidents.js";
import { QUIET, type QuietSpec } from "./holdout112/quiet.js";
import { makeRng } from "./holdout112/rng.js";
import { assignSplit } from "./holdout112/split.js";
import { buildWindow } from "./holdout112/stream.js";

export interface Holdout112Label extends NotedLabel {
  format: Format;
}

type Item = { spec: IncidentSpec; quiet?: undefined } | { spec?: undefined; quiet: QuietSpec };

const labelsEstate = new Map<string, string>();

export function generateHoldout112(dir: string, seed = 11201): Holdout112Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = r.shuffle([...INCIDENTS.map((spec) => ({ spec })), ...QUIET.map((quiet) => ({ quiet }))]);
  const splits = assignSplit(
    items.map((it) => (it.spec ? it.spec.cat : "quiet")),
    r,
  );
  const labels: Holdout112Label[] = [];
  items.forEach((it, i) => {
    const id = `h112-${String(i + 1).padStart(2, "0")}`;
    const fmt = FORMATS[i % FORMATS.length] as Format;
    const file = `${id}.${EXT[fmt]}`;
    const est = ESTATES[it.spec ? it.spec.est : it.quiet.est];
    if (!est) throw new Error(`unknown estate for ${id}`);
    const day = Date.UTC(2026, 8, 1 + (i % 28), r.int(6, 21), r.int(0, 59), r.int(0, 59), r.int(0, 999));
    const faultSec = it.spec ? r.int(180, 480) : null;
    const durMs = Math.max(r.int(6, 20) * 60000, faultSec === null ? 0 : (faultSec + 200) * 1000 + r.int(0, 120000));
    const faultAt = faultSec === null ? null : Math.floor(day + faultSec * 1000 + r.int(0, 999));
    const targetLines = r.int(1700, 6800);
    const lines = buildWindow(
      { est, fmt, start: day, durMs, targetLines, faultAt, spec: it.spec, twist: it.quiet?.twist },
      r,
    );
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const s = it.spec;
    labelsEstate.set(id, est.key);
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!s,
      originService: s ? s.origin : null,
      category: s ? s.cat : null,
      errorTypeHints: s ? s.hints : [],
      incidentStart: faultAt === null ? null : new Date(faultAt).toISOString(),
      expectedSeverityAtLeast: s ? s.sev : null,
      split: splits[i] ?? "locked",
      note: s ? s.note : (it.quiet?.note ?? ""),
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout112", generateHoldout112, (ls) => {
  const byFmt = FORMATS.map((f) => `${f}=${ls.filter((l) => l.format === f).length}`).join(" ");
  const lines = ls.map((l) => l.lines);
  const byEst = Object.values(ESTATES)
    .map((e) => `${e.key}=${ls.filter((l) => l.note.length > 0 && labelsEstate.get(l.id) === e.key).length}`)
    .join(" ");
  return `estates ${byEst}; formats ${byFmt}; lines/file ${Math.min(...lines)}-${Math.max(...lines)}; tune=${ls.filter((l) => l.split === "tune").length}`;
});
