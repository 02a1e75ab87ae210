/**
 * Blind holdout "holdout139": aggregated logs of four made-up theatres, concert halls and opera houses,
 * written without looking at the diagnosis engine.
 *
 * What the set holds: 64 scenarios, 6-20 minute windows of 1,500-10,000 lines each, rotating over the six
 * line formats of the incidents README (jsonl, datadog, ecs, gcp, logfmt, compose). The houses are Lyric
 * Quarter Opera (kebab-case services behind Envoy, W3C trace context on every app line, its own Postgres
 * logging; Java/Spring, Node, Go, .NET, Python), Fernhall Concert Hall (snake_case services behind nginx with
 * its access and error logs, no request ids at all; Rails and Sidekiq, Django and Celery, Go, Node), Corvid
 * Playhouses (one-word names behind HAProxy, a request id on request lines; Node, .NET, Go, Java, Python) and
 * Meridian Stages (team-prefixed names behind Traefik, correlation ids on the .NET services only; Keycloak,
 * Kotlin/Java, .NET, Ruby, Python, Go, Next.js). Their business is the box office and seat maps, seat holds
 * and checkout, season subscriptions and renewals, donors, Friends and Gift Aid, e-ticket rendering and
 * confirmations, stage automation (fly bars, hoists, PLCs) and surtitles/captions on seatback displays.
 *
 * 52 windows hold one real incident each, four per category (one per house): authentication (JWKS not
 * republished after key rotation, revoked processor key, CRM invalid_grant, SMTP 535), authorization (policy
 * dropping a scope, bucket AccessDenied, lost table grants, realm import dropping a role), database, network,
 * timeout, rate limiting, validation, null reference, configuration, dependency, memory, disk and unknown.
 * 12 windows are quiet, each built around one main kind of harmless noise (declined cards at an on-sale,
 * sold-out refusals, expired holds, promo rejections, renewal declines, webhook replays, abandoned 3-D
 * Secure, failed logins and blocked credential stuffing, expired sessions, rate-limited scrapers,
 * vulnerability scanners, certificate rotation, rolling restarts with successful retries, backfills skipping
 * duplicates, consumer rebalances, report queries killed by statement timeouts, upload resets retried, email
 * bounces, cron lock skips, seatback displays dropping offline, stage-machinery and auditorium threshold
 * alerts, door scanners refusing used tickets) with one to three smaller kinds beside it.
 *
 * What makes it hard: callers are louder than origins and speak in their own runtime's words (Read timed
 * out, ECONNREFUSED, socket hang up, 502/503/504 naming the callee, open circuit breakers, retries); several
 * origins log only WARN, or crash-loop and go silent; one origin is the proxy itself and one is the database;
 * unrelated deploys and config reloads land near the fault; most windows carry a chronic harmless error from
 * the first minute (dead metrics sinks, a missing font, a retired partner's expired certificate) that
 * outnumbers the origin; noise reuses incident words (connection reset, statement timeout, duplicate key,
 * 429, x509, deadline); a disk incident surfaces as an Elasticsearch 429; third parties that do not log here
 * (processors, CRMs, IdPs, Kafka, Redis, the tax gateway) are pinned on the service that talks to them; stack
 * traces come in each runtime's shape; each service's clock is skewed by up to 300 ms.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout139/estates.js";
import type { Format } from "./holdout139/formats.js";
import { incident } from "./holdout139/incidents/index.js";
import { makePlan } from "./holdout139/plan.js";
import { Rng } from "./holdout139/rng.js";
import { buildScenario } from "./holdout139/scenario.js";
import { assignSplits } from "./holdout139/split.js";

export interface Holdout139Label extends NotedLabel {
  format: Format;
}

export function generateHoldout139(dir: string, seed = 13901): Holdout139Label[] {
  const r = new Rng(seed);
  const plans = makePlan(r.fork(1));
  const splits = assignSplits(r.fork(2), plans);
  mkdirSync(dir, { recursive: true });
  const labels: Holdout139Label[] = [];
  for (const p of plans) {
    const b = buildScenario(p, (Math.imul(seed, 40503) + p.index * 7919) >>> 0);
    writeFileSync(join(dir, b.file), b.text);
    const inc = p.incident ? incident(p.incident) : null;
    const origin = inc ? (ESTATES[p.estate].services.find((s) => s.role === inc.origin)?.name ?? null) : null;
    labels.push({
      id: p.id,
      file: b.file,
      format: p.format,
      isIncident: !!inc,
      originService: origin,
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

runHoldoutCli(import.meta.url, "holdout139", generateHoldout139, formatsSplitsLines);
