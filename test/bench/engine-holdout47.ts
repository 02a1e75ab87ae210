/**
 * Holdout 47, "estates that are never clean": 64 scenarios (52 incidents, 4 per category for all 13
 * categories, plus 12 quiet windows), written blind in the dev set's six formats.
 *
 * Five made-up companies (freight, grocery delivery, insurance claims, energy, clinics), 12-13 services each
 * across Java/Spring, Go, Node, Python (gunicorn/celery), .NET, nginx, Postgres, Redis and Kafka. Every estate
 * logs errors all the time before anything happens: an export endpoint that always 500s with a stack trace, a
 * partner client still calling a retired v1 API (410 Gone), a reconcile job that fails every run with a KeyError,
 * a vendor with a steady ~2 % timeout rate (retries succeed), a .NET service logging handled 404s as ERROR with
 * stack traces, and a consumer retrying a decommissioned metrics host (UnknownHostException), plus Postgres'
 * own occasional resets and duplicate-key errors, health checks, periodic jobs and deprecation warnings.
 *
 * The baseline (4-10 minutes) carries that noise at a steady rate; then something new happens on top: a new
 * error in a quiet service, a new error type in an always-noisy one, a familiar error at ten times its rate,
 * or a familiar-looking error with a different cause; sometimes the chronic service is the origin, sometimes
 * it only gets louder as a victim. Labels give the origin and category a senior on-call who knows the estate
 * would conclude. Quiet windows have only ordinary fluctuations (a flaky burst within range, the failing cron
 * run, an unrelated rolling deploy, a consumer rebalance, the old client's 410s tapering off).
 *
 * Windows are 8-25 minutes, files about 3,000-15,000 lines, per-service clock skew up to 300 ms, all lines
 * sorted by printed time. Deterministic from the seed; split tune/locked is half each, balanced per category.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout47/estates.js";
import { EXT, FORMATS, type Format } from "./holdout47/formats.js";
import { INCIDENTS } from "./holdout47/incidents.js";
import { QUIETS } from "./holdout47/quiet.js";
import { Rng } from "./holdout47/rng.js";
import { assignSplit } from "./holdout47/split.js";
import { buildWindow } from "./holdout47/stream.js";

export interface Holdout47Label extends NotedLabel {
  format: Format;
}

type Slot = { kind: "inc"; i: number } | { kind: "quiet"; i: number };

export function generateHoldout47(dir: string, seed = 4701): Holdout47Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const slots: Slot[] = r.shuffle([
    ...INCIDENTS.map((_, i) => ({ kind: "inc" as const, i })),
    ...QUIETS.map((_, i) => ({ kind: "quiet" as const, i })),
  ]);
  const labels: Holdout47Label[] = [];
  slots.forEach((slot, k) => {
    const id = `h47-${String(k + 1).padStart(2, "0")}`;
    const e = ESTATES[(k + r.int(0, 4)) % ESTATES.length];
    const fmt = FORMATS[k % FORMATS.length];
    const baselineMin = r.int(4, 10);
    const winMin = Math.max(r.int(8, 25), baselineMin + 4);
    const day = Date.UTC(2026, 6, 1) + k * 86400000;
    const from = day + r.int(0, 21) * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59) * 1000;
    const to = from + winMin * 60000;
    const faultAt = from + baselineMin * 60000 + r.int(0, 59) * 1000;
    const target = r.int(3600, 12000);
    const flowsPerSec = Math.max(0.6, (target * 0.72) / (winMin * 60 * 2.7));
    const inc = slot.kind === "inc" ? INCIDENTS[slot.i](e) : undefined;
    const quiet = slot.kind === "quiet" ? QUIETS[slot.i] : undefined;
    const lines = buildWindow({ e, fmt, from, to, faultAt, flowsPerSec, inc, quiet }, r);
    const file = `${id}.${EXT[fmt]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!inc,
      originService: inc ? e.names[inc.origin] : null,
      category: inc ? inc.cat : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(faultAt).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: "tune",
      note: `${e.company}: ${inc ? inc.note : (quiet?.note ?? "")}`,
      lines: lines.length,
    });
  });
  const splits = assignSplit(labels, r);
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout47", generateHoldout47);
