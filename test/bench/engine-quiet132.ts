/**
 * Blind holdout "quiet132": aggregated logs of four made-up music festival and outdoor event organisers,
 * written without looking at the diagnosis engine.
 *
 * What the set holds: 48 scenarios, 6-20 minute windows of 1,500-10,000 lines each, rotating over the six
 * line formats of the incidents README (jsonl, datadog, ecs, gcp, logfmt, compose). The estates are
 * Harbourlight Live (kebab-case services behind Envoy, W3C trace ids; Java, Node, Go, .NET, Python),
 * Northmoor Open Air (snake_case services behind nginx, no ids; Ruby/Rails and Sidekiq, Python FastAPI and
 * Celery, Java, Go), Saltmarsh Sound (one-word names, x-request-id on every line; Node, Java, Go, .NET, Ruby,
 * Python) and Kestrel Weekender (team-prefixed names, 64-bit decimal trace ids; Keycloak, Kotlin/Java, .NET,
 * Go, Python, Ruby, NestJS). Their business is ticket resale and transfers, RFID wristband activation and
 * cashless top-ups, gate scanners on flaky links, lineup and set-time apps with push, artist advancing,
 * vendor point of sale, crowd density sensors and weather holds.
 *
 * 40 windows are quiet: healthy estates that still log bursts of ERROR/WARN lines, each built around one of
 * 38 kinds of harmless noise (declined cards, failed logins, expired sessions, refused transfers, fraud rules,
 * scrapers rate limited, vulnerability scanners, rolling restarts with retries that succeed, certificate
 * rotation, backfills skipping duplicates, gate scanners dropping offline, pass-back refusals, weather holds,
 * crowd-density alerts, dead push tokens, consumer rebalances, report queries killed by statement timeouts,
 * long-but-healthy GC pauses ...) with one to three smaller kinds beside it. 8 windows hold one real incident
 * each (database, network, timeout, dependency, configuration, memory, disk, null_reference), laid on the same
 * kind of noise.
 *
 * What makes it hard: every window has alarming lines, most have a chronic harmless error from the first
 * minute that outnumbers the origin's; callers (edge proxies, BFFs, POS gateways) report an incident louder
 * and in their own words (timeouts, 502/503/504, resets) and retry; some origins log mostly WARN or go silent
 * while crashed; unrelated deploys and config reloads land near the fault; harmless noise reuses the words of
 * the incidents ("Connection reset by peer", "no route to host", "statement timeout", "duplicate key",
 * PSQLException, 410 Unregistered beside DeviceTokenNotForTopic); third parties that do not log here (the
 * payment vendor, the wristband vendor, the data tier) are pinned on the service that talks to them; stack
 * traces come in each runtime's own shape; services' clocks are skewed by up to 300 ms.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import type { Format } from "./quiet132/formats.js";
import { makePlan } from "./quiet132/plan.js";
import { Rng } from "./quiet132/rng.js";
import { buildScenario } from "./quiet132/scenario.js";
import { assignSplits } from "./quiet132/split.js";

export interface Quiet132Label extends NotedLabel {
  format: Format;
}

export function generateQuiet132(dir: string, seed = 13251): Quiet132Label[] {
  const r = new Rng(seed);
  const plans = makePlan(r.fork(1));
  const splits = assignSplits(r.fork(2), plans);
  mkdirSync(dir, { recursive: true });
  const labels: Quiet132Label[] = [];
  for (const p of plans) {
    const b = buildScenario(p, (Math.imul(seed, 31) + p.index * 104729) >>> 0);
    writeFileSync(join(dir, b.file), b.text);
    const inc = p.incident;
    labels.push({
      id: p.id,
      file: b.file,
      format: p.format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: b.incidentStart,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits.get(p.id) ?? "locked",
      note: b.note,
      lines: b.lines,
    });
  }
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet132", generateQuiet132, formatsSplitsLines);
