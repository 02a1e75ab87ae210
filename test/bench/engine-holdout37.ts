/**
 * Holdout set 37, written blind: "requests followed across services by their ids".
 *
 * 64 scenarios in the dev set's six formats (rotating): 52 incidents, four per category for all 13 categories, and
 * 12 quiet windows. Five made-up estates (a freight forwarder, an online pharmacy, a ticket seller, a savings bank,
 * a document SaaS), 10-12 services each: an nginx or Envoy edge, an API, Spring / Express / Go net/http / gRPC /
 * Django / Rails services, a Celery queue worker, a database proxy (pgbouncer / ProxySQL), a legacy service and a
 * noisy one. Each file is one stream sorted by printed time (per-service clock skew up to 300 ms), with a 2-8 minute
 * baseline, health checks, periodic jobs, deprecation warnings, a constant harmless error or warning, and retries
 * that succeed.
 *
 * Most lines carry ids in the forms real software prints them, mixed within one estate: W3C traceparent or
 * trace_id/span_id fields, B3 headers, Sleuth [app,trace,span], X-Request-ID / request_id, Datadog dd.trace_id
 * (decimal, low 64 bits of the same trace), AWS X-Ray Root=1-..., OpenStack [req-<uuid> ...], MDC
 * [traceId=..., spanId=...], Rails [request-uuid] tags and correlation_id=... in text. The database proxy, the
 * legacy service and (in one estate) the worker print no ids.
 *
 * Incidents spread along the request path: the origin logs a few lines, its callers (retrying with the same trace
 * id) and their callers up to the edge log many more timeouts / 5xx in their own library's words, and clock skew
 * can print a caller's error before its callee's. Shapes: plain chains, fan-out (one of three callees fails), async
 * hops (request id carried into a queue message and a worker), retries, deep chains (a callee answering errors
 * caused by its own callee; the deepest failing service is the origin), and plain-text links (the ids end at a
 * caller, and only a host name in its error text points at the id-less origin). Quiet windows hold harmless failures
 * followed by their ids: a 404 through three hops, client-cancelled requests logged as context canceled down the
 * chain, and a reset connection retried successfully.
 *
 * Labels follow ../shared/data/incidents (NotedLabel) plus `format`; `split` is seeded, half of each category
 * (and half the quiet windows) in each of tune and locked.
 *
 *   npx tsx test/bench/engine-holdout37.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { buildScenario } from "./holdout37/build.js";
import { ESTATES } from "./holdout37/estates.js";
import { EXT, FORMATS, type Format } from "./holdout37/formats.js";
import { INCIDENTS, type IncidentSpec } from "./holdout37/incidents.js";
import { QUIETS, type QuietSpec } from "./holdout37/quiet.js";
import { Rng } from "./holdout37/rng.js";
import { assignSplits } from "./holdout37/split.js";

export interface Holdout37Label extends NotedLabel {
  format: Format;
}

type Item = { spec?: IncidentSpec; quiet?: QuietSpec };

export function generateHoldout37(dir: string, seed = 3701): Holdout37Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = new Rng(seed);
  const items: Item[] = rng.shuffle([...INCIDENTS.map((spec) => ({ spec })), ...QUIETS.map((quiet) => ({ quiet }))]);
  const splits = assignSplits(
    items.map((it) => it.spec?.cat ?? "quiet"),
    rng.fork(7),
  );
  const labels: Holdout37Label[] = [];
  items.forEach((it, i) => {
    const r = rng.fork(100 + i);
    const format = FORMATS[i % FORMATS.length];
    const id = `h37-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const estate = ESTATES[it.spec?.est ?? it.quiet?.est ?? 0];
    const t0 = Date.UTC(2026, 9, 1 + i, r.int(0, 22), r.int(0, 59), 0);
    let target = r.int(2600, 12000);
    let built = buildScenario(estate, r.fork(1), format, t0, target, it.spec, it.quiet);
    for (let k = 0; k < 4 && (built.lines < 2100 || built.lines > 14500); k++) {
      target = Math.round((target * (built.lines < 2100 ? 2600 : 12000)) / built.lines);
      built = buildScenario(estate, r.fork(2 + k), format, t0, target, it.spec, it.quiet);
    }
    writeFileSync(join(dir, file), built.text);
    const s = it.spec;
    labels.push({
      id,
      file,
      format,
      isIncident: !!s,
      originService: s?.origin ?? null,
      category: s?.cat ?? null,
      errorTypeHints: s?.hints ?? [],
      incidentStart: built.incidentStart === null ? null : new Date(built.incidentStart).toISOString(),
      expectedSeverityAtLeast: s
        ? s.pattern === "crash" || s.cat === "database" || s.cat === "memory"
          ? "high"
          : "medium"
        : null,
      split: splits[i],
      note: s
        ? `${s.cat} (${s.shape}) in ${estate.company}: ${s.note}`
        : `${estate.company}: ${it.quiet?.note ?? "quiet"}`,
      lines: built.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout37", generateHoldout37);
