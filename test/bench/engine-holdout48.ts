/**
 * Holdout 48 — "ML, GPU and data-science platforms" (written blind: the author never read the engine or its tests).
 *
 * 64 scenarios: 52 incidents (4 per category for all 13 categories) and 12 quiet windows. Six made-up estates that
 * train and serve models (retail recommendations, an LLM assistant, fraud scoring, radiology AI, delivery ETA, image
 * generation), 9 services/jobs each: a product gateway, an inference server (Triton, vLLM, TorchServe, KServe, TGI,
 * BentoML), a distributed training job (torchrun/DDP, DeepSpeed, Horovod), a feature store, an MLflow registry, a
 * pipeline runner (Airflow, Argo, Kubeflow), the GPU node's own lines (kubelet, kernel, DCGM), a vector database and
 * a Ray/Spark/Dask cluster.
 *
 * Every file is one stream sorted by printed time with per-service clock skew up to ±280 ms, background traffic,
 * health probes, checkpoint saves, DAG runs, DCGM health summaries, one noisy service with a constant harmless error or
 * warning, deprecation warnings and S3 retries that succeed. Windows are 6-20 minutes with a 3-8 minute baseline
 * before the fault, 1,500-10,000 lines, rotating over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt,
 * compose). Faults are told in the runtimes' own words (CUDA OOM, NCCL WARN / watchdog timeouts, Python tracebacks,
 * Triton/vLLM/TorchServe errors, S3 SlowDown/AccessDenied/ExpiredToken, 429 from an LLM API, Errno 28, feature
 * count mismatches) with the origin where the fault lives: sometimes the training job, the feature store, the GPU
 * node, the pipeline, or the product service sending bad input. Quiet windows hold spot reclaims with resume,
 * autoscaling, CUDA/cuDNN and tokenizer warnings, model warm-up, retried uploads and a Ray worker restart.
 *
 * Labels follow NotedLabel plus `format`; `split` is seeded, half tune / half locked within each category (quiet
 * windows one group). `npx tsx test/bench/engine-holdout48.ts --out DIR [--seed N]`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout48/estates.js";
import { EXT, FORMATS, type Format } from "./holdout48/formats.js";
import { INCIDENTS_A } from "./holdout48/incidents-a.js";
import { INCIDENTS_B } from "./holdout48/incidents-b.js";
import { QUIET } from "./holdout48/quiet.js";
import { Rng } from "./holdout48/rng.js";
import type { IncidentSpec, QuietSpec } from "./holdout48/spec.js";
import { assignSplit } from "./holdout48/split.js";
import { build } from "./holdout48/stream.js";

export interface Holdout48Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: IncidentSpec } | { kind: "quiet"; spec: QuietSpec };

export function generateHoldout48(dir: string, seed = 4801): Holdout48Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = r.shuffle([
    ...[...INCIDENTS_A, ...INCIDENTS_B].map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Item => ({ kind: "quiet", spec })),
  ]);
  const splits = assignSplit(
    r,
    items.map((it) => (it.kind === "incident" ? it.spec.cat : "quiet")),
  );
  const labels: Holdout48Label[] = [];
  items.forEach((it, i) => {
    const id = `h48-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const allowed = it.spec.estates ?? ESTATES.map((_e, k) => k);
    const estate = ESTATES[allowed[i % allowed.length]];
    const dur = r.int(6, 20);
    const base = r.int(3, Math.min(8, dur - 3));
    const t0 = Date.UTC(2026, 10, 1 + (i % 28), r.int(0, 23), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    const start = t0 + base * 60000 + r.int(0, 50) * 1000;
    const end = t0 + dur * 60000;
    const target = r.int(1700, 9200);
    const { lines } = build(r, estate, format, t0, start, end, target, it.spec.run);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.kind === "incident" ? it.spec : undefined;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? estate.svc[inc.origin] : null,
      category: inc ? inc.cat : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i],
      note: `${estate.name}: ${it.spec.note}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout48", generateHoldout48);
