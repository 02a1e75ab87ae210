/**
 * Blind holdout "quiet137": 48 windows from four made-up chimney-sweep and stove-fitting businesses, 40 of
 * them quiet (healthy estates that still log bursts of ERROR and WARN) and 8 holding one real incident each,
 * in eight different root-cause categories, laid on the same kinds of noise.
 *
 * The estates differ on purpose: Sootline (kebab-case names, Envoy, W3C trace ids on every line; Spring, Go
 * and Node), Flue & Fire (snake_case, nginx, request ids on the web tier only; Django, Celery, Go, Node,
 * Laravel), Hearthwise (one-word names, Traefik, correlation ids on some services; Rails/Sidekiq, Phoenix,
 * ASP.NET Core, Python, Node) and Kestrel (team-prefixed -svc/-worker names, HAProxy, no ids at all; Laravel,
 * Go, .NET, Python, Spring, Node). Lines and stack traces come in each runtime's own shape, spread over the six
 * formats of the incidents README, with up to 300 ms of clock skew between services.
 *
 * What makes it hard: most windows carry a chronic harmless error from the first minute that outnumbers the
 * origin's lines; unrelated deploys and config reloads land near the fault; quiet noise reuses incident words
 * (duplicate key, connection reset, statement timeout, 503 retries, GC pauses, TLS handshake errors); callers
 * report failures louder than the origin and in their own words; some origins log only WARN or go silent while
 * crash-looping; and some layouts are unusual (JVM stack frames split into one record per line, plain-text
 * containers that GCP only marks INFO or ERROR by stream, .NET's "Information" levels in ECS, JSON inside
 * messages).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { plan } from "./quiet137/plan.js";
import { buildWindow } from "./quiet137/scenario.js";
import { split } from "./quiet137/split.js";
import type { Format } from "./quiet137/types.js";

export interface Quiet137Label extends NotedLabel {
  format: Format;
}

const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const QUIET_NOTES: Record<string, string> = {
  declinedCards: "card declines from the payment vendor",
  failedLogins: "failed customer logins and a small credential-stuffing burst",
  scanners: "a vulnerability scanner probing for 404s",
  scrapers: "a scraper throttled with 429s",
  validationRefusals: "validation refusals of bad booking input",
  rollingRestart: "a rolling restart whose callers' retries succeed",
  certRotation: "certificate rotation with a few stale-client TLS handshake errors",
  backfill: "a backfill skipping duplicate keys",
  rebalance: "consumer rebalances and broker reconnects",
  reportTimeouts: "report queries hitting statement timeouts and succeeding in chunks",
  devicesWifi: "field devices dropping off wifi",
  thresholds: "stock and disk threshold warnings",
  vendorRetries: "SMS vendor 503s that succeed on retry",
  gcPauses: "long but harmless GC pauses",
};

export function generateQuiet137(dir: string, seed = 13751): Quiet137Label[] {
  mkdirSync(dir, { recursive: true });
  const specs = plan(seed);
  const labels: Quiet137Label[] = [];
  for (const s of specs) {
    const lines = buildWindow(s);
    const file = `${s.id}.${EXT[s.format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = s.incident;
    labels.push({
      id: s.id,
      file,
      format: s.format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc && s.incidentStart ? new Date(s.incidentStart).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? inc.note
        : `Quiet window: healthy ${s.estate} estate with ${QUIET_NOTES[s.main]} beside ${s.small.map((k) => QUIET_NOTES[k]).join(", ")}.`,
      lines: lines.length,
    });
  }
  const halves = split(labels, seed);
  for (const l of labels) l.split = halves.get(l.id)!;
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet137", generateQuiet137, formatsSplitsLines);
