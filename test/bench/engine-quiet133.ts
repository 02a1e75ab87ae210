/**
 * Blind holdout "quiet133": aggregated logs of four made-up tattoo and piercing studio businesses, written
 * without looking at the diagnosis engine.
 *
 * What the set holds: 48 scenarios, 6-20 minute windows of 1,500-10,000 lines each, rotating over the six
 * line formats of the incidents README (jsonl, datadog, ecs, gcp, logfmt, compose). The estates are
 * Inkwell Collective (kebab-case services behind Envoy, W3C trace context on every service but the proxy;
 * Java/Spring, Node, Go, Python, .NET), Blackthorn Ink & Steel (snake_case services behind nginx, no ids at
 * all; Rails with lograge and Sidekiq, Django under gunicorn, Celery, Go), Needlepoint Studios (one-word names
 * behind Traefik, a request id on every line; Node, .NET, Java, Ruby, Go, FastAPI) and Red Lantern Tattoo Co.
 * (team-prefixed names behind HAProxy, a correlation id only on the .NET and Kotlin services; Keycloak,
 * NestJS, Ktor, Rails, Go, Python). Their business is appointments and slot search, card deposits through a
 * payment vendor, signed consent forms with ID checks, artists' portfolios and image variants, aftercare SMS
 * and email, autoclave cycles and pouch scans in the sterilisation log, and needle/jewellery stock.
 *
 * 40 windows are quiet: healthy estates that still log bursts of ERROR/WARN lines, each built around one of
 * 40 kinds of harmless noise (declined deposits and abandoned 3-D Secure, failed logins and lockouts, expired
 * refresh tokens logged as errors by the identity server, under-age and unreadable-ID consent refusals,
 * double-booking constraint violations returned as 409, no-show sweeps, undeliverable SMS, bounced mail,
 * webhook replays, disputes, vouchers, scrapers rate limited, vulnerability scanners logged at FATAL by Rails,
 * rolling deploys with refused-then-retried calls, certificate rotation with handshake errors, backfills
 * skipping duplicate keys, consumer rebalances with a CommitFailedException, reports killed by
 * statement_timeout, long full-GC pauses, client aborts and broken pipes, pool connections recycled, config
 * reloads, skipped cron runs, DLQ replays, a reindex with rejected documents, HEIC uploads, calendar resyncs,
 * failed autoclave cycles and quarantined kits, overdue spore tests, kiosks and printers going offline, stock
 * below par, sensor thresholds ...) with one to three smaller kinds beside it. 8 windows hold one real
 * incident each (database, network, timeout, dependency, configuration, memory, disk, null_reference), laid
 * on the same kind of noise.
 *
 * What makes it hard: most windows carry a chronic harmless error from the first minute (an OpenTelemetry
 * exporter that cannot reach its collector, a missing translation, a supplier feed 404, a TLS 1.0 tablet,
 * an error tracker over quota, fontconfig on stderr) that outnumbers the origin's lines; callers (BFFs,
 * booking services, the edge proxy, a queue monitor) report an incident louder and in their own words
 * (Axios/Faraday/Spring/Ktor errors, 502/503/504, Net::ReadTimeout, connection refused) and retry; some
 * origins log mostly WARN or crash and restart; unrelated deploys and config reloads land near the fault;
 * harmless noise reuses incident words ("duplicate key", "statement timeout", "connection reset",
 * ECONNREFUSED, "out of memory" in gunicorn's SIGKILL line, 503 from a vendor that retries fine); gunicorn
 * and nginx write to stderr, which a GCP agent files as ERROR; third parties that do not log here (the
 * payment and SMS vendors, Postgres) are pinned on the service that talks to them; stack traces come in each
 * runtime's own shape; each service's clock is skewed by up to 300 ms.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import type { Format } from "./quiet133/formats.js";
import { makePlan } from "./quiet133/plan.js";
import { Rng } from "./quiet133/rng.js";
import { buildScenario } from "./quiet133/scenario.js";
import { assignSplits } from "./quiet133/split.js";

export interface Quiet133Label extends NotedLabel {
  format: Format;
}

export function generateQuiet133(dir: string, seed = 13351): Quiet133Label[] {
  const r = new Rng(seed);
  const plans = makePlan(r.fork(1));
  const splits = assignSplits(r.fork(2), plans);
  mkdirSync(dir, { recursive: true });
  const labels: Quiet133Label[] = [];
  for (const p of plans) {
    const b = buildScenario(p, (Math.imul(seed, 40503) + p.index * 7919) >>> 0);
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

runHoldoutCli(import.meta.url, "quiet133", generateQuiet133, formatsSplitsLines);
