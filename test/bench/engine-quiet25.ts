// Blind scenario set quiet25: 48 aggregated log windows from four made-up estates in insurance, legal tech and
// government tax/courts, written to score a log-diagnosis engine without ever seeing it.
//
// Estates (8-10 services each, several runtimes): Harborline Mutual (claims intake, fraud scoring, renewals,
// document rendering and OCR, disbursements; trace ids), Lexvault (e-discovery ingestion, extraction, dedupe,
// search, privilege review, productions; no ids), a statewide court e-filing service (portal, clerk review, fees,
// docket sync, PDF normalisation; no ids) and a state Department of Revenue (e-file intake, MeF validation,
// identity proofing, refunds, payments; trace ids).
// Counts: 40 quiet windows built on 34 kinds of alarming-but-harmless noise (business refusals at ERROR, bad
// customer input, batches that skip records, peaks that slow but serve, new warnings after a release, retries
// that succeed, ...) and 8 incidents, one each for database, network, disk, timeout, memory, dependency,
// configuration and unknown, laid on the same noise.
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; Java, Python, .NET and Ruby stack traces
// are multi-line where the format allows. 6-20 minute windows, 1,500-10,000 lines, per-service clock skew up to
// 300 ms, sorted by printed time.
// What makes it hard: every file has a noisy service with a constant harmless error, deprecations, successful
// retries and an unrelated deploy or reload; quiet windows carry loud ERROR bursts that mean nothing; in the
// incidents callers and their retries are louder than the origin, some origins only WARN, one goes silent.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, estate } from "./quiet25/estates.js";
import { EXT, FORMATS, type Format } from "./quiet25/formats.js";
import { INCIDENTS } from "./quiet25/incidents.js";
import { kindsFor, QUIET_KINDS, type QuietKind } from "./quiet25/quiet.js";
import { mulberry32 } from "./quiet25/rng.js";
import { assignSplit } from "./quiet25/split.js";
import { background, Ctx, renderWindow, unrelatedChange } from "./quiet25/stream.js";

export interface Quiet25Label extends NotedLabel {
  format: Format;
}

const MIN = 60_000;
/** Where the incidents sit among the 48 files, so each lands on a different format. */
const INCIDENT_AT = [2, 9, 16, 23, 24, 31, 38, 45];
const BASE: Record<string, string> = {
  harborline: "2026-05-11T02:40:00Z",
  lexvault: "2026-06-08T13:05:00Z",
  court: "2026-07-20T23:31:00Z",
  tax: "2026-04-13T22:20:00Z",
};

export function generateQuiet25(dir: string, seed = 2501): Quiet25Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const incidents = r.shuffle([...INCIDENTS]);
  // Quiet primaries: every estate-bound kind once, the generic ones on rotating estates, then a few repeats.
  const bound = QUIET_KINDS.filter((k) => k.estate !== "*");
  const generic = QUIET_KINDS.filter((k) => k.estate === "*");
  const primaries: [QuietKind, string][] = bound.map((k) => [k, k.estate]);
  for (const [i, k] of generic.entries()) primaries.push([k, ESTATES[(i + 1) % ESTATES.length]?.key ?? "tax"]);
  while (primaries.length < 40) {
    const k = r.pick(bound);
    primaries.push([k, k.estate]);
  }
  r.shuffle(primaries);

  const labels: Quiet25Label[] = [];
  let qi = 0;
  let ii = 0;
  for (let n = 0; n < 48; n++) {
    const format = FORMATS[n % FORMATS.length] as Format;
    const id = `q25-${String(n + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const isIncident = INCIDENT_AT.includes(n);
    const inc = isIncident ? incidents[ii++] : undefined;
    const prim = inc ? undefined : primaries[qi++];
    const est = estate(inc ? inc.estate : (prim?.[1] ?? "tax"));
    const dur = (inc ? r.int(11, 20) : r.int(6, 20)) * MIN;
    const t0 = Date.parse(BASE[est.key] ?? "2026-05-01T00:00:00Z") + r.int(0, 40) * MIN + r.int(0, 59_999);
    const day = r.int(0, 3) * 86_400_000;
    const c = new Ctx(r, est, t0 + day, dur);
    const target = inc ? r.int(1800, 5000) : r.int(2000, 7500);
    const avgSteps = est.flows.reduce((s, f) => s + f.steps(mulberry32(1)).length, 0) / est.flows.length;
    const own = kindsFor(est.key).filter((k) => k.estate !== "*");
    let start: number | null = null;
    let note: string;
    if (inc) {
      start = c.t0 + r.int(3 * MIN, Math.min(8 * MIN, dur - 5 * MIN)) + r.int(0, 999);
      inc.emit(c, start);
      background(c, target / (dur / 1000) / avgSteps);
      r.pick(own).emit(c);
      unrelatedChange(c, inc.bystander, start + r.pick([-1, 1]) * r.int(40_000, 110_000));
      note = `${inc.note}.`;
    } else {
      const [k] = prim as [QuietKind, string];
      background(c, target / (dur / 1000) / avgSteps);
      k.emit(c);
      const second = r.pick(own.filter((x) => x.id !== k.id));
      second.emit(c);
      const by = r.pick(est.services).name;
      unrelatedChange(c, by, c.t0 + r.int(Math.floor(dur / 4), Math.floor((dur * 3) / 4)));
      note = `Nothing is broken (${k.id}): ${k.note}, while ${second.note}.`;
    }
    const lines = renderWindow(c, format);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: start === null ? null : new Date(start).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note,
      lines: lines.length,
    });
  }
  const quietIx = labels.flatMap((l, i) => (l.isIncident ? [] : [i]));
  const incIx = labels.flatMap((l, i) => (l.isIncident ? [i] : []));
  const split = assignSplit(r, [quietIx, incIx]);
  labels.forEach((l, i) => {
    l.split = split.get(i) ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet25", generateQuiet25, (labels) => {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  const tune = labels.filter((l) => l.split === "tune").length;
  return `estates ${ESTATES.map((e) => e.key).join("/")}, formats ${[...by].map(([f, k]) => `${f}:${k}`).join(" ")}, ${QUIET_KINDS.length} quiet kinds, tune ${tune}/locked ${labels.length - tune}`;
});
