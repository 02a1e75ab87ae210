// Blind scenario set holdout89: an observability vendor's own platform.
//
// 64 scenarios (52 failures, 4 per category, and 12 quiet windows) over four made-up estates:
//   - tally      metrics ingestion and query (rw-gateway, otlp-receiver, distributor, ingester, querier,
//                store-gateway, query-frontend, ruler, compactor; tenant-admin in Kotlin), trace ids
//   - lumen      log and trace pipelines (Go intake/collector, Java router/indexer, C++ trace-store, Node search
//                and live-tail, Python retention sweeper), no request ids
//   - pagewise   alert evaluation, notification and dashboards (Go, Python, Node, Ruby, .NET), trace ids
//   - meterline  usage metering and billing (Node, Go, .NET, Java, Ruby, Python, C++), no request ids
// Each file is one aggregated stream of all 9-10 services of one estate, 6-20 minutes, 1,500-10,000 lines, sorted
// by printed time with up to 300 ms per-service skew, rotating over the dev set's six formats (jsonl, datadog,
// ecs, gcp, logfmt, compose) with multi-line stacks where the format allows.
// What makes it hard: the domain's own noise is made of errors that sound like failures (out-of-order and
// too-old samples, cardinality and rate limits, 30-day dashboard queries timing out, dead customer webhooks,
// declined cards, compactions that retry), one noisy service logs such an error from the first minute,
// callers retry louder than the failing service, some failing services only warn or go quiet, third parties
// (object store, Kafka, PagerDuty, Stripe, Slack, the tax API) never log themselves, and an unrelated deploy
// or config reload lands near every failure.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type EstateKey } from "./holdout89/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout89/formats.js";
import { FAULTS } from "./holdout89/incidents.js";
import { QUIETS } from "./holdout89/quiet.js";
import { rng } from "./holdout89/rng.js";
import { assignSplit } from "./holdout89/split.js";
import { type Fault, simulate } from "./holdout89/stream.js";

export interface Holdout89Label extends NotedLabel {
  format: Format;
}

interface Spec {
  estate: EstateKey;
  fault?: Fault;
  note: string;
  events?: [number, string, "debug" | "info" | "warn" | "error" | "fatal", string][];
}

export function generateHoldout89(dir: string, seed = 8901): Holdout89Label[] {
  mkdirSync(dir, { recursive: true });
  const r = rng(seed);
  const specs: Spec[] = r.shuffle([
    ...FAULTS.map((f) => ({ estate: f.estate, fault: f, note: f.note })),
    ...QUIETS.map((q) => ({ estate: q.estate, note: q.note, events: q.events })),
  ]);
  const splits = assignSplit(
    specs.map((s) => s.fault?.category ?? "quiet"),
    r,
  );
  const labels: Holdout89Label[] = [];
  specs.forEach((s, i) => {
    const format = FORMATS[i % FORMATS.length];
    const id = `h89-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const baselineMin = r.i(3, 7);
    const minutes = Math.max(6, r.i(baselineMin + 5, 20));
    const start = Date.UTC(2026, 9, 1) + i * 86400000 + r.i(0, 23) * 3600000 + r.i(0, 11) * 300000;
    const lines = r.i(1800, 8800);
    const sr = rng(seed * 1000 + i * 7919);
    const { recs, tf } = simulate(
      { estate: s.estate, start, minutes, baselineMin, lines, noisy: r.i(0, 2), fault: s.fault, events: s.events },
      sr,
    );
    const out = render(format, recs, ESTATES[s.estate].ns);
    writeFileSync(join(dir, file), `${out.join("\n")}\n`);
    const f = s.fault;
    labels.push({
      id,
      file,
      format,
      isIncident: !!f,
      originService: f ? f.origin : null,
      category: f ? f.category : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: f ? new Date(tf).toISOString() : null,
      expectedSeverityAtLeast: f ? f.severity : null,
      split: splits[i],
      note: s.note,
      lines: out.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout89", generateHoldout89, (labels) => {
  const by = (k: (l: Holdout89Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[k(l)] = (m[k(l)] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([a, b]) => `${a} ${b}`)
      .join(", ");
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}`;
});
