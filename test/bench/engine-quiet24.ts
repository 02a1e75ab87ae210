// Blind set quiet24: harmless windows that look alarming, from data and messaging platforms.
//
// 48 scenarios: 40 quiet windows, each a different kind of alarming-but-normal noise (consumer-group rebalances,
// broker rolling restarts, retention deletions, S3 SlowDown retries, greylisting and Yahoo TSS04 deferrals, hard
// bounce bursts, customer webhooks down, SMPP UNDELIV receipts, RabbitMQ connection closes on scale-down, TLS
// scanners, Elasticsearch GC overhead, high-watermark relocation, slowlogs, version conflicts, Kafka Connect
// rebalances, model warm-up, Airflow retries and soft-failed sensors, Spark executor preemption, Postgres
// checkpoint warnings and duplicate-key errors, dbt warn tests, statement timeouts, scrape failures on drained
// nodes, ...), and 8 failures, one per category (disk, database, dependency, timeout, configuration, memory,
// network, authentication), laid on the same noise.
//
// Four made-up estates of 9 services each: tallyhq (log and metrics pipeline: Fluent Bit, Kafka, ClickHouse, S3
// archive; trace ids), postwing (email and SMS delivery: Rails API, Postfix, RabbitMQ, SMPP router, webhooks; no
// trace ids), findly (search and recommendations: Spring, Elasticsearch, Debezium, Python rankers, .NET; trace ids)
// and brightwell (scheduled ETL: Airflow, Spark, dbt, Postgres, .NET reports; no trace ids). Windows of 6-20
// minutes, about 1,500-10,000 lines, rotating over the dev set's six formats with per-service skew up to 300 ms.
//
// What makes it hard: every window has a service logging a constant harmless error from the first minute,
// deprecation warnings, retries that succeed and a release or config reload; the quiet noise is red, bursty or new
// (Java, Python, Node, .NET and C++ stacks included); the failures show up loudest in their callers, two of the
// places where they start log only WARN, and three go quiet while their callers fail.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { baseline } from "./quiet24/estates.js";
import { EXT, FORMATS, type Format } from "./quiet24/formats.js";
import { INCIDENTS } from "./quiet24/incidents.js";
import { QUIET } from "./quiet24/quiet.js";
import { mulberry32 } from "./quiet24/rng.js";
import { assignSplit } from "./quiet24/split.js";
import { Ctx, printStream } from "./quiet24/stream.js";

export interface Quiet24Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;

export function generateQuiet24(dir: string, seed = 2401): Quiet24Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  type Plan = { q?: (typeof QUIET)[number]; inc?: (typeof INCIDENTS)[number] };
  const plans: Plan[] = [...QUIET.map((q) => ({ q })), ...INCIDENTS.map((inc) => ({ inc }))];
  for (let i = plans.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [plans[i], plans[j]] = [plans[j] as Plan, plans[i] as Plan];
  }
  const splits = assignSplit(
    plans.map((p) => p.inc?.category ?? null),
    rng,
  );
  const offset = rng.int(0, 5);
  const labels: Quiet24Label[] = [];
  plans.forEach((p, i) => {
    const id = `q24-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[(i + offset) % FORMATS.length] as Format;
    const estate = p.inc?.estate ?? p.q?.estate;
    if (!estate) throw new Error("plan without estate");
    const t0 = Date.UTC(2026, 10, 1 + (i % 28), rng.int(0, 23), rng.int(0, 11) * 5, 0) + rng.int(0, 999);
    let dur = rng.int(6, 20) * MIN;
    const startOff = rng.int(3 * 60, 8 * 60) * 1000;
    if (p.inc) dur = Math.max(dur, startOff + rng.int(4, 9) * MIN);
    dur = Math.min(dur, 20 * MIN);
    const t1 = t0 + dur;
    const ctx = new Ctx(rng, t0, t1, estate.traced);
    const target = rng.int(2000, 7200);
    const w = estate.flows.reduce((a, f) => a + f.w, 0);
    const steps = estate.flows.reduce((a, f) => a + f.w * f.steps.length, 0) / w;
    const flowsPerSec = (target * 0.8) / (steps * (dur / 1000));
    let start: number | null = null;
    if (p.inc) {
      start = t0 + startOff;
      ctx.mutes.push(...p.inc.mutes(start, t1));
      baseline(ctx, estate, flowsPerSec, start - rng.int(30, 150) * 1000);
      p.inc.gen(ctx, start);
    } else if (p.q) {
      const at = t0 + rng.int(30, Math.max(60, Math.round(dur / 1000) - 300)) * 1000;
      baseline(ctx, estate, flowsPerSec, t0 + rng.int(60, Math.round(dur / 1000) - 60) * 1000);
      p.q.gen(ctx, at);
    }
    const lines = printStream(ctx, format, estate.services, estate.ns);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!p.inc,
      originService: p.inc?.origin ?? null,
      category: p.inc?.category ?? null,
      errorTypeHints: p.inc?.hints ?? [],
      incidentStart: start === null ? null : new Date(start).toISOString(),
      expectedSeverityAtLeast: p.inc?.severity ?? null,
      split: splits[i] ?? "tune",
      note: p.inc ? `${estate.key}: ${p.inc.note}` : `${estate.key}, quiet (${p.q?.kind}): ${p.q?.note}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

function layouts(labels: Quiet24Label[]): string {
  const by = (k: (l: Quiet24Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(k(l), (m.get(k(l)) ?? 0) + 1);
    return [...m].map(([a, n]) => `${a} ${n}`).join(", ");
  };
  const min = Math.min(...labels.map((l) => l.lines));
  const max = Math.max(...labels.map((l) => l.lines));
  return `formats: ${by((l) => l.format)}; estates: ${by((l) => l.note.split(/[:,]/)[0] ?? "")}; lines ${min}-${max}; split ${by((l) => l.split)}`;
}

runHoldoutCli(import.meta.url, "quiet24", generateQuiet24, layouts);
