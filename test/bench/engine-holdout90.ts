// Blind set holdout90: forms, surveys, e-signature and translation SaaS.
//
// 64 scenarios (52 incidents, 4 for each of the 13 root-cause categories, and 12 quiet windows) over four made-up
// estates: Formloom (form builder, response intake, uploads, sheets/CRM integrations, reports; 10 services),
// Quillsign (envelopes, SMS/email signer codes, PDF rendering and sealing, audit trail; 9 services), Verbatim Cloud
// (document import, MT routing, translation memory on Elasticsearch, review queue, subtitles; 9 services) and
// Pulsebox (survey runtime, panel quotas, response store, CRM bridge, exports, webhooks; 9 services). Runtimes are
// mixed per estate: Node, Java/Spring, Go, Python (gunicorn/celery), Ruby (Rails/Sidekiq), .NET and C++; an edge
// proxy writes access lines. Formloom and Pulsebox carry trace ids, Quillsign and Verbatim none.
//
// Each file is one aggregated stream of 6-20 minutes, 1,500-10,000 lines, sorted by printed time with up to 300 ms
// of clock skew per service, in one of the six dev-set formats (jsonl, datadog, ecs, gcp, logfmt, compose) taken
// in rotation; multi-line stack traces in the runtime's own shape (inside the message, in error.stack_trace for
// ecs, on raw lines for logfmt and compose). The failure starts after 3-8 minutes of baseline.
//
// What makes it hard: every estate has a constant complainer from the first minute (expired customer CRM tokens,
// wrong OTP codes, unsupported document types, dead customer webhooks) that out-shouts most origins; domain noise
// (captcha spam, voided envelopes, over-long segments, bounces, deprecation warnings); retries that succeed; an
// unrelated deploy near the failure; callers reporting in their own client library's words, with retry storms and
// open circuit breakers louder than the origin; some origins only WARN, two go silent; vendor and infrastructure
// faults (Twilio, hCaptcha, Redis, panel exchange) are labelled on the service that talks to them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { estate } from "./holdout90/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout90/formats.js";
import { INCIDENTS, type IncidentSpec } from "./holdout90/incidents.js";
import { QUIET, type QuietSpec } from "./holdout90/quiet.js";
import { rngFrom } from "./holdout90/rng.js";
import { assignSplit } from "./holdout90/split.js";
import { simulate } from "./holdout90/stream.js";

export interface Holdout90Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: IncidentSpec } | { kind: "quiet"; spec: QuietSpec };

export function generateHoldout90(dir: string, seed = 9001): Holdout90Label[] {
  const r = rngFrom(seed);
  const items: Item[] = r.shuffle([
    ...INCIDENTS.map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Item => ({ kind: "quiet", spec })),
  ]);
  const splits = assignSplit(
    items.map((it) => (it.kind === "incident" ? it.spec.category : "quiet")),
    r,
  );
  mkdirSync(dir, { recursive: true });
  const labels: Holdout90Label[] = [];
  items.forEach((it, i) => {
    const id = `h90-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const sr = rngFrom(seed * 131 + i * 7919 + 17);
    const e = estate(it.spec.estate);
    const day = new Date(Date.UTC(2026, 8, 1 + i, sr.i(6, 21), sr.p([0, 5, 10, 15, 20, 30, 40, 45, 50]), 0));
    const start = day.getTime();
    const leadSec = sr.i(180, 480);
    const minutes = Math.max(sr.i(6, 20), Math.ceil(leadSec / 60) + sr.i(3, 6));
    const faultAt = start + leadSec * 1000 + sr.i(0, 999);
    const targetLines = sr.i(Math.max(1900, minutes * 180), Math.min(8500, minutes * 600));
    const recs = simulate({
      estate: e,
      seed,
      r: sr,
      start,
      minutes,
      faultAt,
      fault: it.kind === "incident" ? it.spec.fault : undefined,
      targetLines,
      extras: it.kind === "quiet" ? it.spec.extras : [],
    });
    const lines = render(format, recs, e.namespace);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.kind === "incident" ? it.spec : undefined;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== undefined,
      originService: inc ? inc.fault.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(faultAt).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i],
      note: `${e.company}: ${it.spec.note}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout90", generateHoldout90, (labels) => {
  const n = (f: (l: Holdout90Label) => boolean) => labels.filter(f).length;
  const fm = FORMATS.map((f) => `${f} ${n((l) => l.format === f)}`).join(", ");
  const min = Math.min(...labels.map((l) => l.lines));
  const max = Math.max(...labels.map((l) => l.lines));
  return `estates formloom/quillsign/verbatim/pulsebox; formats ${fm}; ${min}-${max} lines/file; tune ${n((l) => l.split === "tune")}`;
});
