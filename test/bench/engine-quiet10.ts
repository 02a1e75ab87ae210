/**
 * Quiet set 10, "harmless windows that look alarming, round 10: operations at work", written blind (without
 * reading the engine or its tests).
 *
 * 48 scenarios over five made-up companies (freight, pharmacy, energy utility, games, clinics; 7-9 services each
 * plus the platform's own sources such as k8s-events, argo-rollouts, cert-manager, postgres, redis, istio-proxy):
 *
 * - 40 quiet windows of 31 kinds, each a routine operation that makes noise while nothing is broken: rolling
 *   deploys and node drains giving callers "connection refused" that retries absorb, an autoscaler scaling in,
 *   certificate and signing-key rotations, a nightly pg_dump making queries wait, DEBUG logging flooding handled
 *   stack traces, an announced chaos experiment, a cache flush and miss storm, VACUUM ANALYZE, a Kafka rebalance,
 *   a flag rollout's 400s, canary analysis, a DR drill, a migration's lock waits, a scheduled load test's 429s,
 *   support re-running last week's failed jobs, an NXDOMAIN for a removed record, a queue purge, a sidecar upgrade's
 *   503 UH, an Elasticsearch rolling upgrade, Redis BGSAVE, a heap dump, a blue-green switch, log-shipper
 *   back-pressure, a vulnerability scan, an idempotent backfill's duplicate keys, a pool resize, a managed-DB patch
 *   window, session cleanup and shadow traffic. Label: no incident.
 * - 8 incidents, one each of database, memory, disk, network, authentication, configuration, timeout and
 *   null_reference, written on the same kind of background so the engine must still find them.
 *
 * Every file is one stream sorted by printed time, with per-service clock skew up to 280 ms, request traffic,
 * health checks, a periodic job, a noisy service logging the same harmless error or warning all along,
 * deprecation warnings and retries that succeed, 3-15 minutes, 1,000-12,000 lines, a baseline before the
 * operation or fault, in the dev set's six formats in rotation. Labels follow NotedLabel plus `format`; halves
 * are seeded and balanced per category (quiet windows as one group). Deterministic from the seed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet10/estates.js";
import { EXT, FORMATS, type Format } from "./quiet10/formats.js";
import { INCIDENTS } from "./quiet10/incidents.js";
import { QUIET } from "./quiet10/quiet.js";
import { Rng } from "./quiet10/rng.js";
import { assignSplits } from "./quiet10/split.js";
import { Stream } from "./quiet10/stream.js";

export interface Quiet10Label extends NotedLabel {
  format: Format;
}

const S = 1000;
const M = 60 * S;
/** Kinds whose operation runs for several minutes: they get long windows. */
const LONG = new Set([
  "rolling-deploy",
  "cert-rotation",
  "debug-logging",
  "chaos-experiment",
  "canary-analysis",
  "dr-drill",
  "node-drain",
  "load-test-rate-limit",
  "manual-rerun",
  "managed-db-maintenance",
  "search-rolling-restart",
]);

interface Plan {
  quiet?: (typeof QUIET)[number];
  incident?: (typeof INCIDENTS)[number];
}

export function generateQuiet10(dir: string, seed = 1001): Quiet10Label[] {
  const r = new Rng(seed);
  const extra = r.shuffle([...QUIET]).slice(0, 40 - QUIET.length);
  const plans: Plan[] = r.shuffle([
    ...QUIET.map((q) => ({ quiet: q })),
    ...extra.map((q) => ({ quiet: q })),
    ...INCIDENTS.map((i) => ({ incident: i })),
  ]);
  const halves = assignSplits(
    r,
    plans.map((p) => p.incident?.category ?? "quiet"),
  );
  mkdirSync(dir, { recursive: true });
  const labels: Quiet10Label[] = [];
  plans.forEach((p, i) => {
    const id = `q10-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const estate = ESTATES[(i + r.int(0, 1)) % ESTATES.length];
    const long = p.quiet && LONG.has(p.quiet.kind);
    const minutes = long ? r.int(10, 15) : r.int(p.incident ? 4 : 3, 15);
    const t0 = Date.UTC(2026, 10, 1 + (i % 28), r.int(0, 22), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    const span = minutes * M;
    const t1 = t0 + span;
    const base = Math.round(span * (0.35 + 0.25 * r.next()));
    const tf = t0 + Math.max(M, Math.min(base, span - 7 * M));
    const s = new Stream(r, estate, t0, t1);
    s.background(r.int(900, p.quiet?.kind === "debug-logging" ? 6000 : 9500));
    let note: string;
    const file = `${id}.${EXT[format]}`;
    const label: Quiet10Label = {
      id,
      file,
      format,
      isIncident: false,
      originService: null,
      category: null,
      errorTypeHints: [],
      incidentStart: null,
      expectedSeverityAtLeast: null,
      split: halves[i],
      note: "",
      lines: 0,
    };
    if (p.incident) {
      const at = t0 + Math.round(span * (0.4 + 0.2 * r.next()));
      const out = p.incident.run(s, at);
      note = `${estate.company}: ${out.note}`;
      Object.assign(label, {
        isIncident: true,
        originService: out.origin,
        category: p.incident.category,
        errorTypeHints: out.hints,
        incidentStart: new Date(at).toISOString(),
        expectedSeverityAtLeast: out.severity,
      });
    } else {
      note = `${estate.company}: ${p.quiet!.run(s, tf)}`;
    }
    const lines = s.lines(format);
    if (lines.length < 1000 || lines.length > 12000) throw new Error(`${id}: ${lines.length} lines out of range`);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    label.note = note;
    label.lines = lines.length;
    labels.push(label);
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(
  import.meta.url,
  "quiet10",
  generateQuiet10,
  (ls) => `${QUIET.length} quiet kinds, formats ${[...new Set(ls.map((l) => l.format))].join("/")}`,
);
