// Blind scenario set holdout58: core banking, payments switching and enterprise back offices.
//
// 64 scenarios: 52 failures (4 per each of the 13 root-cause categories) and 12 quiet windows (3 per estate) that
// hold only the domain's normal noise plus harmless moments that look alarming (MQ channel drops that reconnect,
// cutoffs rolling payments, sanctions hits sent to review, decline bursts, IDoc status 51 for blocked vendors).
// Four made-up estates of 9-10 services each:
//   - Northmere Bank (N): mobile-api, payments-orch, cics-gateway/cics-region (CICS on z/OS), mq-qmgr (IBM MQ),
//     fraud-scoring, aml-screening, customer-profile (.NET on IIS), notify-dispatch, eod-batch (JES2/Control-M);
//     trace ids on requests.
//   - Kestrel Card Services (K): ISO 8583 switch - pos-edge, auth-switch (jPOS), hsm-proxy (payShield), card-vault
//     (Go), issuer-host (Oracle), fraud-rt (Python), scheme-gw (Visa/Mastercard), stand-in, clearing-batch,
//     ops-portal (Rails); no trace ids.
//   - Halvard Trade Bank (H): SWIFT / treasury - treasury-portal (Node), payment-factory (.NET/WCF), fx-rates
//     (B-PIPE), sanctions-filter, mx-translator (MT/ISO 20022), swift-gw (Alliance Access), mq-hub, nostro-recon,
//     cutoff-scheduler; trace ids on requests.
//   - Brightwell Group (B): back office - vendor-portal (Rails), ap-invoice-svc (.NET/WCF), sap-po, sap-erp (ABAP
//     dumps, IDocs), ebs-weblogic (Oracle EBS), doc-capture (Python/Celery), edi-gateway (Go, AS2), payroll-batch
//     (Spring Batch), ad-sync; no trace ids.
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose (multi-line stacks where the format allows);
// windows of 6-20 minutes, 1,500-10,000 lines, the fault 3-8 minutes in, per-service skew up to 300 ms.
// What makes it hard: one noisy service per estate erring or warning from the first minute (SMS rejects, scanner
// probes on a Rails portal, unroutable MT199s, PDF warnings), retry storms in callers louder than the origin,
// origins that only WARN or go silent, mainframe/MQ/SAP message ids instead of plain words, third parties that do
// not log (vendor 503s, Redis, Elasticsearch flood-stage), an unrelated release or reload near every fault, and
// callers that name the failing callee in their own words.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type EstateKey } from "./holdout58/estates.js";
import { EXT, FORMATS, type Format } from "./holdout58/formats.js";
import { INCIDENTS, type Incident } from "./holdout58/incidents.js";
import { EPISODE_NAMES, EPISODES } from "./holdout58/quiet.js";
import { Rng } from "./holdout58/rng.js";
import { assignSplits } from "./holdout58/split.js";
import { buildEvents, pickWeighted, renderStream, type StreamSpec } from "./holdout58/stream.js";

export interface Holdout58Label extends NotedLabel {
  format: Format;
}

type Plan = { kind: "incident"; incident: Incident } | { kind: "quiet"; estate: EstateKey; episodes: number[] };

const DAY0 = Date.UTC(2026, 2, 2);

export function generateHoldout58(dir: string, seed = 5801): Holdout58Label[] {
  const root = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = INCIDENTS.map((incident) => ({ kind: "incident", incident }));
  for (const k of ["N", "K", "H", "B"] as EstateKey[]) {
    for (const pair of [
      [0, 1],
      [2, 3],
      [1, 3],
    ]) {
      plans.push({ kind: "quiet", estate: k, episodes: k === "K" || k === "B" ? [pair[1], pair[0]] : pair });
    }
  }
  root.shuffle(plans);
  const splits = assignSplits(
    plans.map((p) => (p.kind === "incident" ? p.incident.category : null)),
    root.fork(99),
  );

  const labels: Holdout58Label[] = plans.map((plan, i) => {
    const r = root.fork(i + 1);
    const id = `h58-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const estate = ESTATES[plan.kind === "incident" ? plan.incident.estate : plan.estate];
    const startSec = r.int(180, 480);
    const durSec = Math.min(1200, Math.max(r.int(360, 1200), startSec + r.int(200, 600)));
    const day = DAY0 + i * 86_400_000 + (i % 7 === 5 ? 86_400_000 : 0);
    let t0: number;
    const at = plan.kind === "incident" ? plan.incident.at : undefined;
    if (at) {
      const [hh, mm] = at.split(":").map(Number);
      t0 = day + (hh * 3600 + mm * 60 - startSec) * 1000;
    } else {
      t0 = day + (r.int(7, 17) * 3600 + r.int(0, 59) * 60 + r.int(0, 59)) * 1000;
    }
    const target = r.int(1800, 9000);
    const buildSeed = r.int(1, 2 ** 30);
    const spec: StreamSpec = {
      estate,
      format,
      t0,
      durSec,
      startSec,
      flowsPerSec: 1,
      incident: plan.kind === "incident" ? plan.incident : undefined,
      episodes: plan.kind === "quiet" ? plan.episodes.map((e) => EPISODES[plan.estate][e]) : undefined,
    };
    // calibrate traffic to the target size, then build for real
    const probe = renderStream(spec, buildEvents(spec, new Rng(buildSeed)), new Rng(buildSeed + 1)).length;
    const perFlow = estimateFlowLines(spec, new Rng(buildSeed + 2));
    const fixed = probe - perFlow * durSec;
    spec.flowsPerSec = Math.max(0.3, (target - fixed) / (perFlow * durSec));
    let lines = renderStream(spec, buildEvents(spec, new Rng(buildSeed)), new Rng(buildSeed + 1));
    for (let k = 0; k < 4 && (lines.length < 1600 || lines.length > 9900); k++) {
      spec.flowsPerSec *= (target / lines.length) * (lines.length > 9900 ? 0.9 : 1.1);
      lines = renderStream(spec, buildEvents(spec, new Rng(buildSeed)), new Rng(buildSeed + 1));
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);

    if (plan.kind === "incident") {
      const inc = plan.incident;
      return {
        id,
        file,
        format,
        isIncident: true,
        originService: inc.origin,
        category: inc.category,
        errorTypeHints: inc.hints,
        incidentStart: new Date(t0 + startSec * 1000).toISOString(),
        expectedSeverityAtLeast: inc.sev,
        split: splits[i],
        note: inc.note,
        lines: lines.length,
      };
    }
    const names = plan.episodes.map((e) => EPISODE_NAMES[plan.estate][e]);
    return {
      id,
      file,
      format,
      isIncident: false,
      originService: null,
      category: null,
      errorTypeHints: [],
      incidentStart: null,
      expectedSeverityAtLeast: null,
      split: splits[i],
      note: `Normal ${estate.company} traffic with ${names[0]} and ${names[1]}; nothing is broken.`,
      lines: lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

/** Mean physical lines per request flow, measured on a sample. */
function estimateFlowLines(spec: StreamSpec, r: Rng): number {
  let n = 0;
  for (let i = 0; i < 400; i++) {
    n += pickWeighted(spec.estate.flows, r).gen(r).length;
  }
  return n / 400;
}

runHoldoutCli(import.meta.url, "holdout58", generateHoldout58, (labels) => {
  const by = (f: (l: Holdout58Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[f(l)] = (m[f(l)] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}; estates: Northmere Bank, Kestrel Card Services, Halvard Trade Bank, Brightwell Group`;
});
