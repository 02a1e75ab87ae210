// Blind scenario set quiet42: harmless windows that look alarming, from two hotel groups and two food-delivery
// marketplaces, plus eight real failures laid on the same noise.
//
// Estates (8-10 services each, several runtimes): Larkspur Hotels (central reservations, PMS bridge, channel hub,
// card-on-file vault, keycards, night audit; trace ids), Meridel Resorts (reservations, ARI publisher, OTA
// connector, folio, lock encoder, housekeeping; no ids), Basketo (order API, menu sync, order injection, dispatch,
// ETAs, checkout, refunds, geocoding, promos; trace ids) and Platewise (edge gateway, storefront, POS relay,
// courier matching, ETA predictor, payments, refunds, addresses; no ids).
//
// 48 files: 40 quiet windows built from 36 kinds of alarming-but-harmless noise (OTA parity rejections, night audit
// running long, check-in cards declined, encoders offline, merchants pausing when busy, couriers declining offers,
// addresses failing to geocode, expired promo codes, GC pauses, readiness failures during a rollout, ...) and 8
// failures, one each of database, authentication, disk, rate_limiting, configuration, network, memory and unknown.
// 1,600-9,000 lines over 6-20 minutes, rotating over the six dev-set formats (jsonl, datadog, ecs, gcp, logfmt,
// compose) with multi-line Java/Python/Node/.NET/Ruby traces, per-service clock skew up to 300 ms, sorted by printed
// time; failures start after 3-8 minutes of baseline.
//
// What makes it hard: every file has a noisy service logging the same ERROR or WARN from the first minute, a
// deploy or config reload near the failure (or mid-window when quiet), retries that succeed, deprecation warnings
// and bursts that look like outages and end on their own; callers report failures louder than the failing
// service, one failing service logs only at WARN and one stops logging altogether.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet42/estates.js";
import { EXT, FORMATS, type Format } from "./quiet42/formats.js";
import { FAILURES, type Failure } from "./quiet42/incidents.js";
import { KINDS, type NoiseKind } from "./quiet42/quiet.js";
import { mulberry32 } from "./quiet42/rng.js";
import { assignSplits } from "./quiet42/split.js";
import { buildStream } from "./quiet42/stream.js";

export type Quiet42Label = NotedLabel & { format: Format };

const HOUR = 3600000;
/** noise kinds used by the quiet windows of the last generated set, for the summary line */
let quietKinds = new Set<string>();

export function generateQuiet42(dir: string, seed = 4201): Quiet42Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });

  // 12 slots per estate: its two failures and ten quiet windows, in a seeded order
  const slots: { estate: (typeof ESTATES)[number]; failure?: Failure }[] = [];
  for (const estate of ESTATES) {
    for (const f of FAILURES.filter((x) => x.estate === estate.key)) slots.push({ estate, failure: f });
    while (slots.filter((s) => s.estate === estate).length < 12) slots.push({ estate });
  }
  r.shuffle(slots);

  // burst kinds handed out round-robin per domain so that every kind is used
  const pools: Record<string, NoiseKind[]> = {};
  const cursor: Record<string, number> = {};
  for (const dom of ["hotel", "delivery"]) {
    pools[dom] = r.shuffle(KINDS.filter((k) => k.domain === dom || k.domain === "any"));
    cursor[dom] = 0;
  }

  const labels: Quiet42Label[] = [];
  quietKinds = new Set<string>();
  const base = Date.UTC(2026, 10, 2);
  slots.forEach((slot, i) => {
    const id = `q42-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const dom = slot.estate.domain;
    const pool = pools[dom];
    const bursts: NoiseKind[] = [];
    while (bursts.length < r.i(3, 5)) {
      const k = pool[cursor[dom]++ % pool.length];
      if (!bursts.includes(k)) bursts.push(k);
    }
    const steadyPool = pool.filter((k) => k.steady && !bursts.includes(k));
    const steady = r.p(steadyPool);
    const hour = dom === "hotel" ? r.p([1, 2, 3, 7, 10, 15, 19, 22]) : r.p([11, 12, 13, 17, 18, 19, 20, 21]);
    const start = base + Math.floor(i * 1.6) * 24 * HOUR + hour * HOUR + r.i(0, 11) * 5 * 60000;
    const f = slot.failure;
    const minutes = f ? r.i(11, 20) : r.i(6, 20);
    const failAt = f ? start + r.i(180, Math.min(480, minutes * 60 - 300)) * 1000 + r.i(0, 999) : undefined;
    const targetLines = Math.max(f ? 2600 : 1600, Math.min(9000, minutes * r.i(140, 480)));
    const { lines } = buildStream(
      { estate: slot.estate, format, start, minutes, targetLines, steady, bursts, failure: f, failAt },
      r,
    );
    if (!f) for (const k of [steady, ...bursts]) quietKinds.add(k.id);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const noisy = steady.id.replace(/-/g, " ");
    labels.push({
      id,
      file,
      format,
      isIncident: !!f,
      originService: f ? f.origin : null,
      category: f ? f.category : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: failAt !== undefined ? new Date(failAt).toISOString() : null,
      expectedSeverityAtLeast: f ? f.severity : null,
      split: "tune",
      note: f
        ? `${slot.estate.company}: ${f.note}`
        : `${slot.estate.company}, nothing broken: steady ${noisy} noise plus bursts of ${bursts.map((k) => k.id.replace(/-/g, " ")).join(", ")}, all harmless.`,
      lines: lines.length,
    });
  });

  const splits = assignSplits(
    labels.map((l) => l.category),
    r,
  );
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet42", generateQuiet42, (labels) => {
  const est = ESTATES.map((e) => e.company).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `${quietKinds.size} noise kinds in the quiet windows; estates ${est}; formats ${FORMATS.join("/")}; ${tune} tune / ${labels.length - tune} locked`;
});
