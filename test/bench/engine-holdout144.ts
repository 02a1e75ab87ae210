/**
 * Blind holdout set 144: vineyards and wineries.
 *
 * 64 aggregated log windows from four invented wine businesses - Hollow Oak Vineyards (tasting-room bookings,
 * wine club shipments; kebab-case names, nginx, Node/Spring/Python, x-request-id on Node tiers), Domaine des
 * Sables (cellar and tank sensors; snake_case, HAProxy, Go/Python/Elixir, no request ids), Cascade Ridge Wine Co
 * (bottling line, distributor orders and EDI; one-word names, Envoy, Go/Elixir/.NET, W3C traceparent) and Marrow &
 * Vine Cellars (DTC shop, club portal, excise reporting; team-prefixed names, Traefik, PHP/Ruby/.NET/Node) - in
 * the six formats of shared/data/incidents/README.md: 52 incidents (four per root-cause category) and 12 quiet
 * windows. Each window has 6-12 services, 6-25 minutes, 1,500-10,000 lines and up to 300 ms of clock skew.
 *
 * What makes it hard: callers report the origin's failure in their own runtime's words (Axios, Spring
 * RestTemplate, Faraday, Guzzle, HttpClient, Mint) and edges name upstreams by IP or log only access lines;
 * several origins only WARN, go silent (OOM-killed, dead scheduler, crash-looping web workers) or log less than
 * their callers' retries; unrelated deploys land minutes before faults; steady noise shares the fault's words
 * (timeouts, declines, 404s) and often outnumbers the origin's errors. Quiet windows are loud but need no page:
 * scanners and bots, failed logins, client disconnects, deploy and restart blips, recovered failovers and
 * reconnects, retries that succeed, duplicate-key idempotency skips, a dead-lettered message, batch jobs with a
 * few bad records, cert renewals, health-check flaps, slow queries and runtime warnings.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { EXT, render } from "./holdout144/formats.js";
import { plan } from "./holdout144/plan.js";
import { simulate } from "./holdout144/sim.js";
import { splitHalves } from "./holdout144/split.js";
import type { Format } from "./holdout144/types.js";

export interface Label extends NotedLabel {
  format: Format;
}

export function generateHoldout144(dir: string, seed = 14401): Label[] {
  mkdirSync(dir, { recursive: true });
  const planned = plan(seed);
  const splits = splitHalves(
    planned.map((p) => p.sc),
    seed,
  );
  return writeAll(dir, planned, splits);
}

function writeAll(dir: string, planned: ReturnType<typeof plan>, splits: Array<"tune" | "locked">): Label[] {
  const labels: Label[] = [];
  planned.forEach((p, k) => {
    const sc = p.sc;
    let target = p.lines;
    let lines: string[] = [];
    let tf = 0;
    // the line budget is approximate (stack traces, retries); re-size until the file fits 1,500-10,000 lines
    for (let attempt = 0; attempt < 6; attempt++) {
      const sim = simulate(sc, { seed: p.seed, start: p.start, minutes: p.minutes, lines: target });
      lines = render(p.format, sc.estate, sim.recs, sim.skew);
      tf = sim.tf;
      if (lines.length > 9800) target = Math.floor(target * 0.8);
      else if (lines.length < 1600) target = Math.ceil(target * 1.3);
      else break;
    }
    const file = `${p.id}.${EXT[p.format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = sc.category !== null;
    labels.push({
      id: p.id,
      file,
      format: p.format,
      isIncident: inc,
      originService: inc ? (sc.origin ?? null) : null,
      category: sc.category,
      errorTypeHints: inc ? (sc.hints ?? []).map((h) => h.toLowerCase()) : [],
      incidentStart: inc ? new Date(Math.round(tf)).toISOString() : null,
      expectedSeverityAtLeast: inc ? (sc.severity ?? "medium") : null,
      split: splits[k],
      note: sc.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout144", generateHoldout144, formatsSplitsLines);
