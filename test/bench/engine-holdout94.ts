// Blind holdout94: veterinary and dental practice software plus a pet insurer.
//
// 64 scenarios: 52 failures (4 per each of the 13 categories, one per estate) and 12 quiet windows (3 per estate)
// holding only the domain's everyday noise. Four made-up estates of 9-10 services each:
//   - Pawprint Vet Group (booking-web, exam-scheduler, reminder-dispatch, patient-chart, imaging-bridge,
//     lab-hl7-gateway, pharmacy-stock, pay-terminal-svc, checkin-kiosk) - request ids on every hop;
//   - BrightSmile Dental (smile-portal, chair-scheduler, recall-notifier, dental-chart, xray-sensor-agent,
//     dicom-router, claims-submit, card-payments, kiosk-checkin) - no ids;
//   - Tailwise Pet Insurance (claims-intake-api, policy-lookup, adjudication-engine, payout-service, document-ocr,
//     practice-connector, fraud-score, notification-hub, ledger-sync) - request ids;
//   - Harbourside Animal Hospital (vetdesk-web, room-scheduler, patient-records, lab-results-ingest, pacs-gateway,
//     rx-dispense, stock-ledger, sms-reminders, terminal-gw, lobby-kiosk) - no ids.
// Each file is one aggregated stream of 6-20 minutes (about 1,500-10,000 lines), rotating over the six dev formats
// (jsonl, datadog, ecs, gcp, logfmt, compose), sorted by printed time with up to 300 ms per-service clock skew;
// failures begin after 3-8 minutes of baseline.
// What makes it hard: every estate has a service that logs a constant harmless ERROR from the first minute (dead
// phone numbers, clearinghouse rejections for missing codes, retired practice webhooks, unmatched lab results),
// sometimes the very service that later fails; callers retry louder than the failing service; some failing
// services log only WARN or go quiet and restart without a reason; unrelated deploys and config reloads land near
// the failure; runtimes (Java, Python, Node, .NET, Ruby, Go, C++) each log and trace in their own style; and some
// symptoms point elsewhere (connection refused from a missing setting, deadline errors from a held lock).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, estate } from "./holdout94/estates.js";
import { EXT, FORMATS, type Format } from "./holdout94/formats.js";
import { INCIDENTS, type Incident } from "./holdout94/incidents.js";
import { makeRng } from "./holdout94/rng.js";
import { assignSplit } from "./holdout94/split.js";
import { buildStream } from "./holdout94/stream.js";

export interface Holdout94Label extends NotedLabel {
  format: Format;
}

const QUIET_NOTES: Record<string, string> = {
  pawprint:
    "A normal clinic day at Pawprint: dead-number reminder errors, sensor reconnects, held lab results and card declines, nothing broken.",
  brightsmile:
    "A normal day at BrightSmile: clearinghouse rejections for missing codes, sensor resets, declines and a restart, nothing broken.",
  tailwise:
    "A normal hour at Tailwise: retired practice webhooks, incomplete claims returned, bank retries that succeed, nothing broken.",
  harbourside:
    "A normal shift at Harbourside: unmatched lab results held, undelivered texts, modality aborts and declines, nothing broken.",
};

export function generateHoldout94(dir: string, seed = 9401): Holdout94Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const items: { inc: Incident | null; est: string }[] = [
    ...INCIDENTS.map((inc) => ({ inc, est: inc.estate })),
    ...ESTATES.flatMap((e) => [0, 1, 2].map(() => ({ inc: null, est: e.key }))),
  ];
  const order = items.map((it) => ({ it, k: r.next() })).sort((a, b) => a.k - b.k);
  const labels: Holdout94Label[] = order.map(({ it }, i) => {
    const id = `h94-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const built = buildStream(makeRng(seed * 1000 + i + 1), i, estate(it.est), format, it.inc);
    if (built.lines.length < 1500 || built.lines.length > 10_000) {
      throw new Error(`${id}: ${built.lines.length} lines out of range`);
    }
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = it.inc;
    return {
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? inc.origin : null,
      category: inc ? inc.cat : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: built.incidentStart,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: "tune",
      note: inc ? inc.note : QUIET_NOTES[it.est],
      lines: built.lines.length,
    };
  });
  assignSplit(labels, r);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout94", generateHoldout94, (labels) => {
  const fmts = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `estates pawprint/brightsmile/tailwise/harbourside; formats ${fmts}; split tune ${tune} / locked ${labels.length - tune}`;
});
