// Blind holdout80: fitness wearables and subscription apps. 64 aggregated log windows (52 broken, 4 per root-cause
// category, and 12 quiet windows) from four made-up estates:
//   pulsewear  - watches/bands, BLE hub bridge (C++), sync gateway (Go), activity ingest (Kotlin/Spring), sleep staging
//                (Python), heart-rate alerts (Go), firmware rollout (Node), workout feed (Rails), segment leaderboards
//                (Java), device registry (.NET), APNs relay (Node); request ids across services.
//   trailbeat  - GPS running bands: band-api (Node/morgan), track processing (Go), time-series writer (Java), recovery
//                scores (Celery), kudos (Rails), leaderboard cache (Go), OTA planner (Python), accounts (Kotlin); no ids.
//   ripplefit  - subscription studio: app edge (Node), receipt validation (Java), App Store notifications (Go), Google
//                Play RTDN worker (Python), entitlements (Go), paywall experiments (Node), coaching video (Go), push
//                reminders (Python), ledger (.NET); request ids across services.
//   motiv      - subscription studio: Rails BFF (lograge), subscription engine (Kotlin/MySQL), store webhooks (Node),
//                access control (.NET), video packager (C++), lesson catalog (Django/gunicorn), reminder scheduler and
//                experiment flags (Go), CRM bridge (Sidekiq); no ids.
// Each file is one stream of 9-10 services, 7-18 minutes, 1,500-10,000 lines, sorted by printed time with per-service
// clock skew up to 300 ms, in the dev set's six formats in rotation (jsonl, datadog, ecs, gcp, logfmt, compose), stack
// traces in each runtime's style (multi-line in logfmt/compose, fields in datadog/ecs, inside the message elsewhere).
// What makes it hard: a noisy service with a constant harmless ERROR/WARN from the first second, domain noise (sandbox
// receipts, store billing retries, backfills, duplicate merges, GPS jumps, revoked health permissions), deprecation
// warnings, retries that succeed, an unrelated rollout or reload near the break, callers whose errors outnumber the
// broken service's, a few services that only WARN, and two that simply go silent.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout80/estates.js";
import { EXT, type Fmt, FORMATS } from "./holdout80/formats.js";
import { INCIDENTS, type Inc } from "./holdout80/incidents.js";
import { noiseBurst, quietBursts } from "./holdout80/quiet.js";
import { makeRng } from "./holdout80/rng.js";
import { assignSplit } from "./holdout80/split.js";
import { buildStream, type Plan } from "./holdout80/stream.js";

export interface Holdout80Label extends NotedLabel {
  format: Fmt;
}

const QUIET_NOTES: Record<string, string> = {
  pulsewear:
    "A normal pulsewear window: syncs, backfills from watches that were offline, duplicate workouts merged and BLE CRC noise; nothing breaks.",
  trailbeat:
    "A normal trailbeat window: uploads, GPS jumps dropped, duplicate uploads merged and health permissions revoked; nothing breaks.",
  ripplefit:
    "A normal ripplefit window: entitlement checks, sandbox receipts rejected, store billing retries and unregistered FCM tokens; nothing breaks.",
  motiv:
    "A normal motiv window: lesson traffic, Play account holds, sandbox receipts and revoked Google Fit permissions; nothing breaks.",
};

export function generateHoldout80(dir: string, seed = 8001): Holdout80Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  type Entry = { estate: string; inc?: Inc };
  const entries: Entry[] = [
    ...INCIDENTS.map((inc) => ({ estate: inc.estate, inc })),
    ...ESTATES.flatMap((e) => [0, 1, 2].map(() => ({ estate: e.key }))),
  ];
  r.shuffle(entries);
  const splits = assignSplit(
    r,
    entries.map((e) => e.inc?.cat ?? "quiet"),
  );
  const labels: Holdout80Label[] = [];
  entries.forEach((entry, i) => {
    const estate = ESTATES.find((e) => e.key === entry.estate)!;
    const fmt = FORMATS[i % FORMATS.length];
    const id = `h80-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    const incAt = r.int(180, 480);
    const minutes = Math.min(20, Math.max(r.int(7, 18), Math.ceil(incAt / 60) + 3));
    const startMs =
      Date.parse(`${estate.day}T00:00:00Z`) + i * 86_400_000 + r.int(5, 21) * 3_600_000 + r.int(0, 3599) * 1000;
    const W = minutes * 60;
    const deployAt = entry.inc ? Math.max(20, Math.min(W - 30, incAt + r.int(-150, 90))) : r.int(60, W - 60);
    const bursts = entry.inc ? [noiseBurst(r, estate.key, W)] : quietBursts(r, estate.key, W);
    let traffic = 3 + r.next() * 4;
    let lines: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const plan: Plan = { estate, fmt, startMs, minutes, traffic, inc: entry.inc, incAt, deployAt, bursts };
      lines = buildStream(r, plan);
      if (lines.length > 9600) traffic *= 0.75;
      else if (lines.length < 1700) traffic *= 1.4;
      else break;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = entry.inc;
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: inc !== undefined,
      originService: inc?.origin ?? null,
      category: inc?.cat ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(startMs + incAt * 1000).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: splits[i],
      note: inc?.note ?? QUIET_NOTES[estate.key],
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout80", generateHoldout80, (labels) => {
  const by = (k: (l: Holdout80Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(k(l), (m.get(k(l)) ?? 0) + 1);
    return [...m].map(([a, n]) => `${a} ${n}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}`;
});
