// Quiet set 3: 40 healthy windows that look alarming to a naive reader (background errors, bad clients, deploys,
// failovers, retries, scanners, throttling, GC pauses, disk and pool warnings within limits, ...) and 8 real incidents
// dressed like them, over three made-up estates in the six formats of shared/data/incidents/README.md.
// Written blind: its author never read the engine, its tests or the other holdout/quiet sets; every phrase is new.
//   npx tsx test/bench/engine-quiet3.ts --out /tmp/q3 [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { build } from "./quiet3/build.js";
import { ESTATES } from "./quiet3/estates.js";
import { EXT, FORMATS } from "./quiet3/formats.js";
import { INCIDENTS } from "./quiet3/incidents.js";
import { CLIENT_KINDS, type Kind } from "./quiet3/kinds-clients.js";
import { INFRA_KINDS } from "./quiet3/kinds-infra.js";
import { Rng } from "./quiet3/rng.js";
import type { Format } from "./quiet3/types.js";

export interface Quiet3Label extends NotedLabel {
  format: Format;
}

const KINDS: Kind[] = [...CLIENT_KINDS, ...INFRA_KINDS];
const QUIET = 40;
/** The benign kind each incident imitates, and the estate it runs in (memory and null need a JVM service). */
const LOOKS_LIKE = [
  "pool-warning-resolves",
  "abusive-client-rate-limited",
  "scattered-login-failures",
  "disk-usage-warning",
  "downstream-maintenance",
  "single-stray-exception",
  "rolling-deploy",
  "gc-pauses-within-limits",
];
const INCIDENT_ESTATE = [0, 1, 2, 0, 2, 2, 1, 0];

const NOTES: Record<string, string> = {
  "steady-background-error": "One worker logs the same known-bad-source error at a steady rate for the whole window.",
  "one-client-bad-requests":
    "A single partner client keeps sending invalid requests and gets 422s while everyone else succeeds.",
  "wp-admin-scanner": "A bot scans the edge for well-known admin and dotfile paths and gets 404s.",
  "scattered-login-failures": "A few users mistype passwords, spread over the window.",
  "abusive-client-rate-limited":
    "One API key exceeds its quota and is throttled with 429s as designed, then the throttle lifts.",
  "retries-succeed-second-attempt": "Deliveries fail once on a transient 503 and succeed on the second attempt.",
  "cron-skips-items": "A scheduled job logs WARN lines for skipped items and finishes with zero failures.",
  "cache-cold-start": "The cache restarts empty and requests are slow for a few minutes until it warms.",
  "deprecation-warnings": "Old clients call a deprecated endpoint and get deprecation warnings.",
  "batch-quarantines-records": "An import quarantines a handful of malformed records out of tens of thousands.",
  "single-stray-exception": "One unhandled exception with a stack trace among thousands of successful requests.",
  "client-cancelled-requests": "Clients hang up on slow downloads, logged as 499s at the edge.",
  "rolling-deploy": "A rolling deploy restarts pods with readiness-probe failures during start-up, then rolls out.",
  "db-planned-failover":
    "A planned database switchover drops connections for a few seconds; clients reconnect with no failed requests.",
  "cache-sentinel-failover":
    "Redis Sentinel fails the master over in about three seconds; the client retries and switches.",
  "broker-leader-election": "A broker restart moves partition leaders; producers refresh metadata and retry.",
  "gc-pauses-within-limits": "Garbage-collection pauses are reported at INFO/WARN but stay within limits.",
  autoscaling: "The autoscaler adds pods under load (with readiness failures while they warm) and later removes them.",
  "certificate-renewal": "A TLS certificate is renewed after a short DNS challenge wait and hot-reloaded at the edge.",
  "circuit-breaker-flap": "A circuit breaker opens and closes again within seconds a few times.",
  "disk-usage-warning": "Disk usage warnings between 75 and 80 percent, far from the critical threshold.",
  "pool-warning-resolves": "A connection-pool saturation warning for under a minute that resolves on its own.",
  "replication-lag-spike": "Replica lag spikes under a second, well under the threshold.",
  "downstream-maintenance":
    "An announced provider maintenance window during which messages are queued and later drained.",
  "leader-handover": "A scheduler's leader lease moves to another replica after a three-second gap.",
};

export function generateQuiet3(dir: string, seed = 33): Quiet3Label[] {
  mkdirSync(dir, { recursive: true });
  const top = new Rng(seed * 7919 + 17);
  const order = top.shuffle(Array.from({ length: QUIET + INCIDENTS.length }, (_, i) => i));
  const quietTune = new Set(top.shuffle(Array.from({ length: QUIET }, (_, i) => i)).slice(0, QUIET / 2));
  const incTune = new Set(top.shuffle(INCIDENTS.map((_, i) => i)).slice(0, INCIDENTS.length / 2));
  const primaries = top.shuffle(KINDS);
  const labels: Quiet3Label[] = [];
  order.forEach((k, pos) => {
    const id = `q3-${String(pos + 1).padStart(2, "0")}`;
    const r = new Rng(seed * 100003 + k * 7727 + 5);
    const format = FORMATS[k % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const isIncident = k >= QUIET;
    const inc = isIncident ? INCIDENTS[k - QUIET] : null;
    const primary = inc
      ? (KINDS.find((x) => x.name === LOOKS_LIKE[k - QUIET]) as Kind)
      : primaries[k % primaries.length];
    const others = r.shuffle(KINDS.filter((x) => x !== primary)).slice(0, r.int(1, 2));
    const estate = ESTATES[inc ? INCIDENT_ESTATE[k - QUIET] : k % ESTATES.length];
    const b = build(r, estate, format, k, [primary, ...others], inc ? inc.run : null, join(dir, file));
    const t = b.truth;
    labels.push({
      id,
      file,
      format,
      isIncident,
      originService: t?.origin ?? null,
      category: t?.category ?? null,
      errorTypeHints: t?.hints ?? [],
      incidentStart: t ? new Date(t.onset).toISOString() : null,
      expectedSeverityAtLeast: t?.severity ?? null,
      split: (isIncident ? incTune.has(k - QUIET) : quietTune.has(k)) ? "tune" : "locked",
      note: t
        ? t.note
        : `${(NOTES[primary.name] ?? primary.name).replace(/\.$/, "")}, alongside ${others.map((o) => o.name).join(" and ")} (${estate.org}, ${b.services} services).`,
      lines: b.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

function summary(labels: Quiet3Label[]): string {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  return [...by].map(([f, n]) => `${f}=${n}`).join(" ");
}

runHoldoutCli(import.meta.url, "quiet3", generateQuiet3, summary);
