/**
 * Holdout 34, written blind: "asynchronous pipelines and batch work". 64 scenarios, 52 incidents (4 per category
 * for all 13 categories) and 12 quiet windows, each one log file of one company's estate, 1,500-15,000 lines, in the
 * dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose) rotated over the scenarios.
 *
 * Five made-up companies (grocery delivery, road freight, a bank ledger, clinics, podcast hosting) run 13
 * services / jobs each, most of them without HTTP requests: Kafka / RabbitMQ / SQS / NATS JetStream consumers,
 * Celery / Sidekiq / BullMQ / Oban / Spring Batch job runners, an Airflow worker, a Spark job, dbt, an object-store
 * loader into Snowflake / BigQuery / Redshift, an outbox relay, a webhook deliverer, an email sender, a schema
 * registry, a broker and a Kubernetes CronJob. Every file is one stream sorted by printed time (per-service skew up to
 * 300 ms) with 2-10 minutes of baseline, health checks, periodic jobs, a noisy service with a constant harmless
 * complaint, deprecation warnings, retries that succeed and an unrelated deploy.
 *
 * Incidents travel through data as much as calls: a producer deploy changing the event schema (origin: producer), a
 * stricter consumer model rejecting unchanged records (origin: consumer), poison messages dead-lettered, null
 * dereferences in handlers, a Spark job out of memory on a skewed partition, a warehouse rejecting loads over quota,
 * a broker with a full disk, an expired loader credential, a consumer too slow so lag grows and the downstream
 * Airflow sensor times out. Onsets are often a job start, a deploy or a partition assignment, and downstream jobs
 * (sensor timeouts, stale dbt sources, starving consumers) complain minutes later, sometimes louder than the origin.
 * Quiet windows: rebalances that settle, jobs retried once, backfills skipping duplicates, sensors rescheduling,
 * lag rising then draining after a deploy, speculative Spark tasks; nothing lost, nothing late.
 *
 * Labels follow shared/data/incidents/README.md plus `split` (seeded, half of each category tune / locked, quiet
 * windows one group), `note` and `lines`. `npx tsx test/bench/engine-holdout34.ts --out DIR [--seed N]`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout34/estates.js";
import { EXT, FORMATS, type Format } from "./holdout34/formats.js";
import { INCIDENTS_A, type Incident } from "./holdout34/incidents.js";
import { INCIDENTS_C } from "./holdout34/incidents-data.js";
import { INCIDENTS_B } from "./holdout34/incidents-infra.js";
import { QUIET, type Quiet } from "./holdout34/quiet.js";
import { Rng } from "./holdout34/rng.js";
import { assignSplit } from "./holdout34/split.js";
import { background, Ctx, renderStream } from "./holdout34/stream.js";

export interface Holdout34Label extends NotedLabel {
  format: Format;
}

type Scenario = { kind: "incident"; inc: Incident } | { kind: "quiet"; q: Quiet };

const MIN = 60_000;

export function generateHoldout34(dir: string, seed = 34): Holdout34Label[] {
  const r = new Rng(seed);
  const all: Scenario[] = [
    ...[...INCIDENTS_A, ...INCIDENTS_B, ...INCIDENTS_C].map((inc): Scenario => ({ kind: "incident", inc })),
    ...[...QUIET, ...QUIET].map((q): Scenario => ({ kind: "quiet", q })),
  ];
  const order = r.shuffle(all);
  const splits = assignSplit(order, (s) => (s.kind === "incident" ? s.inc.cat : "quiet"), r.fork(999));
  mkdirSync(dir, { recursive: true });
  const labels: Holdout34Label[] = [];
  order.forEach((s, i) => {
    const nn = String(i + 1).padStart(2, "0");
    const format = FORMATS[i % FORMATS.length];
    const estate = ESTATES[i % ESTATES.length];
    const sr = r.fork(i + 1);
    const baseline = sr.int(2 * MIN, 10 * MIN);
    const after = sr.int(11 * MIN, 24 * MIN);
    const start = estate.day + sr.int(0, 20) * 3600_000 + sr.int(0, 59) * MIN + sr.int(0, 59_999);
    let target = Math.round(Math.exp(Math.log(1700) + sr.next() * (Math.log(12_500) - Math.log(1700))));
    let lines: string[] = [];
    let c = new Ctx(sr.fork(0), estate, start, start + baseline, start + baseline + after);
    for (let attempt = 0; attempt < 6; attempt++) {
      c = new Ctx(sr.fork(attempt), estate, start, start + baseline, start + baseline + after);
      if (s.kind === "incident") s.inc.run(c);
      else s.q.run(c);
      background(c, target);
      lines = renderStream(c, format);
      if (lines.length < 1500) target = Math.round(target * 1.4);
      else if (lines.length > 15_000) target = Math.round(target * 0.7);
      else break;
    }
    const file = `h34-${nn}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = s.kind === "incident" ? s.inc : undefined;
    labels.push({
      id: `h34-${nn}`,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? estate.svc[inc.origin] : null,
      category: inc ? inc.cat : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(c.onset).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i],
      note: (s.kind === "incident" ? `${s.inc.key}: ${s.inc.note(c)}` : `quiet ${s.q.key}: ${s.q.note(c)}`).replace(
        /\s+/g,
        " ",
      ),
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout34", generateHoldout34, (ls) => {
  const n = (k: string) => ls.filter((l) => l.split === k).length;
  return `tune ${n("tune")}, locked ${n("locked")}; formats ${FORMATS.join("/")}`;
});
