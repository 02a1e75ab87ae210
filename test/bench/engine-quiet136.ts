/**
 * Blind holdout "quiet136": 48 aggregated log windows from four made-up dry-cleaning and laundry businesses,
 * 40 of them quiet (no incident, every label null) and 8 holding one real incident each, in eight different
 * categories (disk, memory, database, authentication, dependency, timeout, configuration, network). Windows run
 * 6-20 minutes and 1,500-10,000 lines, rotating over the six formats of the incidents README.
 *
 * The estates: Crisply (kebab-case names, Envoy edge, W3C trace ids on every service; Node, Spring, Go and Python),
 * Bluewater Laundry Co (snake_case, nginx, request ids on the web tier only; Rails/Puma, Sidekiq, Python, Go,
 * Elixir), Sudsy (one-word names, Traefik, correlation ids on some services; .NET, Elixir, Go, Node) and FoldLine
 * (team-prefixed -svc/-worker names, HAProxy, no ids at all; PHP/Laravel, Go, Node, Python, Spring). Each
 * runtime prints its own request lines, start-up lines and stack traces; service clocks are skewed by up to 300 ms.
 *
 * What makes it hard: every window carries one or two chronic harmless errors from its first minute (often out-
 * numbering the origin), quiet windows are built around realistic noise bursts (card declines, credential
 * stuffing, scanners, throttled scrapers, rolling restarts, certificate renewal, duplicate-skipping backfills,
 * consumer rebalances, report statement timeouts, devices off wifi, press threshold alerts, GC pauses, label
 * printers out of media), unrelated deploys and config reloads land near faults, callers report failures louder
 * than the origin and in their own words, some origins log only WARN or INFO or go silent while crash-looping,
 * and about a fifth of the windows arrive in per-service shipper batches rather than strict time order.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { estateByKey } from "./quiet136/estates.js";
import { EXT } from "./quiet136/formats.js";
import { NOISE_NOTE } from "./quiet136/noise.js";
import { makePlan } from "./quiet136/plan.js";
import { Rng } from "./quiet136/rng.js";
import { buildWindow } from "./quiet136/scenario.js";
import { assignSplits } from "./quiet136/split.js";
import type { Format } from "./quiet136/types.js";

export interface Quiet136Label extends NotedLabel {
  format: Format;
}

export function generateQuiet136(dir: string, seed = 13651): Quiet136Label[] {
  mkdirSync(dir, { recursive: true });
  const r = new Rng(seed);
  const plans = makePlan(r);
  const labels: Quiet136Label[] = [];
  plans.forEach((p, i) => {
    const id = `q136-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[p.format]}`;
    const built = buildWindow(p);
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = p.incident;
    const brand = estateByKey(p.estate).brand;
    labels.push({
      id,
      file,
      format: p.format,
      isIncident: inc !== null,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc && built.incidentStart !== null ? new Date(built.incidentStart).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc ? inc.note : `A healthy ${brand} window whose main noise is ${NOISE_NOTE[p.main ?? "gc_pauses"]}.`,
      lines: built.lines.length,
    });
  });
  assignSplits(labels, r);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet136", generateQuiet136, formatsSplitsLines);
