// Holdout 22: managed cloud infrastructure and data-service failures as applications see them.
//
// 52 incidents + 12 quiet windows, written from the shape of public postmortems:
// - memory: JVM heap OOM + kubelet OOMKilled, Go service killed by the cgroup OOM killer, gunicorn workers
//   SIGKILLed with the ECS agent reporting exit 137, managed Redis maxmemory rejections, Node heap crash loop,
//   Python planner OOM-killed.
// - timeout: vendor read timeouts, PSP deadline exceeded with a louder retrying caller, solver time limit (WARN
//   only), OpenSearch socket timeouts, a stalled distributed lock, DRM licence timeouts.
// - database: Aurora failover with stale writer connections, a migration holding an ACCESS EXCLUSIVE lock, pool
//   exhaustion after a slow query, MySQL deadlocks, replica recovery conflicts, a cron full scan exhausting
//   connection slots, ClickHouse "too many parts".
// - configuration: wrong-region endpoints, a dropped feature flag, a certificate rotated without the
//   intermediate, an unparseable env value, a region dropped from a routing map.
// - dependency: PSP 503 + open breaker, Kafka ISR shrink (broker logs and broker silent), a rates feed outage,
//   store receipt API 503, Bigtable UNAVAILABLE.
// - network: ephemeral port exhaustion, CoreDNS upstream timeouts, connection resets, a dead egress proxy, VPC
//   endpoint connect timeouts, node DNS timeouts.
// - the rest: rotated DB password and expired web-identity token (authentication), S3 explicit deny and
//   OpenSearch role mapping (authorization), DynamoDB hot partition and S3 SlowDown (rate_limiting), flood
//   stage, scratch volume and WAL volume full (disk), bad warehouse feed and swapped coordinates (validation),
//   Python None and Java NPE (null_reference), silent crash loop and bare INTERNAL errors (unknown).
// - quiet: an announced failover drill, an eviction spike, SlowDown absorbed by retries, throttling absorbed,
//   a planned partition reassignment, 429 backoffs, a clean certificate rotation, GC pauses, slow DNS, disk
//   cleanup, a node drain, a rolling deploy.
// Each file is one stream of 5-12 services (six estates: retail, streaming, fintech, logistics, analytics,
// games) in one of six formats rotated across scenarios, 8-40 minutes and 1,000-25,000 lines, with clock skew
// up to 250 ms, chronic noise, deprecations, successful retries, unrelated deploys, slow requests and stack
// traces where the runtime prints them. When the failing component is managed and does not log, the origin
// is the service whose logs show it (said in the note).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS, type Format } from "./holdout22/formats.js";
import { QUIET } from "./holdout22/quiet.js";
import { rng } from "./holdout22/rng.js";
import { CONFIG } from "./holdout22/scen-config.js";
import { DATABASE } from "./holdout22/scen-database.js";
import { DEPENDENCY } from "./holdout22/scen-dependency.js";
import { MEMORY } from "./holdout22/scen-memory.js";
import { MISC } from "./holdout22/scen-misc.js";
import { NETWORK } from "./holdout22/scen-network.js";
import { TIMEOUT } from "./holdout22/scen-timeout.js";
import { build } from "./holdout22/stream.js";
import type { Scenario } from "./holdout22/types.js";

export interface Holdout22Label extends NotedLabel {
  format: Format;
}

const ALL: Scenario[] = [...MEMORY, ...TIMEOUT, ...DATABASE, ...CONFIG, ...DEPENDENCY, ...NETWORK, ...MISC, ...QUIET];

/** Seeded half split, balanced per category (quiet windows count as one group). */
function splits(seed: number): Array<"tune" | "locked"> {
  const r = rng(seed * 7919 + 3);
  const groups = new Map<string, number[]>();
  ALL.forEach((s, i) => {
    const k = s.cat ?? "quiet";
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  const out: Array<"tune" | "locked"> = new Array(ALL.length);
  let n = r.int(0, 1);
  for (const idx of groups.values()) for (const i of r.shuffle([...idx])) out[i] = n++ % 2 === 0 ? "tune" : "locked";
  return out;
}

export function generateHoldout22(dir: string, seed = 22): Holdout22Label[] {
  mkdirSync(dir, { recursive: true });
  const r = rng(seed);
  const order = r.shuffle(ALL.map((_, i) => i));
  const split = splits(seed);
  const labels: Holdout22Label[] = [];
  let day = Date.UTC(2026, 7, 3, 0, 0, 0);
  order.forEach((i, pos) => {
    const s = ALL[i];
    const id = `h22-${String(pos + 1).padStart(2, "0")}`;
    const format = FORMATS[pos % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    day += r.int(20, 50) * 3600_000;
    const start = day + r.int(0, 59) * 60_000 + r.int(0, 59) * 1000;
    const b = build(s, format, rng(seed * 1000 + i + 1), start);
    writeFileSync(join(dir, file), b.text);
    labels.push({
      id,
      file,
      format,
      isIncident: s.cat !== null,
      originService: s.origin,
      category: s.cat,
      errorTypeHints: s.hints,
      incidentStart: s.cat ? new Date(b.onset).toISOString() : null,
      expectedSeverityAtLeast: s.sev,
      split: split[i],
      note: s.note,
      lines: b.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout22", generateHoldout22, (labels) => {
  const f = new Map<string, number>();
  for (const l of labels) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return [...f].map(([k, v]) => `${k} ${v}`).join(", ");
});
