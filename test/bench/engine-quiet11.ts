/**
 * Quiet set 11, written blind: "harmless windows that look alarming, round 11: the night shift of data and batch
 * platforms". 48 scenarios in the dev set's six formats (rotating jsonl, datadog, ecs, gcp, logfmt, compose), 3-15
 * minute windows of 6-12 services, 1,000-12,000 lines each, from five made-up companies (freight, insurance, grocery,
 * micromobility, lab diagnostics) running Airflow, Spark on YARN, Kafka and Connect, Flink, Elasticsearch, dbt,
 * Great Expectations, Snowflake/BigQuery loaders, Hive metastore, Trino, HDFS, Postgres, Celery and cron.
 *
 * - 40 quiet windows of 34 kinds (quiet11/quiet.ts): Spark tasks lost and retried, speculative attempts killed,
 *   fetch failures resubmitting a stage, dynamic allocation releasing executors ("Lost executor" at ERROR), YARN
 *   preemption, Airflow sensors timing out with soft_fail, retries that then succeed, pool slots exhausted, a
 *   scratch DAG that never imports, dbt test and source-freshness warnings, warn-only Great Expectations failures,
 *   ETL quarantining malformed rows, Connect rebalances, Flink checkpoints expiring once and autoscaler rescales,
 *   Elasticsearch rollover with yellow then green health and bulk rejections retried, warehouse queueing behind a
 *   resize, BigQuery rate limits retried, HDFS balancer, backfills hitting partitions that never existed, VACUUM
 *   FULL lock waits, cron's exit 1 on "nothing to do", compaction GC pauses, S3 SlowDown retried, Celery soft time
 *   limits, consumer lag draining, Trino ad-hoc memory limit, metastore DROP IF EXISTS noise, preferred leader
 *   election, Delta concurrent-append retries, Kerberos re-login, replica recovery conflicts. None is an incident.
 * - 8 incidents on the same noise, one per category (quiet11/incidents.ts): executors OOM-killed by YARN until the
 *   job aborts (memory), the metastore's Postgres out of connection slots (database), an expired warehouse password
 *   (authentication), a Kafka broker's disk full (disk), a release missing a required setting (configuration), a
 *   partner API that stops answering in time (timeout), S3 returning 5xx to the Connect sink (dependency), and events
 *   with a null field crashing a Celery task (null_reference).
 *
 * Every file is one stream sorted by printed time with per-service clock skew up to 300 ms, background traffic,
 * health checks, periodic jobs, a monitoring agent with a constant harmless error or warning, deprecation warnings
 * and retries that succeed. Labels follow ../shared/data/incidents/README.md plus format, split, note and lines.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, COMPANIES, housekeeping, type Role } from "./quiet11/estates.js";
import { EXT, FORMATS, type Format } from "./quiet11/formats.js";
import { INCIDENTS } from "./quiet11/incidents.js";
import { type Ctx, KINDS } from "./quiet11/quiet.js";
import { Rng } from "./quiet11/rng.js";
import { assignSplit } from "./quiet11/split.js";
import { Stream } from "./quiet11/stream.js";

export interface Quiet11Label extends NotedLabel {
  format: Format;
}

const ALL_ROLES: Role[] = [
  "scheduler",
  "worker",
  "webserver",
  "spark",
  "yarn",
  "connect",
  "broker",
  "flink",
  "es",
  "loader",
  "dbt",
  "gx",
  "etl",
  "metastore",
  "trino",
  "hdfs",
  "pg",
  "compactor",
  "cron",
  "ingest",
  "celery",
];

interface Plan {
  quiet?: (typeof KINDS)[number];
  inc?: (typeof INCIDENTS)[number];
}

export function generateQuiet11(dir: string, seed = 1101): Quiet11Label[] {
  const r = new Rng(seed);
  const quiet = [...KINDS, ...r.shuffle(KINDS).slice(0, 40 - KINDS.length)];
  const plans: Plan[] = r.shuffle([...quiet.map((q) => ({ quiet: q })), ...INCIDENTS.map((inc) => ({ inc }))]);
  const splits = assignSplit(
    plans.map((p) => (p.inc ? p.inc.category : "quiet")),
    r,
  );
  mkdirSync(dir, { recursive: true });
  const labels: Quiet11Label[] = [];
  plans.forEach((p, i) => {
    const id = `quiet11-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const c = p.inc ? COMPANIES[p.inc.company] : COMPANIES[(i + r.int(0, 4)) % COMPANIES.length];
    const minutes = p.inc ? r.int(6, 15) : r.int(3, 15);
    const t0 = Date.UTC(2026, 10, 29, r.int(0, 4), r.int(0, 59), r.int(0, 59), r.int(0, 999));
    const t1 = t0 + minutes * 60000;
    const at = t0 + Math.max(120000, Math.round(minutes * 60000 * r.float(0.35, 0.55)));
    const want = new Set<Role>([...(p.inc?.roles ?? p.quiet?.roles ?? []), "agent", "scheduler"]);
    if (!want.has("etl") && !want.has("loader")) want.add(r.pick(["etl", "loader"] as Role[]));
    const size = r.int(Math.max(6, want.size), 12);
    for (const role of r.shuffle(ALL_ROLES)) if (want.size < size) want.add(role);
    const roles = [...want];
    const s = new Stream(t0, t1);
    const x: Ctx = { r, s, c, n: (role) => c.names[role], t0, t1, at };
    const what = p.inc ? p.inc.run(x) : p.quiet!.run(x);
    housekeeping(s, r, c, roles, t0, t1);
    const target = r.int(1100, 11000);
    background(s, r, c, roles, t0, t1, Math.max(700, target - s.count()));
    const lines = s.print(format, r, c.ns);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const kind = p.inc ? p.inc.kind : p.quiet!.kind;
    labels.push({
      id,
      file,
      format,
      isIncident: !!p.inc,
      originService: p.inc ? c.names[p.inc.origin] : null,
      category: p.inc ? p.inc.category : null,
      errorTypeHints: p.inc ? p.inc.hints : [],
      incidentStart: p.inc ? new Date(at).toISOString() : null,
      expectedSeverityAtLeast: p.inc ? p.inc.sev : null,
      split: splits[i],
      note: `${kind} (${c.name}): ${what}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet11", generateQuiet11);
