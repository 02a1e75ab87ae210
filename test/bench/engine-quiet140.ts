/**
 * quiet140: a blind evaluation set of 48 aggregated log windows from four made-up pottery businesses (class
 * bookings, kiln controllers and firing schedules, glaze stock, shop and commissions): 40 quiet windows and 8
 * incidents, one each in database, memory, disk, configuration, dependency, authentication, timeout and network.
 * Each window is 6-25 minutes and 1,500-10,000 lines of 6-12 services behind nginx, Envoy, Traefik or HAProxy
 * (plus an ALB), written by Node, Spring, Go, Python, Ruby, .NET, PHP and Elixir services in their own shapes
 * (stack traces, access lines, SQLSTATEs, gunicorn SIGKILLs, HAProxy health checks), rotating over the six formats
 * with up to 300 ms of clock skew per service and W3C trace ids, tier-limited request ids or none.
 *
 * What makes it hard: the quiet windows are loud. They carry declined cards, users mistyping passwords, scanner
 * bursts that make Rails log FATAL, Tomcat ClientAbortException stacks, validation refusals, retries that
 * succeed, Redis blips, rolling deploys with edge 502s, certificate renewals with TLS handshake errors,
 * health-check flaps, slow queries, replayed webhooks, queue redeliveries, idempotent unique-key violations,
 * kiln sensor glitches, a recovered Go panic and services that log the same harmless ERROR all window long - none
 * of which an on-call engineer would page on. In the incidents the origin is often quieter than its callers (a
 * few WARNs, a crash loop that logs only at start-up, a circuit breaker that logs once per probe), callers report
 * the failure in their own words, an unrelated deploy or the same-worded noise lands near the fault, and yet a
 * careful reader can still name the origin and the cause from the window alone.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet140/estates.js";
import { EXT, type Format } from "./quiet140/formats.js";
import { plan } from "./quiet140/plan.js";
import { Rng, subSeed } from "./quiet140/rng.js";
import { buildWindow } from "./quiet140/scenario.js";
import { assignSplits } from "./quiet140/split.js";

export interface Label extends NotedLabel {
  format: Format;
}

const NOISE_WORDS: Record<string, string> = {
  "declined-cards": "declined cards",
  "user-login-failures": "members mistyping passwords",
  scanner: "a vulnerability-scanner burst",
  "client-disconnects": "client disconnects",
  "validation-refusals": "refused booking input",
  "retries-succeed": "retries that succeed",
  "redis-blip": "a Redis reconnect",
  "rolling-deploy": "a rolling deploy",
  "cert-renewal": "a certificate renewal with TLS handshake errors",
  "health-flap": "a health-check flap",
  "slow-queries": "slow queries",
  "webhook-replays": "replayed payment webhooks",
  "queue-redelivery": "queue redeliveries",
  "idempotent-duplicates": "idempotent unique-key violations",
  "kiln-sensor-glitch": "kiln sensor glitches",
  "out-of-stock": "out-of-stock refusals",
  "gc-pauses": "GC pause warnings",
  "mail-bounces": "mail bounces",
  deprecations: "deprecation warnings",
  "recovered-panic": "one recovered Go panic",
  "partner-429": "a reseller hitting its rate limit",
  "expired-tokens": "expired member tokens",
  "disk-usage-warn": "a volume-usage warning",
  "constant-thumbnail-misses": "one service repeating a harmless ERROR all window",
  "batch-deadline": "a nightly batch job stopped at its deadline",
  "slow-export": "slow CSV exports timing out at the edge",
};

export function generateQuiet140(dir: string, seed = 14051): Label[] {
  mkdirSync(dir, { recursive: true });
  const specs = plan(new Rng(subSeed(seed, 1)));
  const labels: Label[] = [];
  specs.forEach((spec, i) => {
    const built = buildWindow(spec, subSeed(seed, 2, i));
    if (built.lines.length < 1500 || built.lines.length > 10000)
      throw new Error(`${spec.id}: ${built.lines.length} lines is outside 1,500-10,000`);
    const file = `${spec.id}.${EXT[spec.format]}`;
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = spec.incident;
    const estate = ESTATES.find((e) => e.key === spec.estate);
    const quietNote = `Quiet ${estate?.business.split(" (")[0]} window of ${built.services.length} services with ${built.noise.map((n) => NOISE_WORDS[n] ?? n).join(", ")}, none of which needs action.`;
    labels.push({
      id: spec.id,
      file,
      format: spec.format,
      isIncident: !!inc,
      originService: built.origin,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: built.start === null ? null : new Date(built.start).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc ? inc.note : quietNote,
      lines: built.lines.length,
    });
  });
  const splits = assignSplits(labels, new Rng(subSeed(seed, 3)));
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet140", generateQuiet140, formatsSplitsLines);
