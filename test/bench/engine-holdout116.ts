// Blind scenario set holdout116: blood services and organ donation.
//
// 64 scenarios: 52 incidents (4 per root-cause category, one in each estate) and 12 quiet windows (3 per estate).
// Four made-up estates of 9 services each:
//   - donor   (nbs-donor-prod): donor portal, appointment booking, health questionnaire and deferrals, mobile
//             collection units syncing over cellular, notifications, duplicate-donor merges (Node, Java, Python,
//             Go, .NET, Ruby); request ids on the synchronous path only.
//   - lab     (nbs-lab-prod): LIMS, analyser interface (C++), NAT testing, ISBT 128 labelling, component
//             processing, release gate, label printing, QC reports, audit trail; no trace ids at all.
//   - supply  (nbs-supply-prod): hospital portal, orders, cross-match, stock ledger and expiry, dispatch, courier
//             tracking, temperature-logger ingest (C++), alerting; trace ids on the order path.
//   - opo     (opo-north-prod): regional organ procurement: Rails case UI, referrals, case API (.NET), HLA store,
//             matching engine (C++), offer paging, transport coordination, document vault, national registry link.
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose (multi-line stack traces as each format
// carries them). Windows of 6-20 minutes, 1,500-10,000 lines, sorted by printed time with per-service clock skew
// up to 300 ms; incidents start after 3-8 minutes of baseline.
// What makes it hard: every estate has a service that logs a harmless error from the first minute (SMTP bounces,
// ASTM checksum NAKs, geocode misses, HL7 segments missing) and the analyser interface is both noisy and, once,
// the origin; callers log louder than origins (retry storms, 5xx naming the callee); some origins only WARN
// (rate limits, circuit breakers, validation, instrument map), some go quiet (booking-api, dispatch-planner,
// order-svc crash-looping on start-up); third-party failures (PDS, NAT middleware, logger cloud, national
// registry) are labelled dependency on the service that calls them; an unrelated rollout and a config reload sit
// near every incident; domain noise (deferrals, late mobile syncs, expiry discards, temperature excursions within
// limits, back-orders, merges) runs everywhere and is the only thing of note in the quiet windows.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATE, ESTATES, type Estate } from "./holdout116/estates.js";
import { FORMAT_EXT, type Format, renderer } from "./holdout116/formats.js";
import { INCIDENTS, type Incident } from "./holdout116/incidents.js";
import { background, quietEpisode } from "./holdout116/quiet.js";
import { makeRng } from "./holdout116/rng.js";
import { assignSplit } from "./holdout116/split.js";
import { Stream } from "./holdout116/stream.js";

export interface Holdout116Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const MIN = 60000;

interface Plan {
  estate: Estate;
  incident: Incident | null;
  quietKind: number;
}

function build(plan: Plan, seed: number, load: number, start: number, offMs: number, durMs: number) {
  const r = makeRng(seed);
  const e = plan.estate;
  const s = new Stream(r, start, start + durMs, e.services, (svc) => e.traced.includes(svc));
  const t0 = start + offMs;
  if (plan.incident) plan.incident.run(s, t0, e);
  else quietEpisode(s, e, t0, plan.quietKind);
  background(s, e, { near: t0, avoid: plan.incident ? [plan.incident.origin] : [], load });
  return { s, t0 };
}

export function generateHoldout116(dir: string, seed = 11601): Holdout116Label[] {
  mkdirSync(dir, { recursive: true });
  const r = makeRng(seed);
  const plans: Plan[] = [
    ...INCIDENTS.map((incident) => ({ estate: ESTATE[incident.estate], incident, quietKind: 0 })),
    ...ESTATES.flatMap((estate) => [0, 1, 2].map((quietKind) => ({ estate, incident: null, quietKind }))),
  ];
  for (let i = plans.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [plans[i], plans[j]] = [plans[j], plans[i]];
  }
  const splits = assignSplit(
    plans.map((p) => p.incident?.cat ?? null),
    r,
  );
  const labels: Holdout116Label[] = [];
  plans.forEach((plan, i) => {
    const id = `h116-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${FORMAT_EXT[format]}`;
    const day = 1 + (i % 28);
    const start = Date.UTC(2026, 10, day, r.int(0, 23), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    const offMs = r.int(3 * MIN, 8 * MIN) - (r.int(3 * MIN, 8 * MIN) % 1000);
    const durMs = r.int(Math.max(6 * MIN, offMs + 4 * MIN), 20 * MIN);
    const sceneSeed = seed * 131 + i * 7919;
    let load = 1;
    let out = build(plan, sceneSeed, load, start, offMs, durMs);
    const render = renderer(format, plan.estate.namespace, Object.keys(plan.estate.services));
    let lines = out.s.sorted().flatMap(render);
    for (let k = 0; k < 6 && (lines.length < 1600 || lines.length > 9800); k++) {
      load *= lines.length < 1600 ? Math.min(3, 2000 / lines.length) : 8500 / lines.length;
      out = build(plan, sceneSeed, load, start, offMs, durMs);
      lines = out.s.sorted().flatMap(render);
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = plan.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.cat ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(out.t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: splits[i],
      note: inc
        ? inc.note
        : `Quiet window in the ${plan.estate.key} estate: only the usual domain noise and a harmless episode.`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout116", generateHoldout116, (labels) => {
  const by = (f: Format) => labels.filter((l) => l.format === f).length;
  return `estates donor/lab/supply/opo; formats ${FORMATS.map((f) => `${f} ${by(f)}`).join(", ")}; lines ${Math.min(...labels.map((l) => l.lines))}-${Math.max(...labels.map((l) => l.lines))}`;
});
