/**
 * Blind holdout72: energy trading and utilities.
 *
 * 64 scenarios: 52 incidents (4 per each of the 13 categories, one per estate) and 12 quiet windows (3 per estate).
 * Four made-up estates of 9-10 services each:
 *  - nordwatt (energy trader, trace ids): trader-ui-bff, etrm-core, trade-capture, da-bidder, intraday-gw,
 *    nomination-svc, curve-builder, var-engine, settlement-svc, market-feed (Node, Java, Python, Go, .NET, C++).
 *  - baltmar (small trader, no ids): deal-api, position-keeper, epex-connector, tso-nominator, forecast-svc,
 *    risk-batch, invoice-settle, curve-store, job-scheduler (Ruby, Go, Java, Python, .NET).
 *  - cascadia (metering utility, trace ids): hes-collector, mdm-core, vee-engine, billing-engine, pay-portal,
 *    customer-api, notify-svc, meter-events, cis-sync.
 *  - lakeshore (grid operations, no ids): oms-core, scada-historian, alarm-gateway, crew-dispatch, mobile-sync,
 *    gis-topology, ivr-outage, outage-map, storm-notifier.
 * Files rotate over the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose), 10-18 minute windows,
 * per-service clock skew up to 300 ms, the trouble starting after 3-8 minutes of baseline.
 * What makes it hard: every estate has a noisy service with constant harmless errors or warnings (unknown
 * instruments, missing weather stations, missed meter reads, flapping SCADA points), domain noise that looks like
 * trouble (gate-closure rejections, exchange re-logins, estimations, bills held, crews offline), retries that
 * succeed, an unrelated rollout or reload near the start, callers whose retry storms outnumber the origin's lines,
 * origins that only warn or go quiet, third-party failures seen only through the service that calls them, a
 * disk case phrased as HTTP 429 (Elasticsearch flood stage), and one noisy service that is also the origin.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { estate } from "./holdout72/estates.js";
import { EXT, FORMATS, type Format } from "./holdout72/formats.js";
import type { IncidentSpec } from "./holdout72/incidents.js";
import { BALTMAR, NORDWATT } from "./holdout72/incidents-trading.js";
import { CASCADIA, LAKESHORE } from "./holdout72/incidents-utility.js";
import { QUIET, type QuietSpec } from "./holdout72/quiet.js";
import { mulberry32 } from "./holdout72/rng.js";
import { assignSplit } from "./holdout72/split.js";
import { buildStream } from "./holdout72/stream.js";

export interface Holdout72Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: IncidentSpec } | { kind: "quiet"; spec: QuietSpec };

export function generateHoldout72(dir: string, seed = 7201): Holdout72Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = r.shuffle([
    ...[...NORDWATT, ...BALTMAR, ...CASCADIA, ...LAKESHORE].map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Item => ({ kind: "quiet", spec })),
  ]);
  const split = assignSplit(
    items.map((it) => ({ category: it.kind === "incident" ? it.spec.cat : null })),
    r,
  );
  const labels: Holdout72Label[] = items.map((it, i) => {
    const id = `h72-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const est = estate(it.spec.estate);
    const day = Date.UTC(2026, 9, 1) + i * 86_400_000 + Math.floor(i / 7) * 86_400_000;
    const t0 = day + r.int(5, 20) * 3_600_000 + r.int(0, 5) * 600_000 + r.int(0, 999);
    const minutes = r.int(10, 18);
    const start = t0 + r.int(180, 480) * 1000 + r.int(0, 999);
    const lines = buildStream(
      est,
      r,
      format,
      t0,
      minutes,
      start,
      it.spec.run,
      it.kind === "incident" ? it.spec.origin : undefined,
    );
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.kind === "incident" ? it.spec : null;
    return {
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.cat ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: split[i],
      note: it.spec.note,
      lines: lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout72", generateHoldout72, (ls) => {
  const by = (k: string) => ls.filter((l) => l.file.includes(".") && l.format === k).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates nordwatt, baltmar, cascadia, lakeshore`;
});
