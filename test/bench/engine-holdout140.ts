/**
 * Blind holdout "holdout140": aggregated logs of four made-up escape room and laser tag businesses, written
 * without looking at the diagnosis engine.
 *
 * What the set holds: 64 windows of 6-20 minutes and 1,500-10,000 lines each, rotating over the six line
 * formats of the incidents README (jsonl, datadog, ecs, gcp, logfmt, compose). 52 hold one real incident,
 * four per root-cause category; 12 are quiet. The estates are Lockstep Escapes (kebab-case services behind
 * Envoy, W3C trace ids; Java/Spring, Go, Node, Python FastAPI and Celery), Photon Rush Arenas (snake_case
 * services behind nginx, no ids at all; Rails, Sidekiq, Elixir/Phoenix, Go, Django, pgbouncer), Cipher Vault
 * (one-word names behind Traefik, a request id on every line; ASP.NET Core, Go, Node, Python) and Blacklight
 * Quest & Tag (team-prefixed names behind HAProxy with Keycloak, correlation ids on the bk-/cx-/fin- services
 * only; Kotlin, Go, Node, Python, Rails, .NET). Their business is room and arena bookings with slot holds,
 * game-master consoles, puzzle prop controllers and laser tag vests on venue Wi-Fi and MQTT, waivers signed
 * on kiosks, party packages and deposits, reminders by SMS and e-mail.
 *
 * Quiet windows are each built around one main kind of harmless noise (declined cards and card testing,
 * credential stuffing, vulnerability scanners, a price scraper throttled with 429s, a rolling restart with
 * retries that succeed, certificate rotation, a duplicate-skipping waiver backfill, a consumer rebalance,
 * report queries killed by statement timeouts, props and vests dropping off Wi-Fi, room sensor threshold
 * alerts and a fire drill, abandoned carts) with one to three small kinds beside it.
 *
 * What makes it hard: every window has alarming lines and most have a chronic harmless error from the first
 * minute (a dead lobby screen, a retired prop, a revoked loyalty partner answering 401, a missing legacy
 * table, a decommissioned base station failing TLS); callers report the fault louder than the origin and in
 * their own words (Read timed out, ECONNREFUSED, TaskCanceledException, Faraday::TimeoutError, 502/503/504,
 * open circuit breakers) and retry; several origins log only WARN (LDAP binds, MQTT reconnects, JWT key ids,
 * validation refusals) or go silent while crash-looping; unrelated deploys and config reloads land near the
 * fault; misleading real strings abound (duplicate key, TimeoutException from a Kafka producer whose brokers
 * are gone, TOO_MANY_REQUESTS from a flood-stage disk block, 401s that are ordinary failed logins); third
 * parties that do not log here are pinned on the service that talks to them; stack traces come in each
 * runtime's own shape; services' clocks are skewed by up to 300 ms.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import type { Format } from "./holdout140/formats.js";
import { makePlan } from "./holdout140/plan.js";
import { Rng } from "./holdout140/rng.js";
import { buildScenario } from "./holdout140/scenario.js";
import { assignSplits } from "./holdout140/split.js";

export interface Holdout140Label extends NotedLabel {
  format: Format;
}

export function generateHoldout140(dir: string, seed = 14001): Holdout140Label[] {
  const r = new Rng(seed);
  const plans = makePlan(r.fork(1));
  const splits = assignSplits(r.fork(2), plans);
  mkdirSync(dir, { recursive: true });
  const labels: Holdout140Label[] = [];
  for (const p of plans) {
    const b = buildScenario(p, (Math.imul(seed, 2654435761) + p.index * 7919) >>> 0);
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

runHoldoutCli(import.meta.url, "holdout140", generateHoldout140, formatsSplitsLines);
