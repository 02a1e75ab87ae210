/**
 * holdout141: a blind scenario set for the diagnosis engine, written from public postmortems and real runtime log
 * shapes without looking at the engine. 64 windows (6-20 minutes, ~1,500-10,000 lines each) from four made-up music
 * school businesses: 52 hold one incident each (four per root-cause category, one per estate) and 12 are quiet.
 *
 * Estates: Crescendo Keys Academy (kebab-case services, Envoy edge, W3C trace ids everywhere; Spring, Go, Node),
 * Fermata School of Music (snake_case, nginx, request ids on the web tier only; Rails/Sidekiq, Django, Postgres),
 * Keynote Piano Studios (one-word names, Traefik, correlation ids on some services; .NET, Elixir, PHP/Laravel) and
 * Metronome Collective (-svc/-worker names, HAProxy, no ids at all; Go, Node, Spring, Python).
 *
 * What makes it hard: most windows carry a chronic harmless error stream from minute one that outnumbers the
 * origin's lines; unrelated deploys, flag reloads and proxy reloads land near the fault; harmless noise reuses
 * incident words (duplicate key, connection reset, statement timeout, 503 retries, GC pauses, TLS handshake errors);
 * callers report failures louder than the origin and in their own words; some origins log only WARN or go silent
 * while crash-looping; proxies log 5xx as INFO access lines; level words differ by runtime (Information, WARNING,
 * LOG, notice); clocks are skewed up to 300 ms; some services print +01:00 offsets, GCP lines may be textPayload,
 * compose streams arrive slightly out of order and multi-line stack traces continue on raw lines.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import type { Format } from "./holdout141/model.js";
import { plan } from "./holdout141/plan.js";
import { buildScenario } from "./holdout141/scenario.js";
import { split } from "./holdout141/split.js";

export interface Holdout141Label extends NotedLabel {
  format: Format;
}

const QUIET_NOTES: Record<string, string> = {
  declinedCards: "declined term-fee cards",
  failedLogins: "a burst of failed logins from one address",
  scanners: "vulnerability scanners probing for common paths",
  scraper429: "a teacher-directory scraper being throttled with 429s",
  rollingRestart: "a rolling restart whose callers retried and succeeded",
  certRotation: "a certificate rotation with brief handshake complaints",
  backfill: "a results backfill skipping duplicate rows",
  rebalance: "consumer group rebalances",
  reportTimeouts: "end-of-term reports hitting their statement timeout",
  wifiDevices: "door tablets dropping off the wifi and reconnecting",
  thresholdAlerts: "threshold warnings that never reached a limit",
  badInput: "validation refusals of bad form input",
};

export function generateHoldout141(dir: string, seed = 14101): Holdout141Label[] {
  mkdirSync(dir, { recursive: true });
  const labels: Holdout141Label[] = [];
  for (const spec of plan(seed)) {
    const built = buildScenario(spec);
    const ext = spec.format === "logfmt" || spec.format === "compose" ? "log" : "jsonl";
    const file = `${spec.id}.${ext}`;
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = spec.incident;
    labels.push({
      id: spec.id,
      file,
      format: spec.format,
      isIncident: Boolean(inc),
      originService: inc ? built.originService : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? built.incidentStart : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: "tune",
      note: inc
        ? inc.note
        : `A healthy ${spec.estate.business.split(" (")[0]} window whose main noise is ${QUIET_NOTES[spec.quietMain ?? ""]}, with ${(spec.quietSmall ?? []).map((k) => QUIET_NOTES[k]).join(" and ")} beside it.`,
      lines: built.lines.length,
    });
  }
  const halves = split(labels, seed);
  for (const l of labels) l.split = halves.get(l) ?? "tune";
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout141", generateHoldout141, formatsSplitsLines);
