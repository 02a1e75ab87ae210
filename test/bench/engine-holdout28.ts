/**
 * Holdout 28, "public postmortems replayed": a blind evaluation set of 64 log files, written without looking at the
 * engine. 52 incidents (4 per category, all 13 categories) and 12 quiet windows. Every incident replays the failure
 * mode of a publicly written-up outage (a WAF regex pushed fleet-wide, a signing key retired while still in use, a
 * failover that left writers on a read-only node, max_connections exhausted after a scale-up, XID wraparound, an
 * expired root CA, a null field in a new payload version, a poison-pill message, S3/Fastly-style vendor outages,
 * leap-second style silent crashes ...), worded the way the real components print it (Spring/HikariCP, Go, Python,
 * Node, .NET, Ruby, PostgreSQL, MySQL, Redis, Kafka, Elasticsearch, envoy, nginx, HAProxy). The quiet windows are
 * the same postmortems' "looked scary but was fine" moments (a switchover that worked, a planned cert or key
 * rotation, a cache flush that warmed, a breaker that opened and closed).
 *
 * Five made-up companies of 10-11 services (freight, clinics, media, energy, games), three of them with trace/request
 * ids. Each file is one stream sorted by printed time with per-service clock skew up to 300 ms, request traffic,
 * health checks, periodic jobs, one noisy service with a constant harmless complaint, deprecation warnings, retries
 * that succeed, and a 1-8 minute baseline before the fault. Formats rotate over the dev set's six (jsonl, datadog,
 * ecs, gcp, logfmt, compose); files are 1,000-12,000 lines. Labels follow ../shared/data/incidents/README.md plus
 * split (tune/locked, balanced per category), note (what happened and which outage inspired it) and lines.
 *
 *   npx tsx test/bench/engine-holdout28.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout28/estates.js";
import { EXT, FORMATS, type Format } from "./holdout28/formats.js";
import { INCIDENTS_A } from "./holdout28/incidents-a.js";
import { INCIDENTS_B } from "./holdout28/incidents-b.js";
import { INCIDENTS_C } from "./holdout28/incidents-c.js";
import { QUIET } from "./holdout28/quiet.js";
import { Rng } from "./holdout28/rng.js";
import { MIN, SEC } from "./holdout28/scenario.js";
import { assignSplits } from "./holdout28/split.js";
import { buildStream } from "./holdout28/stream.js";

export interface Holdout28Label extends NotedLabel {
  format: Format;
}

const DAY0 = Date.UTC(2026, 5, 1);

export function generateHoldout28(dir: string, seed = 28): Holdout28Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = new Rng(seed);
  const all = [...INCIDENTS_A, ...INCIDENTS_C, ...INCIDENTS_B, ...QUIET];
  const order = rng.shuffle(all.map((_, i) => i));
  const scenarios = order.map((i) => all[i]);
  const splits = assignSplits(
    rng,
    scenarios.map((s) => s.category),
  );
  const labels: Holdout28Label[] = [];
  scenarios.forEach((sc, i) => {
    const r = rng.fork(i);
    const estate = ESTATES[sc.estate];
    const format = FORMATS[i % FORMATS.length];
    const id = `h28-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const start = DAY0 + i * 86_400_000 + r.int(0, 22) * 3_600_000 + r.int(0, 59) * MIN + r.int(0, 59) * SEC;
    const baselineMs = r.int(60, 480) * SEC;
    const durMs = sc.category ? r.int(4, 10) * MIN : r.int(3, 6) * MIN;
    const tailMs = sc.category ? 0 : r.int(1, 3) * MIN;
    const windowSec = (baselineMs + durMs + tailMs) / 1000;
    const target = r.int(1400, 9500);
    const origin = sc.origin ? estate.s[sc.origin] : null;
    if (sc.origin && !origin) throw new Error(`${id}: estate ${estate.company} has no role ${sc.origin}`);
    const noisyCandidates = estate.svcs.filter((s) => s.noise && s.name !== origin).map((s) => s.name);
    const lines = buildStream(r, {
      estate,
      format,
      start,
      baselineMs,
      durMs,
      tailMs,
      rate: (target / windowSec) * 0.8,
      noisy: r.pick(noisyCandidates),
      write: sc.write,
    });
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      originService: origin,
      category: sc.category,
      errorTypeHints: sc.hints,
      incidentStart: sc.category ? new Date(start + baselineMs).toISOString() : null,
      expectedSeverityAtLeast: sc.sev,
      isIncident: sc.category !== null,
      split: splits[i],
      note: `${estate.company}: ${sc.note}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout28", generateHoldout28, (labels) => {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  return [...by].map(([f, n]) => `${f} ${n}`).join(", ");
});
