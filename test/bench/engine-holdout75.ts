// Blind set holdout75: an ML platform and a data platform, 64 scenarios (52 failures, 4 for each of the 13
// categories, and 12 quiet windows).
//
// Estates (made-up companies, 8-9 services per file):
//   kestrel   - GPU training cluster: job-scheduler, trainer (PyTorch/NCCL), ckpt-writer, feature-store (Java),
//               model-registry (MLflow), gpu-monitor, dataset-cache (Go), exp-tracker (Node), quota-api (.NET). No ids.
//   lumen     - model serving: inference-gw (Go), authn-proxy, prompt-guard (Node), vllm-chat, triton (C++),
//               embedder, vector-search (Qdrant), usage-meter (.NET), model-sync. Trace ids across services.
//   tidewater - data platform: airflow-scheduler/-worker, spark-driver, kafka-connect, sf-loader (Snowflake),
//               dbt-runner, data-catalog (DataHub), schema-registry, quality-checks. No ids.
//   orbit     - features and recommendations: reco-api (Node), ranker (.NET), candidate-gen, online-features (Go),
//               feature-ingest (Kafka Streams), model-server (TorchServe), ab-config (Rails), bq-loader, catalog-sync.
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose (multi-line stacks in logfmt and compose, stack
// fields in datadog/ecs, embedded in the message in jsonl/gcp). Windows of 6-20 minutes, about 1,500-10,000 lines;
// failures start after 3-8 minutes of baseline; per-service clock skew up to 300 ms.
//
// What makes it hard: a noisy service with a constant harmless error or warning from the first minute (GPU thermal
// throttling, optional model-card 404s, a muted data-quality failure, archived product images), domain noise that
// looks alarming (preemptions and requeues, KV-cache preemption, DAG retries, late partitions, schema drift,
// cancelled queries, lost spot executors), unrelated deploys and reloads near the start, callers louder than the
// origin, WARN-only origins, origins that go quiet, several origins inside the same service across files and
// dependency failures where only the client logs.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout75/estates.js";
import { EXT, FORMATS, type Format } from "./holdout75/formats.js";
import { ORBIT, TIDEWATER } from "./holdout75/incidents-data.js";
import { KESTREL, LUMEN } from "./holdout75/incidents-ml.js";
import { QUIETS } from "./holdout75/quiet.js";
import { mulberry32 } from "./holdout75/rng.js";
import type { Incident } from "./holdout75/spec.js";
import { assignSplit } from "./holdout75/split.js";
import { buildStream } from "./holdout75/stream.js";

export interface Holdout75Label extends NotedLabel {
  format: Format;
}

type Item =
  | { kind: "incident"; inc: Incident }
  | { kind: "quiet"; estate: string; note: string; extras: (typeof QUIETS)[number]["extras"] };

export function generateHoldout75(dir: string, seed = 7501): Holdout75Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = [
    ...[...KESTREL, ...LUMEN, ...TIDEWATER, ...ORBIT].map((inc): Item => ({ kind: "incident", inc })),
    ...QUIETS.map((q): Item => ({ kind: "quiet", ...q })),
  ];
  r.shuffle(items);
  const splits = assignSplit(
    r,
    items.map((it) => (it.kind === "incident" ? it.inc.category : "quiet")),
  );
  const day0 = Date.UTC(2026, 8, 1);
  const labels: Holdout75Label[] = [];
  items.forEach((it, i) => {
    const id = `h75-${String(i + 1).padStart(2, "0")}`;
    const fmt = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[fmt]}`;
    const start = day0 + i * 86_400_000 + r.int(0, 23) * 3_600_000 + r.int(0, 11) * 300_000;
    const preMin = r.int(3, 8);
    const need = it.kind === "incident" ? Math.ceil((Math.max(...it.inc.emits.map((e) => e.delay)) + 150) / 60) : 4;
    const durMin = Math.min(20, Math.max(6, preMin + Math.max(need, r.int(4, 12))));
    const durMs = durMin * 60_000;
    const target = r.int(1900, 7500);
    const estate = ESTATES[it.kind === "incident" ? it.inc.estate : it.estate];
    const incidentStart =
      it.kind === "incident" ? start + preMin * 60_000 + r.int(0, 59) * 1000 + r.int(0, 999) : undefined;
    const lines = buildStream(r, estate, {
      start,
      durMs,
      target,
      fmt,
      incident: it.kind === "incident" ? it.inc : undefined,
      incidentStart,
      extras: it.kind === "quiet" ? it.extras : undefined,
    });
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.kind === "incident" ? it.inc : undefined;
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: incidentStart === undefined ? null : new Date(incidentStart).toISOString(),
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i],
      note: inc ? inc.note : it.kind === "quiet" ? it.note : "",
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout75", generateHoldout75, (labels) => {
  const byFmt = new Map<string, number>();
  for (const l of labels) byFmt.set(l.format, (byFmt.get(l.format) ?? 0) + 1);
  return `estates kestrel/lumen/tidewater/orbit; formats ${[...byFmt].map(([f, n]) => `${f}=${n}`).join(" ")}`;
});
