// Blind scenario set holdout65: insurance and legal technology.
//
// Four made-up estates, 9-10 services each: Harbourline Mutual (claims: FNOL web/phone/partner intake, claims
// handling, fraud scoring, documents, payouts, reinsurance bordereaux; request ids), Quayside Underwriting (quotes,
// underwriting rules, rating, policy admin, renewals, e-signature, billing; no ids), Lexbridge Discovery (PST/chat
// ingestion, OCR, text extraction, near-duplicates, indexing, review, legal holds; request ids) and Courtlink (court
// e-filing gateway, validation, fees, court connector, docket sync, stamping; no ids).
// 64 scenarios: 52 incidents (4 per category, one per estate) and 12 quiet windows (3 per estate), rotating over
// the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20 minute windows, 1,500-10,000 lines.
// What makes it hard: a constant noisy service in every estate (twice the noisy service is the origin), domain
// noise that looks like failure (declines, referrals, OCR queued for humans, corrupt attachments, rejected
// e-filings), retries that succeed, unrelated deploys near the start, callers louder than the origin, WARN-only
// origins, origins that go silent, dependency faults reported only by the service that talks to the vendor, and
// stack traces in Java, .NET, Python, Node, Go, Ruby and C++ styles.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout65/estates.js";
import { EXT, FORMATS, type Format } from "./holdout65/formats.js";
import type { IncidentSpec, QuietSpec } from "./holdout65/incidents.js";
import { HARBOURLINE_INCIDENTS, QUAYSIDE_INCIDENTS } from "./holdout65/incidents-insurer.js";
import { COURTLINK_INCIDENTS, LEXBRIDGE_INCIDENTS } from "./holdout65/incidents-legal.js";
import { QUIET } from "./holdout65/quiet.js";
import { mulberry32 } from "./holdout65/rng.js";
import { assignSplit } from "./holdout65/split.js";
import { buildStream } from "./holdout65/stream.js";

export interface Holdout65Label extends NotedLabel {
  format: Format;
}

export function generateHoldout65(dir: string, seed = 6501): Holdout65Label[] {
  const r = mulberry32(seed);
  const specs: (IncidentSpec | QuietSpec)[] = r.shuffle([
    ...HARBOURLINE_INCIDENTS,
    ...QUAYSIDE_INCIDENTS,
    ...LEXBRIDGE_INCIDENTS,
    ...COURTLINK_INCIDENTS,
    ...QUIET,
  ]);
  const splits = assignSplit(
    r,
    specs.map((s) => ("cat" in s ? s.cat : "quiet")),
  );
  mkdirSync(dir, { recursive: true });
  const labels = specs.map((spec, i): Holdout65Label => {
    const id = `h65-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const estate = ESTATES.find((e) => e.key === spec.estate);
    if (!estate) throw new Error(`unknown estate ${spec.estate}`);
    const built = buildStream(mulberry32(seed * 1009 + i * 7919), estate, spec, format);
    if (built.lines.length < 1500 || built.lines.length > 10000) throw new Error(`${id}: ${built.lines.length} lines`);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = "cat" in spec;
    return {
      id,
      file,
      format,
      isIncident: inc,
      originService: inc ? spec.origin : null,
      category: inc ? spec.cat : null,
      errorTypeHints: inc ? spec.hints : [],
      incidentStart: inc ? new Date(built.anchor).toISOString() : null,
      expectedSeverityAtLeast: inc ? spec.sev : null,
      split: splits[i] ?? "tune",
      note: `${estate.company}: ${spec.note}`,
      lines: built.lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout65", generateHoldout65, (labels) => {
  const estates = ESTATES.map((e) => `${e.key} ${labels.filter((l) => l.note.startsWith(e.company)).length}`);
  const formats = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`);
  return `estates: ${estates.join(", ")}; formats: ${formats.join(", ")}`;
});
