/**
 * Holdout 143: 64 blind windows (52 incidents, four for each of the 13 categories, and 12 quiet windows) from four
 * made-up ice-rink and curling-club businesses: Glacier Hall Rinks (kebab-case names, nginx, W3C traceparent on every
 * tier), the Pebble & Stone Curling Club (snake_case, Traefik, request ids on the edge and portal only), Frostline Ice
 * Centres (one-word names, HAProxy, no ids) and the Northpond Arena Group (team-prefixed names, an AWS ALB in front of
 * Envoy, traceparent on some tiers). Each window is one aggregated stream of 6-12 services (Node, Java/Spring, Go,
 * Python, Ruby, .NET, PHP, Elixir) over 6-25 minutes, 1,500-10,000 lines, in one of the six formats of
 * shared/data/incidents/README.md, with per-service clock skew up to 300 ms. Lines carry real runtime shapes: proxy
 * access and error logs, Java/Python/.NET/Node stack traces, Go panics, SQLSTATEs and vendor error codes, exit codes,
 * OOM and gunicorn worker kills.
 *
 * What makes it hard: quiet windows are loud. Each holds several bursts of harmless ERROR/WARN an on-call engineer
 * would not page on (declined cards, users' failed logins and lockouts, scanner probes, client disconnects, refused bad
 * input, retries that succeed, slow queries, webhook retries, queue redeliveries, idempotent replays, per-client 429s,
 * GC pauses, disk usage warnings below the limit, ACME renewals that fail once, health-check flaps, routine deploys
 * with readiness failures) and often a service that repeats the same harmless error all window. In incident windows
 * the origin is usually quieter than its callers, which report the failure in their own runtime's words (timeouts,
 * refusals, resets, 5xx naming the callee) while the edge logs 5xx; several origins log only WARN or only start-up
 * banners; an unrelated deploy often lands near the fault; and look-alike noise uses the fault's own words (users'
 * bad passwords during a credential fault, slow queries during a lock timeout, GC pauses near an OOM). Every window
 * remains diagnosable by a careful reader: the origin's first abnormal line and the callers' errors point the same way.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { EXT } from "./holdout143/formats.js";
import { quietNote } from "./holdout143/notes.js";
import { planWindows } from "./holdout143/plan.js";
import { simulate } from "./holdout143/scenario.js";
import { assignSplits } from "./holdout143/split.js";
import type { Format } from "./holdout143/types.js";

export interface Label extends NotedLabel {
  format: Format;
}

export function generateHoldout143(dir: string, seed = 14301): Label[] {
  mkdirSync(dir, { recursive: true });
  const labels: Label[] = [];
  for (const p of planWindows(seed)) {
    const sim = simulate(p);
    const file = `${p.id}.${EXT[p.format]}`;
    writeFileSync(join(dir, file), `${sim.lines.join("\n")}\n`);
    const inc = p.incident;
    labels.push({
      id: p.id,
      file,
      format: p.format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(sim.tf).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc ? inc.note : quietNote(p.estate.business, sim.noiseKinds),
      lines: sim.lines.length,
    });
  }
  const splits = assignSplits(labels, seed);
  for (const l of labels) l.split = splits.get(l.id) ?? "tune";
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout143", generateHoldout143, formatsSplitsLines);
