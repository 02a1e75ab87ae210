// Blind scenario set quiet104: golf courses and tee-time booking.
//
// 48 aggregated log windows (6-20 minutes, about 1,500-10,000 lines each) from four made-up golf estates: Teeline
// (a tee-time marketplace, 10 services, W3C trace ids), Kestrel Links Resorts (9 services, request ids), Parkland
// Municipal Golf (8 services, no ids at all) and Birdie Club Cloud (SaaS for private clubs, 10 services, request
// ids). Runtimes: Java/Spring, Python/Flask, Go, Node, .NET, Ruby and a C++ cart daemon.
// 40 windows are quiet: nothing is broken, but each carries one or more of 36 kinds of alarming golf noise (member-only
// refusals, frost delays, carts losing GPS under the trees, rain checks by the hundred, price pushes rejected for
// closed courses, lightning suspensions, booking-window races, scorecard rejects, websocket churn, offline POS uploads,
// bounces, opted-out SMS, GC pauses, rebalances ...). 8 windows hold one broken service each, one per category
// (database, memory, authentication, timeout, configuration, disk, rate_limiting, dependency), laid on the same noise.
// Every window has health checks, periodic jobs, one noisy service with a constant harmless ERROR/WARN from the first
// minute, deprecation warnings, retries that succeed and a routine rollout or config reload; per-service clock skew up
// to 300 ms; formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose (stack traces multi-line where the shape
// allows). Hard parts: callers are louder than the broken service (retry storms, 5xx naming the callee), two origins
// log only WARN or go quiet, and quiet windows hold bursts of ERROR lines that mean nothing.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet104/estates.js";
import { EXT, FORMATS, type Format } from "./quiet104/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet104/incidents.js";
import { KINDS, type NoiseKind } from "./quiet104/quiet.js";
import { mulberry32 } from "./quiet104/rng.js";
import { assignSplit } from "./quiet104/split.js";
import { buildWindow } from "./quiet104/stream.js";

export interface Quiet104Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  primary: NoiseKind;
  incident?: IncidentDef;
}

const fits = (e: Estate, k: NoiseKind) => k.needs.every((r) => e.roles[r] !== undefined);

export function generateQuiet104(dir: string, seed = 10451): Quiet104Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = [];
  let k = 0;
  for (let i = 0; i < 40; i++) {
    let estate = ESTATES[i % ESTATES.length] as Estate;
    const kind = KINDS[k++ % KINDS.length] as NoiseKind;
    if (!fits(estate, kind)) estate = ESTATES.find((e) => fits(e, kind)) as Estate;
    plans.push({ estate, primary: kind });
  }
  for (const inc of INCIDENTS) {
    const estate = ESTATES.find((e) => e.key === inc.estate) as Estate;
    const fitting = KINDS.filter((x) => fits(estate, x));
    plans.push({ estate, primary: rng.pick(fitting), incident: inc });
  }
  rng.shuffle(plans);
  const splits = assignSplit(
    rng,
    plans.map((p) => p.incident?.category ?? null),
  );
  const labels: Quiet104Label[] = [];
  let nInc = 0;
  let nQuiet = 2;
  plans.forEach((p, i) => {
    const id = `q104-${String(i + 1).padStart(2, "0")}`;
    // incidents take every format once (two for jsonl and datadog), the quiet windows fill each format up to 8
    const format = FORMATS[(p.incident ? nInc++ : nQuiet++) % FORMATS.length] as Format;
    const fitting = KINDS.filter((x) => fits(p.estate, x) && x !== p.primary);
    const extra = rng.shuffle([...fitting]).slice(0, rng.int(1, 2));
    const day = new Date(Date.UTC(2026, 3, 4) + i * 3 * 86_400_000).toISOString().slice(0, 10);
    const w = buildWindow(rng, { estate: p.estate, noise: [p.primary, ...extra], incident: p.incident, format, day });
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), w.text);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== undefined,
      originService: w.origin,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: w.incidentStart === null ? null : new Date(w.incidentStart).toISOString(),
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: splits[i] ?? "tune",
      note: inc
        ? `${p.estate.company}: ${inc.note}`
        : `${p.estate.company}, nothing broken: ${[p.primary, ...extra].map((x) => x.name).join("; ")}.`,
      lines: w.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet104", generateQuiet104, (labels) => {
  const est = new Set(labels.map((l) => l.note.split(/[:,]/)[0]));
  const fm = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  return `${est.size} estates; formats ${fm}; splits tune ${labels.filter((l) => l.split === "tune").length}/locked ${labels.filter((l) => l.split === "locked").length}`;
});
