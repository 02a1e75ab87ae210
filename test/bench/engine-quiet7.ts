/**
 * Quiet set 7 (blind): "harmless windows that look alarming, round 7". 48 scenarios in the dev set's six formats
 * (jsonl, datadog, ecs, gcp, logfmt, compose, rotating): 40 quiet windows of 33 kinds and 8 incidents (memory,
 * database, disk, authentication, configuration, null_reference, rate_limiting, network; one each).
 *
 * Five made-up estates (a grocer, a freight forwarder, clinics, an energy supplier, a game studio; 8-10 services
 * each). Every file is one stream sorted by printed time, 3-15 minutes, 1,000-12,000 lines, with per-service clock
 * skew of up to 320 ms, request traffic, kube-probe health checks, periodic jobs, PostgreSQL checkpoints, a noisy
 * service with a constant harmless warning or error, Node/Python/Hibernate deprecation warnings, vendor retries that
 * succeed and a baseline before anything happens.
 *
 * Quiet kinds favour operations an earlier round would not use: an announced chaos experiment, blue/green switch
 * with draining, canary steps, "checkpoints are occurring too frequently" and autovacuum, an online index migration
 * with lock waits, a shadow-mode rate limiter ("would have limited"), JWT key rotation ("kid not found, refreshing
 * JWKS"), a spot interruption, Kafka lag catching up, a breaker half-open probe, an 80 % quota warning, replica lag
 * that clears, a Hikari pool resize, a DNS cache refresh with stale answers, locked rows retried, audit denials for a
 * test account, a synthetic check that fails on purpose, TLS 1.0 clients rejected, webhook 410 Gone, "OutOfMemory"
 * as a test and product name, one slow liveness probe, a CDN purge, slow-query lines under threshold, kernel SYN
 * cookies during a served spike, a Redis failover drill, certificate renewal, Elasticsearch yellow during a rolling
 * restart, a k6 load test hitting its own 429s, disk cleanup at 83 %, client cancellations (499), idempotency
 * replays, G1 humongous pauses and a flag rollback with stale-flag warnings. The incidents sit on the same noise and
 * often share its wording (a DNS timeout, lag warnings, disk thresholds), so only persistence and effect tell them
 * apart. Labels follow NotedLabel plus `format`; `split` is seeded, half tune and half locked per category.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet7/estates.js";
import { EXT, FORMATS, type Format } from "./quiet7/formats.js";
import { INCIDENTS } from "./quiet7/incidents.js";
import { QUIET } from "./quiet7/quiet.js";
import { Rng } from "./quiet7/rng.js";
import { assignSplit } from "./quiet7/split.js";
import { Win } from "./quiet7/stream.js";

export interface Quiet7Label extends NotedLabel {
  format: Format;
}

const QUIET_WINDOWS = 40;

export function generateQuiet7(dir: string, seed = 7): Quiet7Label[] {
  const r = new Rng(seed * 7919 + 17);
  mkdirSync(dir, { recursive: true });
  const quietKinds = Object.keys(QUIET);
  const extra = r.shuffle(quietKinds).slice(0, QUIET_WINDOWS - quietKinds.length);
  const specs: Array<{ kind: string; incident: boolean }> = [
    ...[...quietKinds, ...extra].map((kind) => ({ kind, incident: false })),
    ...Object.keys(INCIDENTS).map((kind) => ({ kind, incident: true })),
  ];
  const order = r.shuffle(specs);
  const splits = assignSplit(
    r,
    order.map((s) => (s.incident ? s.kind : null)),
  );
  const labels: Quiet7Label[] = [];
  order.forEach((spec, i) => {
    const sr = r.fork(i);
    const format = FORMATS[i % FORMATS.length];
    const estate = ESTATES[(i + Math.floor(i / FORMATS.length)) % ESTATES.length];
    const minutes = sr.int(3, 15);
    const target = Math.min(11000, Math.max(1300, Math.round(minutes * sr.int(150, 800))));
    const day = 1 + (i % 28);
    const start = Date.UTC(2026, 5, day, sr.int(0, 22), sr.pick([0, 10, 20, 30, 40, 50]), 0) + sr.int(0, 999);
    const w = new Win(sr, estate, start, minutes, target);
    w.background();
    const id = `quiet7-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    let label: Quiet7Label;
    if (spec.incident) {
      const inc = INCIDENTS[spec.kind](w);
      label = {
        id,
        file,
        format,
        isIncident: true,
        originService: inc.origin,
        category: inc.category,
        errorTypeHints: inc.hints,
        incidentStart: new Date(inc.start).toISOString(),
        expectedSeverityAtLeast: inc.severity,
        split: splits[i],
        note: `${estate.company}: ${inc.note}`,
        lines: 0,
      };
    } else {
      const note = QUIET[spec.kind](w);
      label = {
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
        note: `${estate.company} (quiet: ${spec.kind}): ${note}`,
        lines: 0,
      };
    }
    const lines = w.lines(format);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    label.lines = lines.length;
    labels.push(label);
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet7", generateQuiet7, (ls) => {
  const kinds = new Set(ls.filter((l) => !l.isIncident).map((l) => l.note.split(":")[1]));
  return `${kinds.size} quiet kinds, formats ${[...new Set(ls.map((l) => l.format))].join("/")}`;
});
