/**
 * Blind holdout "quiet134": aggregated logs of four made-up locksmith and key-cutting businesses, written
 * without looking at the diagnosis engine.
 *
 * What the set holds: 48 scenarios, 6-20 minute windows of 1,500-10,000 lines each, rotating over the six line
 * formats of the incidents README (jsonl, datadog, ecs, gcp, logfmt, compose). The estates are Keystone
 * Lockworks (kebab-case services behind Envoy, W3C trace ids; Node, Java, Go, Python, .NET), Brassward & Sons
 * (snake_case services behind nginx, no ids at all; Rails and Sidekiq, Python, Java, Go, Node), Tumbler24
 * (one-word names behind HAProxy, x-request-id on every request line; Node, Java, Go, .NET, Ruby, Python) and
 * Pinpoint Security Locksmiths (team-prefixed names behind Traefik, correlation ids on the .NET and JVM
 * services only; .NET, Kotlin, Java, Node, Go, Python, Keycloak). Their business is emergency lockout
 * callouts and dispatch, technician GPS and van telemetry, quotes and deposits, key-cutting machines in shops,
 * smart-lock provisioning through a lock vendor's cloud, and van stock.
 *
 * 40 windows are quiet: healthy estates that still log bursts of WARN/ERROR lines, each built around its own
 * main kind of harmless noise (declined deposits, failed logins and credential stuffing, expired tokens at
 * shift change, validation rejections, fraud holds, cancellations, occupancy checks refused, double
 * submissions, no technician in rural areas, slow insurer checks retried, callers hanging up, price scrapers
 * rate limited, vulnerability scanners, certificate rotation, old tech-app versions, config reloads, replayed
 * webhooks, rolling restarts, consumer rebalances, long GC pauses, cron runs skipped on a lock, backfills
 * skipping duplicates, report queries killed by statement timeouts, cold caches, probe flaps, log volumes
 * rotated, NTP steps, a dead metrics sink, chronic legacy errors, transient resets retried, smart locks
 * offline, key-machine wear alarms, van telemetry thresholds, GPS gaps, geocoder misses, blanks out of stock,
 * old lock firmware, undeliverable SMS, dead push tokens, code-slot conflicts, late handheld scans, invoice
 * rendering warnings) with one to three smaller kinds beside it. 8 windows hold one real incident each
 * (database, network, timeout, dependency, configuration, memory, disk, null_reference), laid on the same kinds
 * of noise.
 *
 * What makes it hard: most windows carry a chronic harmless error from the first minute; callers (the edge
 * proxy, intake APIs, the Rails shop, Sidekiq retries) report an incident louder and in their own words
 * (504 UT, 502/503, Net::ReadTimeout, ECONNREFUSED, Polly retries) than the origin; some origins log mostly
 * WARN (a search running past its deadline, a VPN path gone) or go silent between crashes; an unrelated
 * release of another service lands a few minutes before every fault; harmless noise reuses incident words
 * ("No route to host" from a dead metrics sink, "statement timeout", "duplicate key", disk usage warnings,
 * "Connection reset by peer", CommitFailedException, machines going offline, 401s from a vendor); third
 * parties that do not log here (the card vendor, the lock cloud, the databases, the shop VPN) are pinned on
 * the service that talks to them; stack traces come in each runtime's own shape; clocks skew by up to 300 ms.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import type { Format } from "./quiet134/formats.js";
import { makePlan } from "./quiet134/plan.js";
import { Rng } from "./quiet134/rng.js";
import { buildScenario } from "./quiet134/scenario.js";
import { assignSplits } from "./quiet134/split.js";

export interface Quiet134Label extends NotedLabel {
  format: Format;
}

export function generateQuiet134(dir: string, seed = 13451): Quiet134Label[] {
  const r = new Rng(seed);
  const plans = makePlan(r.fork(1));
  const splits = assignSplits(r.fork(2), plans);
  mkdirSync(dir, { recursive: true });
  const labels: Quiet134Label[] = [];
  for (const p of plans) {
    const b = buildScenario(p, (Math.imul(seed, 40503) + p.index * 2654435761) >>> 0);
    writeFileSync(join(dir, b.file), b.text);
    const inc = p.incident;
    labels.push({
      id: p.id,
      file: b.file,
      format: p.format,
      isIncident: !!inc,
      originService: inc ? (p.estate.services.find((s) => s.roles.includes(inc.originRole))?.name ?? null) : null,
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

runHoldoutCli(import.meta.url, "quiet134", generateQuiet134, formatsSplitsLines);
