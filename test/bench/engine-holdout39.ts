/**
 * Holdout 39 — "managed cloud services and serverless", written blind (the author never saw the engine or its
 * tests). 64 scenarios: 52 incidents, 4 for each of the 13 categories, and 12 quiet windows, across five made-up
 * companies whose estates run on managed platforms (ParcelPath on AWS Lambda/ECS/RDS with an ALB, BrightCart on
 * GCP Cloud Run/Cloud Functions/Cloud SQL, TallyHub on Azure App Service/Functions/Cosmos DB/Azure SQL, Streamlet
 * on AWS Lambda/API Gateway/Step Functions/DynamoDB behind Cloudflare Workers, Clinicly on AWS ECS/Lambda/Aurora).
 * The logs look like the platforms' own: Lambda START/END/REPORT with Max Memory Used, INIT_REPORT, "Task timed
 * out after 30.03 seconds", Runtime.ExitError; ALB access log lines with 502/503 and target "-"; API Gateway
 * access and execution logs; ECS service events and stopped reasons; RDS events; Cloud Run and Functions
 * platform lines; Functions host lines; Cloudflare Worker outcomes.
 *
 * Each file is one stream of 7-9 services sorted by printed time (per-service skew up to 300 ms), 1-8 minutes of
 * baseline before the fault, with background traffic, health checks, periodic jobs, one noisy service logging a
 * constant harmless error, deprecation warnings and retries that succeed. Formats rotate over the dev set's six
 * (jsonl, datadog, ecs, gcp, logfmt, compose). Callers often report the fault louder than the origin. Quiet
 * windows hold normal platform noise: cold starts, a Lambda timeout retried by SQS and succeeding, DynamoDB
 * ConditionalCheckFailed for idempotency, a planned Aurora failover, draining ALB targets, S3 cache-miss 404s,
 * SDK-retried Cosmos 429s, Cloud Run autoscaling, slot swaps, rolling deploys, a retried Step Functions task and a
 * DLQ redrive. Deterministic from the seed.
 *
 *   npx tsx test/bench/engine-holdout39.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout39/estates.js";
import { EXT, FORMATS, type Format } from "./holdout39/formats.js";
import { INCIDENTS } from "./holdout39/incidents.js";
import { QUIET } from "./holdout39/quiet.js";
import { Rng } from "./holdout39/rng.js";
import { assignSplits } from "./holdout39/split.js";
import { buildStream, type Ctx } from "./holdout39/stream.js";

export interface Holdout39Label extends NotedLabel {
  format: Format;
}

interface Scenario {
  estate: string;
  run: (c: Ctx) => void;
  note: string;
  inc?: (typeof INCIDENTS)[number];
}

export function generateHoldout39(dir: string, seed = 3901): Holdout39Label[] {
  const r = new Rng(seed);
  const all: Scenario[] = [
    ...INCIDENTS.map((s) => ({ estate: s.estate, run: s.run, note: s.note, inc: s })),
    ...QUIET.map((q) => ({ estate: q.estate, run: q.run, note: q.note })),
  ];
  const order = r.shuffle(all);
  const splits = assignSplits(
    order.map((s) => s.inc?.cat ?? "quiet"),
    r,
  );
  mkdirSync(dir, { recursive: true });
  const labels: Holdout39Label[] = [];
  order.forEach((sc, i) => {
    const sr = new Rng(seed * 7919 + i * 104729 + 17);
    const fmt = FORMATS[i % FORMATS.length];
    const id = `h39-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    const start = Date.UTC(2026, 5, 1 + i, sr.int(0, 23), sr.int(0, 59), sr.int(0, 59)) + sr.int(0, 999);
    const baseline = sr.int(60, 480) * 1000;
    const after = sr.int(5 * 60, 12 * 60) * 1000;
    const target = sr.int(1700, 11200);
    const estate = ESTATES[sc.estate];
    const lines = buildStream(
      sr,
      estate,
      fmt,
      start,
      baseline,
      after,
      target,
      sc.run,
      sc.inc?.mute ? [sc.inc.origin] : [],
    );
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = sc.inc;
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.cat ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(start + baseline).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: splits[i],
      note: `${estate.company}: ${sc.note}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout39", generateHoldout39, (ls) => {
  const tune = ls.filter((l) => l.split === "tune").length;
  return `${tune} tune / ${ls.length - tune} locked; formats ${FORMATS.join(", ")}`;
});
