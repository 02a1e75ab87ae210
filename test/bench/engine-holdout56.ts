// Blind holdout 56: data platforms and ETL. 64 scenarios (52 incidents, 4 for each of the 13 categories, and 12
// quiet windows) over four made-up estates: Tidewater Retail Analytics (Airflow on EMR/YARN Spark, Hive
// metastore, Trino, dbt on Snowflake, Great Expectations, a Node BI gateway), Kestrel Pay (.NET payments API,
// Kafka Connect with Debezium CDC, schema registry, Flink job/task managers, a Go Redshift loader, Rails recon),
// Saltmarsh Media (Dagster, BigQuery loader, Spark on Kubernetes, GCS fetcher in Go, ClickHouse, Spring feature
// API, Node Looker proxy) and Ironbark Freight (Airflow on Kubernetes, dbt on Redshift, Trino, S3 sink connector,
// Node Kinesis producer, Flink ETA job, a C++ gRPC route scorer, Rails tracking API). Each file is one aggregated
// stream of 10 services over 6-20 minutes, 1,500-10,000 lines, sorted by printed time with per-service clock skew
// up to 300 ms, rotating over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose).
// What makes it hard: a noisy service with a constant harmless error or warning from the first minute, normal
// domain noise (speculative tasks, spot-preempted executors, dbt test warnings, connector rebalances, queued
// warehouse queries, late partitions), deprecation warnings, retries that succeed, an unrelated deploy near the
// trouble; callers and orchestrators that report failures louder than the failing service, origins that log only
// at WARN or go quiet, infrastructure (Snowflake, Kafka brokers, GCS, carrier APIs) that never logs itself, and
// stack traces in Java, Scala, Python, .NET, Ruby, Node and C++ style.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, estateByKey } from "./holdout56/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout56/formats.js";
import { SPECS, type Spec } from "./holdout56/incidents.js";
import { EPISODES } from "./holdout56/quiet.js";
import { makeRng } from "./holdout56/rng.js";
import { assignSplit } from "./holdout56/split.js";
import { baseline, bursts, type Ev, skewAndSort } from "./holdout56/stream.js";

export interface Holdout56Label extends NotedLabel {
  format: Format;
}

interface Plan {
  spec: Spec | null;
  est: string;
}

export function generateHoldout56(dir: string, seed = 5601): Holdout56Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = [
    ...SPECS.map((s) => ({ spec: s, est: s.est })),
    ...Array.from({ length: 12 }, (_, i) => ({ spec: null, est: ESTATES[i % ESTATES.length]?.key ?? "tw" })),
  ];
  r.shuffle(plans);
  const splits = assignSplit(
    plans.map((p) => p.spec?.cat ?? "quiet"),
    r,
  );
  const labels: Holdout56Label[] = [];
  plans.forEach((plan, i) => {
    const sr = makeRng(seed * 1000 + i * 7919 + 13);
    const est = estateByKey(plan.est);
    const spec = plan.spec;
    const format = FORMATS[i % FORMATS.length] as Format;
    const id = `h56-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const start = Date.UTC(2026, 5, 1 + i, sr.int(0, 22), sr.pick([0, 10, 15, 20, 30, 40, 45, 50]), 0) + sr.int(0, 999);
    const lead = sr.int(3 * 60, 8 * 60) * 1000;
    const durMs = Math.max(sr.int(6, 20) * 60000, lead + sr.int(3, 9) * 60000);
    const t0 = start + lead;
    const end = start + durMs;
    const target = Math.min(7600, Math.max(1750, Math.round(sr.int(150, 400) * (durMs / 60000))));
    const silence = (spec?.silence ?? []).map((s) => ({ svc: s.svc, from: t0 + s.at * 1000 }));
    const deployAt = spec ? t0 + sr.int(-150, 100) * 1000 : start + sr.int(60, Math.floor(durMs / 1000) - 60) * 1000;
    const evs: Ev[] = baseline(est, sr, {
      start,
      durMs,
      target,
      silence,
      deployAt,
      deployAvoid: spec ? [spec.origin] : [],
    });
    if (spec) evs.push(...bursts(sr, t0, end, spec.bursts, spec.once ?? [], est.traces));
    const eps = EPISODES[est.key] ?? [];
    const nEp = spec ? 1 : 2;
    for (let k = 0; k < nEp && eps.length; k++) {
      const ep = eps[(i + k) % eps.length];
      if (!ep) continue;
      let at = start + sr.int(30, Math.max(31, Math.floor(durMs / 1000) - 150)) * 1000;
      if (spec && Math.abs(at - t0) < 90000)
        at = start + sr.int(20, Math.max(21, Math.floor(lead / 1000) - 100)) * 1000;
      evs.push(...bursts(sr, at, end, ep.bursts, ep.once, est.traces));
    }
    const skew = new Map<string, number>();
    const hosts = new Map<string, string>();
    for (const s of est.services) {
      skew.set(s.name, sr.int(-300, 300));
      hosts.set(
        s.name,
        `${s.name}-${sr
          .hex(9)
          .replace(/^(.{5})/, "$1-")
          .slice(0, 10)}`,
      );
    }
    const lines = render(format, skewAndSort(evs, skew, hosts), est.namespace);
    if (lines.length < 1500 || lines.length > 10000) throw new Error(`${id}: ${lines.length} lines`);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: spec !== null,
      originService: spec?.origin ?? null,
      category: spec?.cat ?? null,
      errorTypeHints: spec?.hints ?? [],
      incidentStart: spec ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: spec?.sev ?? null,
      split: splits[i] ?? "tune",
      note: spec
        ? `${est.company}: ${spec.note}`
        : `${est.company}: a normal window with background noise, routine episodes and an unrelated deploy; nothing is broken.`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout56", generateHoldout56, (labels) => {
  const by = (f: (l: Holdout56Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m.entries()].map(([k, v]) => `${k} ${v}`).join(", ");
  };
  const estate = (l: Holdout56Label) => l.note.split(":")[0] ?? "";
  return `formats: ${by((l) => l.format)}; estates: ${by(estate)}; splits: ${by((l) => l.split)}`;
});
