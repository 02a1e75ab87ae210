// Blind holdout "quiet131": garden centres and plant nurseries.
//
// 48 aggregated multi-service log windows from four made-up estates: Bramblewood Garden Centres (a Gloucestershire
// chain: Node BFF, Python, Java, Go; W3C trace ids), Fernhollow Nurseries (a wholesale grower shipping on CC
// trolleys: ASP.NET Core, Rails/Sidekiq, Python; no ids), Greenleaf & Sons Garden World (Dublin: Go gateway,
// Spring Boot, Python, Node; req_id on the request path only) and Moss & Marigold Kwekerijen (four Dutch nurseries:
// Envoy, .NET, Go, Ruby, Node; Datadog trace ids on Go and .NET only). 40 windows are quiet and 8 hold one real
// incident each (database, network, timeout, dependency, configuration, memory, disk, null_reference). Formats
// rotate over the README's six (jsonl, datadog, ecs, gcp, logfmt, compose); files run 1,500-10,000 lines over
// 6-20 minutes with up to 300 ms of clock skew per service and stack traces in each runtime's own shape.
//
// What makes it hard: the quiet windows are healthy estates that still log plenty of ERROR and WARN lines, 40
// different kinds of them (declined cards, wrong passwords, vulnerability scanners, a scraper held at its rate
// limit, rolling restarts with refused connections that succeed on retry, certificate rotation, Kafka rebalances,
// replica lag with cancelled standby queries, duplicate-key errors swallowed as idempotent replays, frost alarms,
// quarantined consignments without plant passports, bounced email, stale weather feeds, ...), and every window has
// a chronic harmless error from its first minute. The incidents sit on the same noise: callers are louder than the
// origin and describe the fault in their own words (timeouts for a database fault, proxy resets for an OOM kill,
// 502s for a vendor outage), origins sometimes only WARN at first, and unrelated releases and config reloads land
// a few minutes before the fault. Third parties that do not log here (the Postgres server, Elasticsearch, the
// plant-health portal, the route optimiser, the payment provider) are pinned on the service that talks to them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { extension } from "./quiet131/formats.js";
import { makePlan } from "./quiet131/plan.js";
import { Rng } from "./quiet131/rng.js";
import { buildScenario } from "./quiet131/scenario.js";
import { split } from "./quiet131/split.js";
import type { Format } from "./quiet131/types.js";

export interface Quiet131Label extends NotedLabel {
  format: Format;
}

export function generateQuiet131(dir: string, seed = 13151): Quiet131Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = new Rng(seed);
  const plans = makePlan(rng.fork("plan"));
  const halves = split(
    rng.fork("split"),
    plans.map((p) => ({ id: p.id, isIncident: p.kind !== "quiet" })),
  );
  const labels: Quiet131Label[] = [];
  for (const [i, p] of plans.entries()) {
    const built = buildScenario(p, (seed * 1000003 + i * 7919) >>> 0);
    const file = `${p.id}.${extension(p.format)}`;
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = built.incident;
    labels.push({
      id: p.id,
      file,
      format: p.format,
      isIncident: inc !== null,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(inc.start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: halves.get(p.id) ?? "locked",
      note: inc ? `${p.estate}: ${inc.note}` : `${p.estate}, quiet: ${built.what}.`,
      lines: built.lines.length,
    });
  }
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

function summary(labels: Quiet131Label[]): string {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats ${[...by].map(([f, n]) => `${f}=${n}`).join(" ")}; tune=${tune} locked=${labels.length - tune}`;
}

runHoldoutCli(import.meta.url, "quiet131", generateQuiet131, summary);
