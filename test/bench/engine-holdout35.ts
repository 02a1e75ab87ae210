/**
 * Holdout set 35, "slow burns: incidents that build up", written blind (without reading the engine or its tests).
 *
 * 64 scenarios: 52 incidents (4 for each of the 13 categories) and 12 quiet windows, across five made-up companies
 * (a freight forwarder, a vet-clinic chain, an online academy, a solar-energy operator, a craft brewery's shop) of
 * 11 services each, 6-11 of them in any one file, in the dev set's six formats taken in turn.
 *
 * Each incident develops over minutes: after 2-10 minutes of baseline, the origin shows early signs for 2-15 minutes
 * at INFO and WARN (G1 pauses and heap after GC creeping up, Hikari active/waiting counts rising, disk at 80/90/95%,
 * a token "expires in N minutes" countdown, X-RateLimit-Remaining falling, replica lag, queue depth, p99 latency,
 * growing retries, a flag or rolling deploy reaching more traffic) before the loud ERRORs, which callers often print
 * first. Twelve recover on their own (autoscaler, pool recycling, cleanup cron, secret re-sync, rollback), leaving the
 * fault's trail and the recovery in one file. Four have the build-up in another service than the one that fails
 * loudly (a batch job eating a shared database's connections, filling a shared volume, burning a shared vendor
 * quota, or migrating tenant schemas without grants); their origin is the batch job, which a senior would fix first.
 *
 * The quiet windows have build-ups that stop on their own below any harm (heap freed by a mixed GC, disk at 82%
 * then logrotate, lag that drains, a quota warning and traffic falling off, latency during a nightly job, a pool
 * that falls back, a queue the autoscaler drains, a token refreshed in time, a renewed certificate, ILM cleanup).
 *
 * Every file is one stream sorted by printed time, with per-service clock skew up to 300 ms, routine traffic,
 * health checks, periodic jobs, a noisy service with a steady harmless error or warning, deprecation warnings and
 * retries that succeed; 2,000-20,000 lines. Labels follow ../shared/data/incidents/README.md plus split (seeded,
 * half of each category each side, quiet windows as one group), note and lines.
 *
 *   npx tsx test/bench/engine-holdout35.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout35/estates.js";
import { EXT, FORMATS, type Format } from "./holdout35/formats.js";
import { INCIDENTS } from "./holdout35/incidents.js";
import { QUIET } from "./holdout35/quiet.js";
import { Rng } from "./holdout35/rng.js";
import { splitHalves } from "./holdout35/split.js";
import { fits, play, type Scenario } from "./holdout35/stream.js";

export interface Holdout35Label extends NotedLabel {
  format: Format;
}

export function generateHoldout35(dir: string, seed = 35): Holdout35Label[] {
  mkdirSync(dir, { recursive: true });
  const r = new Rng(seed);
  const all: Scenario[] = [
    ...INCIDENTS.map((spec) => ({ kind: "incident" as const, spec })),
    ...QUIET.map((spec) => ({ kind: "quiet" as const, spec })),
  ];
  const order = r.shuffle(all);
  const group = (s: Scenario) => (s.kind === "incident" ? s.spec.cat : "quiet");
  const split = splitHalves(order, group, r);
  const day0 = Date.UTC(2026, 5, 1);
  const labels: Holdout35Label[] = order.map((sc, i) => {
    const sr = r.fork(i);
    const format = FORMATS[i % FORMATS.length];
    const fit = ESTATES.filter((e) => fits(sc, e));
    const estate = sr.pick(fit.length ? fit : ESTATES);
    const t0 = day0 + i * 86400000 + sr.int(0, 23) * 3600000 + sr.int(0, 59) * 60000 + sr.int(0, 59) * 1000;
    const played = play(sc, estate, sr, format, t0);
    const id = `h35-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), played.text);
    const inc = sc.kind === "incident";
    return {
      id,
      file,
      format,
      isIncident: inc,
      originService: inc ? played.origin : null,
      category: inc ? sc.spec.cat : null,
      errorTypeHints: inc ? sc.spec.hints : [],
      incidentStart: inc ? new Date(played.start).toISOString() : null,
      expectedSeverityAtLeast: inc ? (sc.spec.recover || sc.spec.cat === "validation" ? "medium" : "high") : null,
      split: split[i],
      note: `${estate.company}: ${sc.spec.note(played.ctx)}${inc && sc.spec.recover ? " (recovers on its own)" : ""}`,
      lines: played.lines,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout35", generateHoldout35);
