/**
 * Quiet set 8, written blind: "harmless windows that look alarming, round 8". 48 scenarios: 40 quiet windows and
 * 8 incidents (database, memory, disk, network, authentication, configuration, null_reference, timeout; one each).
 *
 * Each file is one aggregated stream, 3-15 minutes, 1,000-12,000 lines, from one of five made-up estates (a dental
 * group, a freight forwarder, an energy utility, an online bookshop, a gym chain; 8-10 services each plus infra such
 * as kubelet, cert-manager, argocd), in the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose) in
 * rotation. Every window carries the same everyday noise: access lines, health probes, periodic jobs, a service that
 * logs the same harmless error or warning all window, deprecation warnings, retries that succeed, and per-service
 * clock skew up to 280 ms (lines sorted by printed time).
 *
 * Quiet windows (31 kinds, e.g. an SLO/error-budget report, a changelog quoting old incidents, a staging test suite
 * with a by-design FAILED test_payment_timeout, a fuzzing job, an announced DR drill rolled back, a flag-removed
 * endpoint's 404s, an old SDK's 400s, a bulk import rejecting 3 of 50,000 rows, a DLQ replay, GC pauses under
 * threshold, a replica rebuild, cache warm-up, a Kafka reassignment, an ETL skipping malformed records, a /wp-admin
 * scanner, wrong-password 401s, a 30-day certificate warning, documented 429s, rolling replica restarts, "lock not
 * acquired" job races, cancelled uploads, scale-to-zero, Sentry-ignored exceptions, HikariCP maxLifetime warnings,
 * Node's MaxListenersExceededWarning, a backup's vanished WAL file, 426 forced upgrades, card declines, a preview
 * environment teardown, kubelet image GC, expired JWTs refreshed). Some quiet windows stack a second kind.
 * Incidents start 40-65% into the window; the origin logs the cause, callers report it in their own words.
 *
 * `npx tsx test/bench/engine-quiet8.ts --out DIR [--seed N]` writes the files and labels.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet8/estates.js";
import { extOf, FORMATS, type Format } from "./quiet8/formats.js";
import { INCIDENTS, type IncidentKind } from "./quiet8/incidents.js";
import { QUIET, type QuietKind } from "./quiet8/quiet.js";
import { makeRng } from "./quiet8/rng.js";
import { assignSplits } from "./quiet8/split.js";
import { background, finish, makeCtx } from "./quiet8/stream.js";

export interface Quiet8Label extends NotedLabel {
  format: Format;
}

/** Kinds laid over an incident window: noise on the edge or on infra, never on an origin. */
const OVERLAYS = ["slo-report", "security-scanner", "sdk-deprecated-header", "cert-expiry-30d", "mobile-upgrade-426"];

type Spec = { quiet: QuietKind; extra?: QuietKind } | { incident: IncidentKind; extra: QuietKind };

export function generateQuiet8(dir: string, seed = 8): Quiet8Label[] {
  const rng = makeRng(seed * 7919 + 8);
  mkdirSync(dir, { recursive: true });
  const repeats = rng.shuffle([...QUIET]).slice(0, 40 - QUIET.length);
  const specs: Spec[] = [...QUIET, ...repeats].map((quiet) => {
    const extra = rng.chance(0.35) ? rng.pick(QUIET.filter((k) => k !== quiet)) : undefined;
    return { quiet, extra };
  });
  for (const incident of INCIDENTS) {
    const name = rng.pick(OVERLAYS);
    specs.push({ incident, extra: QUIET.find((k) => k.kind === name) ?? QUIET[0] });
  }
  rng.shuffle(specs);
  const splits = assignSplits(
    specs.map((s) => ("incident" in s ? s.incident.category : "quiet")),
    rng.fork(1),
  );
  const labels: Quiet8Label[] = [];
  specs.forEach((spec, i) => {
    const r = rng.fork(100 + i);
    const format = FORMATS[i % FORMATS.length];
    const estate = ESTATES["incident" in spec ? spec.incident.estate : i % ESTATES.length];
    const minutes = r.int(3, 15);
    const day = new Date(Date.UTC(2026, 10, 2 + i, r.int(0, 23), r.int(0, 59), 0));
    const c = makeCtx(estate, r, day.getTime(), minutes);
    const target = Math.round(1100 * Math.exp(r.next() * Math.log(10500 / 1100)));
    const id = `quiet8-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${extOf(format)}`;
    let label: Omit<Quiet8Label, "lines">;
    if ("incident" in spec) {
      const start = Math.round(c.t(0.4 + r.next() * 0.25) / 1000) * 1000;
      const inc = spec.incident.run(c, start);
      spec.extra.run(c);
      label = {
        id,
        file,
        format,
        isIncident: true,
        originService: inc.originService,
        category: inc.category,
        errorTypeHints: inc.errorTypeHints,
        incidentStart: new Date(inc.incidentStart).toISOString(),
        expectedSeverityAtLeast: inc.expectedSeverityAtLeast,
        split: splits[i],
        note: `${inc.note} (${estate.company})`,
      };
    } else {
      const notes = [spec.quiet.run(c)];
      if (spec.extra) notes.push(spec.extra.run(c));
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
        note: `quiet (${[spec.quiet.kind, spec.extra?.kind].filter(Boolean).join(" + ")}, ${estate.company}): ${notes.join("; also ")}`,
      };
    }
    background(c, target);
    const lines = finish(c, format);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({ ...label, lines: lines.length });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(
  import.meta.url,
  "quiet8",
  generateQuiet8,
  (ls) => `formats ${[...new Set(ls.map((l) => l.format))].join(",")}`,
);
