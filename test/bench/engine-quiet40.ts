// Blind set quiet40: 48 windows (40 quiet, 8 incidents) from the machine-learning and data platforms of four
// made-up companies: Kestrel Labs (hosted LLM assistant: inference gateway, vLLM-style serving, GPU scheduler,
// trainers, feature store, Airflow, Spark, Kafka Connect, Snowflake loader, model registry), Halcyon Mutual (insurer's
// claims data platform: .NET query API, scoring, Feast, Airflow, Spark, Debezium CDC, Snowflake loader, dbt, a Rails
// catalog), Marlowe Market (marketplace recommendations: Node edge gateway, Triton ranker, .NET featurizer, Kueue-style
// training queue, DDP workers, Airflow, dbt, BigQuery loader, MLflow) and Pinecrest Research (document embeddings:
// Envoy-style gateway, embedding serving, Slurm, torchrun jobs, Go feature service, Airflow worker, Spark, S3 sink
// connector, Redshift loader, dbt). Each file is one aggregated stream of 9-10 services over 6-20 minutes,
// 1,500-10,000 lines, in one of the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose; 8 files each).
// What makes it hard: the 40 quiet windows each carry one of 35 kinds of harmless but alarming noise (pre-empted
// and requeued training, NCCL start-up warnings, over-long prompts, retried DAG tasks, late partitions, lost Spark
// executors, cancelled queries, GPU Xid drains, OOM sweep trials, Connect rebalances and DLQ errors, TLS handshake
// EOFs, token renewals ...) on top of a constant error from one noisy service, deprecation warnings, retries that
// succeed and an unrelated rollout. The 8 incidents (one per category: dependency, disk, authentication, memory,
// timeout, configuration, database, network) sit on the same noise; callers report them in their own words, some
// origins only warn and some go quiet.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, requests } from "./quiet40/background.js";
import { ESTATES, type Estate, nameOf } from "./quiet40/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet40/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet40/incidents.js";
import { compatible, KINDS, type NoiseKind } from "./quiet40/quiet.js";
import { Rng } from "./quiet40/rng.js";
import { MIN, type Scene } from "./quiet40/scene.js";
import { assignSplit } from "./quiet40/split.js";
import { Stream } from "./quiet40/stream.js";

export interface Quiet40Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  incident?: IncidentDef;
  kind?: NoiseKind;
  format: Format;
}

function plan(rng: Rng): Plan[] {
  const slots = FORMATS.flatMap((f) => Array<Format>(8).fill(f));
  const incFormats = rng.shuffle(FORMATS);
  const plans: Plan[] = [];
  INCIDENTS.forEach((inc, i) => {
    const f = incFormats[i % FORMATS.length];
    slots.splice(slots.indexOf(f), 1);
    plans.push({ estate: ESTATES.find((e) => e.key === inc.estate) ?? ESTATES[0], incident: inc, format: f });
  });
  const quietFormats = rng.shuffle(slots);
  const unused = rng.shuffle(KINDS);
  for (let i = 0; i < 40; i++) {
    const estate = ESTATES[i % ESTATES.length];
    let k = unused.findIndex((x) => compatible(estate, x));
    let kind: NoiseKind;
    if (k >= 0) {
      kind = unused[k];
      unused.splice(k, 1);
    } else {
      const cands = KINDS.filter((x) => compatible(estate, x));
      k = rng.int(0, cands.length - 1);
      kind = cands[k];
    }
    plans.push({ estate, kind, format: quietFormats[i] });
  }
  return rng.shuffle(plans);
}

export function generateQuiet40(dir: string, seed = 4001): Quiet40Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = new Rng(seed);
  const plans = plan(rng);
  const labels: Quiet40Label[] = [];
  plans.forEach((p, i) => {
    const r = rng.fork(i + 1);
    const e = p.estate;
    const day = Date.UTC(2026, 9, 1) + i * 86_400_000;
    const t0 = day + r.int(0, 23) * 3_600_000 + r.int(0, 59) * MIN + r.int(0, 59_999);
    const off = r.int(3, 8) * MIN + r.int(0, 59) * 1000;
    const dur = p.incident ? Math.min(20 * MIN, Math.max(r.int(6, 20) * MIN, off + 6 * MIN)) : r.int(6, 20) * MIN;
    const t1 = t0 + dur;
    const s = new Stream(
      r,
      e.svcs.map((x) => x.name),
      t0,
      t1,
    );
    const origin = p.incident ? nameOf(e, p.incident.role) : null;
    const sc: Scene = { s, e, r, t0, t1, hooks: {}, avoidDeploy: origin ? [origin] : [] };
    const start = t0 + off;
    const extras = r.shuffle(KINDS.filter((k) => compatible(e, k) && k !== p.kind)).slice(0, r.int(1, 3));
    if (p.incident) p.incident.gen(sc, start);
    else p.kind?.gen(sc, t0 + r.int(60, Math.max(61, Math.round(dur / 1000) - 240)) * 1000);
    for (const k of extras) k.gen(sc, t0 + r.int(20, Math.round(dur / 1000) - 60) * 1000);
    background(sc, p.incident ? start + r.int(-150, 150) * 1000 : t0 + r.float(0.2, 0.8) * dur);
    const target = r.int(2200, 9000);
    const need = Math.max(Math.round(dur / 1000 / 3), Math.round((target - s.lineCount()) / 2.6));
    requests(sc, need);
    const lines = render(s.sorted(), p.format, {
      namespace: e.namespace,
      pod: (svc) => `${svc}-${hash(svc + e.key)}`,
      host: (svc) => `${svc}-${hash(svc + e.key).slice(0, 5)}.${e.namespace}.node`,
    });
    const id = `q40-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[p.format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.incident;
    const note = inc
      ? `${e.company}: ${inc.note}.`
      : `${e.company}, nothing broken: ${p.kind?.note}; also ${extras.map((k) => k.kind).join(", ")}.`;
    labels.push({
      id,
      file,
      format: p.format,
      isIncident: !!inc,
      originService: origin,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: "tune",
      note,
      lines: lines.length,
    });
  });
  const splits = assignSplit(rng, labels);
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

/** A stable pod-like suffix for a name (FNV-1a), e.g. `q74kz-8gcfp`. */
function hash(s: string): string {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const a = "bcdfghjklmnpqrstvwxz2456789";
  let out = "";
  for (let i = 0; i < 10; i++) {
    out += a[h % a.length];
    h = Math.imul(h ^ (i + 1), 2654435761) >>> 0;
  }
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

runHoldoutCli(import.meta.url, "quiet40", generateQuiet40, (ls) => {
  const by = (k: (l: Quiet40Label) => string) => {
    const m = new Map<string, number>();
    for (const l of ls) m.set(k(l), (m.get(k(l)) ?? 0) + 1);
    return [...m].map(([a, b]) => `${a} ${b}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => `${l.isIncident ? "inc" : "quiet"}/${l.split}`)}`;
});
