/**
 * Holdout 24: deep call chains and asynchronous hops (blind evaluation set).
 *
 * 64 scenarios: 52 incidents and 12 quiet windows in six made-up estates (parcel shipping, video streaming,
 * clinic bookings, online shop, B2B billing, ride hailing). Each estate is a chain edge proxy / API gateway
 * (nginx, envoy, Kong, Traefik, ALB-style access lines written on completion with upstream status and
 * duration) -> BFF -> domain services -> queue-fed workers (SQS, RabbitMQ, Kafka, NATS, Celery, Sidekiq) ->
 * databases, caches, search and vendors. The origin sits 2-5 hops below the edge; the edge and BFF are the
 * loudest (502/503/504, retries, breaker open), middle services name their callee, the origin logs its own
 * cause (briefly, with a stack trace, or only at WARN). Some faults are asynchronous: backlogs that grow,
 * messages dead-lettered, a worker crash-looping on a poison message, a scheduled job whose failure breaks
 * requests minutes later. Trace ids (W3C traceparent, uuid request ids or short ids) cross all hops, only
 * the edge and BFF, or none.
 *
 * Categories: memory, timeout, database, configuration, dependency and network five each; rate_limiting
 * four; authentication, authorization, validation, null_reference, disk and unknown three each. Quiet windows:
 * an edge 499 burst, a DLQ redrive, a consumer rebalance, slow-but-successful requests, chronic noise, a
 * planned worker restart, a breaker blip, a job retried successfully, a rolling deploy, a throttled
 * scraper, a short broker flow-control block and a cold cache.
 *
 * Every file is one stream of 7-12 services sorted by printed time, per-service clock skew up to 250 ms,
 * background traffic, health checks, periodic jobs, a noisy service with a constant error or warning,
 * deprecation warnings, retries that succeed, an unrelated rolling update and occasional slow requests.
 * Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose.
 *
 *   npx tsx test/bench/engine-holdout24.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout24/estates.js";
import type { Format } from "./holdout24/formats.js";
import { INCIDENTS_A } from "./holdout24/incidents-a.js";
import { INCIDENTS_B } from "./holdout24/incidents-b.js";
import { QUIET } from "./holdout24/quiet.js";
import { makeRng } from "./holdout24/rng.js";
import { assignSplit } from "./holdout24/split.js";
import { Stream } from "./holdout24/stream.js";

export interface Holdout24Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const DAY = 86_400_000;

export function generateHoldout24(dir: string, seed = 24): Holdout24Label[] {
  mkdirSync(dir, { recursive: true });
  const r = makeRng(seed);
  const all = [...INCIDENTS_A, ...INCIDENTS_B, ...QUIET];
  for (let i = all.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [all[i], all[j]] = [all[j], all[i]];
  }
  const splits = assignSplit(
    all.map((s) => s.cat),
    r,
  );
  const base = Date.UTC(2026, 2, 2);
  const labels: Holdout24Label[] = all.map((sc, i) => {
    const id = `h24-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const start = base + i * DAY + r.int(0, 22) * 3_600_000 + r.int(0, 59) * 60_000;
    const end = start + sc.minutes * 60_000;
    const onset = start + sc.onsetMin * 60_000 + r.int(0, 59) * 1000 + r.int(0, 999);
    const st = new Stream(makeRng(seed * 1000 + i), ESTATES[sc.estate], start, end, onset, sc.trace);
    for (const [svc, from, to] of sc.suppress ?? []) st.suppress(svc, from, to);
    st.background(sc.rps);
    st.lines(sc.lines);
    for (const f of sc.flows) st.flow(f);
    const { file, lines } = st.write(dir, id, format);
    return {
      id,
      file,
      format,
      isIncident: sc.cat !== null,
      originService: sc.origin,
      category: sc.cat,
      errorTypeHints: sc.hints,
      incidentStart: sc.cat === null ? null : new Date(onset).toISOString(),
      expectedSeverityAtLeast: sc.sev,
      split: splits[i],
      note: sc.note,
      lines,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout24", generateHoldout24, (labels) => {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  return [...by].map(([k, v]) => `${k} ${v}`).join(", ");
});
