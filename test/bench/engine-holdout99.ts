// Blind scenario set holdout99: gyms, sports clubs and a city's digital services.
//
// 64 scenarios (52 incidents = 4 for each of the 13 categories, one per estate; 12 quiet windows, 3 per estate).
// Four made-up estates, 8-10 services each:
//   - ironpeak (IronPeak Fitness gym chain, request ids): member-app-bff (Node), membership-svc (Java),
//     dd-collections (Python), door-access-ctl (Go), class-booking (Ruby), waitlist-worker (Python/Celery),
//     pos-frontdesk (.NET), equipment-telemetry (Go, the noisy one), notify-dispatch (Node), identity-svc (Java).
//   - marrowdale (a city's digital services, request ids): portal-311-web, case-intake, permits-api,
//     inspections-sched, gis-address, doc-upload, ocr-worker (noisy pdfminer warning), payments-citypay,
//     rec-bookings, notify-sms.
//   - clubline (sports clubs federation, no ids): club-portal-web, court-booking, member-registry (noisy ERROR),
//     payments-bridge, league-scheduler, floodlight-ctl (C++), email-relay, coach-roster.
//   - pulse (Pulse Studios boutique gyms, no ids): studio-app-api, booking-core, access-gate (C++, noisy ERROR),
//     billing-dd, pos-kiosk, machine-hub, auth-gw, reports-etl.
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; windows of 6-20 minutes, 1,500-10,000 lines,
// the failure 3-8 minutes in; per-service skew up to 300 ms.
// What makes it hard: a noisy service that errors from the first minute (sometimes the same service later fails),
// callers louder than the origin (retries, 5xx and timeouts naming the callee), origins that log only at WARN,
// origins that go quiet or crash-loop, third-party failures labelled at the calling service, an unrelated deploy
// or config reload near every failure, and quiet windows full of domain refusals (lapsed members, full classes,
// returned debits, addresses outside city limits, oversized uploads, expired sessions).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, estateByKey } from "./holdout99/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout99/formats.js";
import { INCIDENTS } from "./holdout99/incidents.js";
import { QUIET } from "./holdout99/quiet.js";
import { mulberry32 } from "./holdout99/rng.js";
import { assignSplits } from "./holdout99/split.js";
import { buildWindow, perMinute } from "./holdout99/stream.js";

export interface Holdout99Label extends NotedLabel {
  format: Format;
}

export function generateHoldout99(dir: string, seed = 9901): Holdout99Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  type Item = { kind: "incident"; i: number } | { kind: "quiet"; i: number };
  const items: Item[] = [
    ...INCIDENTS.map((_, i) => ({ kind: "incident" as const, i })),
    ...QUIET.map((_, i) => ({ kind: "quiet" as const, i })),
  ];
  for (let i = items.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [items[i], items[j]] = [items[j] as Item, items[i] as Item];
  }
  const groups = items.map((it) => (it.kind === "quiet" ? "quiet" : (INCIDENTS[it.i]?.cat ?? "")));
  const splits = assignSplits(groups, r);
  const labels: Holdout99Label[] = [];
  items.forEach((it, n) => {
    const id = `h99-${String(n + 1).padStart(2, "0")}`;
    const format = FORMATS[n % FORMATS.length] as Format;
    const spec = it.kind === "incident" ? INCIDENTS[it.i] : undefined;
    const quiet = it.kind === "quiet" ? QUIET[it.i] : undefined;
    const est = estateByKey(spec?.est ?? quiet?.est ?? "");
    const minutes = r.int(spec ? 9 : 6, 20);
    const startMs = spec ? r.int(180, Math.min(480, minutes * 60 - 200)) * 1000 : undefined;
    const base = Date.UTC(2026, 4, 1 + (n % 28), r.int(5, 21), r.pick([0, 10, 15, 20, 30, 40, 45]), 0);
    const rate = perMinute(est.svcs);
    const traffic = Math.min(Math.max(0.8 + r.next() * 1.4, 1900 / (minutes * rate)), 8000 / (minutes * rate));
    const evs = buildWindow(est, { t0: base, minutes, startMs, traffic }, r, spec, quiet?.extras);
    const lines = render(evs, format, est.namespace);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!spec,
      originService: spec?.origin ?? null,
      category: spec?.cat ?? null,
      errorTypeHints: spec?.hints ?? [],
      incidentStart: spec && startMs !== undefined ? new Date(base + startMs).toISOString() : null,
      expectedSeverityAtLeast: spec?.sev ?? null,
      split: splits[n] ?? "tune",
      note: spec?.note ?? quiet?.note ?? "",
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout99", generateHoldout99, (labels) => {
  const fmts = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  return `estates ${ESTATES.map((e) => e.key).join("/")}; formats ${fmts}`;
});
