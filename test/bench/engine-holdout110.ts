// Blind holdout110: passport and identity-document issuance at four made-up national agencies.
//
// Estates (each file one aggregated stream of 9-10 services, per-service clock skew up to 300 ms):
//   - Nordmark Identity Agency (nia-prod): apply-portal (Node), photo-check (Python), appointment-svc (Java),
//     biometric-hub (.NET), civreg-bridge (Java), screening-engine (Python/Celery), fee-pay (Go), case-console
//     (Rails), print-queue (C++), courier-track (Go); request ids on every hop.
//   - Valdoria Document Authority (vda-live): eapply-web (NestJS), image-qa (Python), booking-api (.NET), enrol-gw
//     (C++), idv-registry (Go), watchlist-match (Java), payments-adapter (Java), perso-line (C++), dispatch-tracker
//     (Ruby); no request ids at all.
//   - Estmere Passport Service (eps-prod): edge-gateway (Envoy access logs), application-api (Kotlin/Ktor),
//     photo-validator (Python/gunicorn), slot-planner (Node), capture-sync (.NET), registry-lookup (Python),
//     fraud-score (Python), card-printer-ctl (C++), parcel-status (Node); ids on most paths.
//   - Kalmar Identity Office (kio): citizen-gw (Node), passport-intake (Rails/Sidekiq), face-quality (Python),
//     visit-scheduler (Go), fingerprint-svc (Java), popreg-client (Java), sanctions-screen (Go), fee-ledger (.NET),
//     perso-mes (Java), worker-console (Laravel); ids on citizen-facing paths only.
// 64 scenarios: 52 faults (one per category per estate, 4 per category) and 12 quiet windows (3 per estate).
// Windows of 6-20 minutes, roughly 1,500-10,000 lines, rotating over jsonl, datadog, ecs, gcp, logfmt and compose,
// multi-line stack traces in each runtime's own style.
// What makes it hard: every estate has a noisy service with a constant harmless error or warning (in Valdoria the
// edge itself, in Kalmar the fingerprint service), domain noise that looks like failure (photo rejections,
// fingerprint recaptures, no-shows, registry no-match, card declines, failed deliveries), successful retries,
// deprecation warnings and an unrelated deploy or reload near every fault; callers report failures in their own
// words (502/503/504 naming the callee, Envoy flags, Net::ReadTimeout, breakers) and retry louder than the origin;
// several origins log only at WARN, go quiet, or crash-loop; some categories sit close to each other on purpose
// (a pydantic ValidationError that is really configuration, connection refused that is really configuration,
// a TypeError from an unset environment variable, a SQL login failure that is authentication).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS, type Format, render } from "./holdout110/formats.js";
import { rng } from "./holdout110/rng.js";
import { allScenarios } from "./holdout110/scenarios.js";
import { assignSplit } from "./holdout110/split.js";
import { simulate } from "./holdout110/stream.js";

export interface Holdout110Label extends NotedLabel {
  format: Format;
}

export function generateHoldout110(dir: string, seed = 11001): Holdout110Label[] {
  mkdirSync(dir, { recursive: true });
  const r = rng(seed);
  const scenarios = allScenarios(r);
  const splits = assignSplit(
    scenarios.map((s) => s.category ?? "quiet"),
    r,
  );
  const labels: Holdout110Label[] = [];
  scenarios.forEach((sc, i) => {
    const sr = rng(seed * 7919 + i * 104729);
    const format = FORMATS[i % FORMATS.length] as Format;
    const day = new Date(Date.UTC(2026, 9, 5) + i * 86400000 + sr.i(7, 17) * 3600000 + sr.i(0, 11) * 300000);
    const start = day.getTime();
    const faultAt = sr.i(180, 480) * 1000;
    const minutes = Math.max(sr.i(6, 20), Math.ceil(faultAt / 60000) + 4);
    const targetLines = sr.i(1700, 8200);
    const recs = simulate(
      sc.estate,
      { start, minutes, targetLines, faultAt, ...(sc.fault ? { fault: sc.fault } : {}) },
      sr,
    );
    const lines = render(format, recs, sc.estate.namespace);
    const id = `h110-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const isIncident = sc.category !== null;
    labels.push({
      id,
      file,
      format,
      isIncident,
      originService: isIncident ? (sc.fault?.origin ?? null) : null,
      category: sc.category,
      errorTypeHints: sc.hints,
      incidentStart: isIncident ? new Date(start + faultAt).toISOString() : null,
      expectedSeverityAtLeast: sc.severity,
      split: splits[i] as "tune" | "locked",
      note: `${sc.estate.company}: ${sc.note}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout110", generateHoldout110, (labels) => {
  const est = new Set(labels.map((l) => l.note.split(":")[0]));
  const tune = labels.filter((l) => l.split === "tune").length;
  return `${est.size} estates, formats ${FORMATS.join("/")}, ${tune} tune / ${labels.length - tune} locked`;
});
