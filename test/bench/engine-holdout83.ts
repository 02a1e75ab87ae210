// Blind scenario set holdout83: pharmacy and telehealth.
//
// 64 windows (52 failures, 4 for each of the 13 categories, and 12 quiet windows) over four made-up estates:
// - Marlow Pharmacy, a retail chain (9 services; NCPDP SCRIPT intake, PBM claims, DUR, stock, replenishment,
//   pickup SMS; trace ids),
// - Parcelline, a mail-order pharmacy (9 services; orders, RPh verification, robotic fill line, packing,
//   carrier labels, payments, refill reminders, cold chain; no trace ids),
// - Brightvisit, a telehealth provider (9 services; booking, clinician availability, video rooms, visit notes,
//   e-prescribing, eligibility, payments; trace ids),
// - Nightlight, a virtual urgent-care service (10 services behind an nginx edge; no trace ids).
// Each file is one aggregated stream of one estate, 6-20 minutes, about 1,500-10,000 lines, per-service clock
// skew up to 300 ms, in one of the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose) rotated over the
// set; multi-line traces in Java, Python, Go, Node, .NET, Ruby and C++ style.
// What makes it hard: every estate has a service that logs the same harmless error from the first minute
// (Twilio unsubscribed numbers, a dead cooler probe, mail bounces, malformed HL7), the domain's everyday
// rejections (refill too soon, prior authorization, DUR overrides, inactive coverage, no-shows, controlled
// substance holds) at WARN, successful retries, deprecation warnings and an unrelated deploy or reload near the
// failure; callers complain louder than the origin, several origins log only at WARN or go quiet, three of the
// origins are the estate's noisy service or the service the background already shows retrying, and the quiet
// windows each carry a harmless burst that looks busier than usual.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout83/estates.js";
import { FILE_EXT, FORMATS, type Format } from "./holdout83/formats.js";
import { INCIDENTS, type IncidentSpec } from "./holdout83/incidents.js";
import { QUIET, type QuietSpec } from "./holdout83/quiet.js";
import { mulberry32 } from "./holdout83/rng.js";
import { assignSplit } from "./holdout83/split.js";
import { buildWindow } from "./holdout83/stream.js";

export interface Holdout83Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: IncidentSpec } | { kind: "quiet"; spec: QuietSpec };

export function generateHoldout83(dir: string, seed = 8301): Holdout83Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = [
    ...INCIDENTS.map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Item => ({ kind: "quiet", spec })),
  ];
  for (let i = items.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  const splits = assignSplit(
    items.map((it) => (it.kind === "incident" ? it.spec.category : "quiet")),
    r,
  );
  const labels: Holdout83Label[] = [];
  items.forEach((it, i) => {
    const estate = ESTATES[it.spec.estate];
    for (const em of it.spec.emits) {
      if (!estate.services.includes(em.svc)) throw new Error(`${em.svc} is not in ${estate.key}`);
    }
    if (it.kind === "incident" && !estate.services.includes(it.spec.origin)) throw new Error(it.spec.origin);
    const format = FORMATS[i % FORMATS.length];
    const id = `h83-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${FILE_EXT[format]}`;
    const durSec = r.int(6, 20) * 60 + r.int(0, 59);
    const baseline = Math.min(r.int(180, 480), durSec - 200);
    const t0 = Date.UTC(2026, 10, 2 + (i % 27), r.int(7, 21), r.int(0, 59), r.int(0, 59), r.int(0, 999));
    const incident = it.kind === "incident" ? it.spec : null;
    const startSec = incident ? baseline + r.int(0, 29) : null;
    const lines = buildWindow(
      {
        estate,
        format,
        t0,
        durSec,
        startSec,
        anchorSec: startSec ?? baseline,
        spec: incident,
        emits: it.spec.emits,
        targetLines: Math.min(6500, Math.max(1700, Math.round(durSec * r.int(4, 9)))),
      },
      r,
    );
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: incident !== null,
      originService: incident?.origin ?? null,
      category: incident?.category ?? null,
      errorTypeHints: incident?.hints ?? [],
      incidentStart: startSec === null ? null : new Date(t0 + startSec * 1000).toISOString(),
      expectedSeverityAtLeast: incident?.severity ?? null,
      split: splits[i],
      note: it.spec.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout83", generateHoldout83, (labels) => {
  const per = new Map<string, number>();
  for (const l of labels) per.set(l.format, (per.get(l.format) ?? 0) + 1);
  return `formats ${[...per].map(([f, n]) => `${f}=${n}`).join(" ")}; estates pharmacy, mailorder, televisit, urgentcare`;
});
