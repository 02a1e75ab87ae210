/**
 * Blind holdout "quiet135": aggregated logs of four made-up nightclub and karaoke-bar businesses, written
 * without looking at the diagnosis engine.
 *
 * What the set holds: 48 scenarios, 6-20 minute windows of 1,500-10,000 lines each, eight in each of the six
 * line formats of the incidents README (jsonl, datadog, ecs, gcp, logfmt, compose). The estates are
 * Velvet Lantern (clubs; kebab-case services behind Envoy, W3C trace ids on every line; Node, Spring, Go,
 * ASP.NET, FastAPI, Celery, NestJS, pgbouncer), Echo Booth (karaoke bars; snake_case behind nginx,
 * x-request-id on the web tier only; Rails and Sidekiq, Express, FastAPI, Flask, Go, Spring), Neon Pelican
 * (club and karaoke lounge; one-word names behind HAProxy, correlation ids on the .NET and JVM services only;
 * ASP.NET, Spring, Ktor, Go, Celery, NestJS, Kafka) and Midnight Oriole (late bars; -svc/-worker names behind
 * Traefik, no request ids at all; Express, Django, Go, Sidekiq, Laravel, Spring, Celery, Redis). Their
 * business is guest lists and promoter allocations, table and karaoke-room bookings, the song catalogue and
 * its licence clearances, door ID and age checks, bar tabs on card pre-authorisations, tills and receipt
 * printers, room tablets, sound-level meters and cellar probes.
 *
 * 40 windows are quiet: healthy estates that still log bursts of ERROR/WARN lines, each built around one of
 * 38 kinds of harmless noise (under-age refusals and suspected fake IDs at the door, capacity holds,
 * exhausted promoter allocations, declined cards, expiring pre-auths, replayed processor webhooks, an
 * unplugged receipt printer, reconciliation variances, songs not licensed for the territory, a catalogue
 * backfill skipping duplicate keys, broken lyric timings, rejected report rows, tablets dropping off wifi,
 * sound-level and cellar-temperature alarms, failed staff logins, expired sessions, validation rejections,
 * booking races, throttled scrapers, vulnerability scanners, rolling restarts with retries that succeed,
 * certificate rotation, consumer rebalances, report queries killed by statement timeouts, long GC pauses,
 * cold caches, autoscaling warm-up, SMS bounces, dead push tokens, a draining backlog ...) with one to three
 * smaller kinds beside it. 8 windows hold one real incident each (database, network, timeout, dependency,
 * configuration, memory, disk, null_reference), laid on the same kind of noise.
 *
 * What makes it hard: most windows carry a chronic harmless error from the first minute (statsd refused,
 * an unresolvable legacy host, Sentry read timeouts, Rails RoutingError FATALs, unhealthy legacy health
 * checks ...) that outnumbers the origin's lines; callers (room controllers, door scanner hubs, bar-tab
 * services, edge proxies) report incidents louder and in their own words (timeouts, 502/503/504, refused
 * connections, retries); some origins log mostly WARN or GC lines, or go silent while crashed; unrelated
 * deploys and proxy config reloads land near the fault; a configuration fault surfaces as another service's
 * validation errors; harmless noise reuses incident words ("no route to host", "statement timeout",
 * "duplicate key", "Connection reset", 503 retries, Full GC pauses); third parties that do not log here (the
 * card acquirer, the rights society, the managed database) are pinned on the service that talks to them;
 * stack traces come in each runtime's own shape; services' clocks are skewed by up to 300 ms.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import type { Format } from "./quiet135/formats.js";
import { makePlan } from "./quiet135/plan.js";
import { Rng } from "./quiet135/rng.js";
import { buildScenario } from "./quiet135/scenario.js";
import { assignSplits } from "./quiet135/split.js";

export interface Quiet135Label extends NotedLabel {
  format: Format;
}

export function generateQuiet135(dir: string, seed = 13551): Quiet135Label[] {
  const r = new Rng(seed);
  const plans = makePlan(r.fork(1));
  const splits = assignSplits(r.fork(2), plans);
  mkdirSync(dir, { recursive: true });
  const labels: Quiet135Label[] = [];
  for (const p of plans) {
    const b = buildScenario(p, (Math.imul(seed, 2654435761) + Math.imul(p.index + 1, 40503)) >>> 0);
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

runHoldoutCli(import.meta.url, "quiet135", generateQuiet135, formatsSplitsLines);
