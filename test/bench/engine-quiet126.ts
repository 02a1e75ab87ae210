/**
 * Blind holdout "quiet126": childcare centres and school platforms, written without looking at the engine.
 *
 * 48 aggregated multi-service windows (6-20 minutes, 1,500-10,000 lines each) over four made-up estates of 10-11
 * services in Node, Java, Go, Python, Ruby and .NET: Little Acorns nurseries (door kiosks checking children in and
 * out with guardians, staff ratios, photos and diary notes for parents, fees and funding claims), the Northfield
 * school district (registers, phoned-in absences, timetables, gradebooks, cafeteria tills, roster sync), Hopscotch
 * school-bus tracking (GPS trackers through MQTT, ETAs, parent push alerts, RFID taps) and Tuckshop Pay (canteen
 * orders, wallet top-ups through a card vendor, kitchen displays, receipts and fee statements). Formats rotate over
 * the incidents README's six (jsonl, datadog, ecs, gcp, logfmt, compose), eight files each, with stack traces in each
 * runtime's own shape. Little Acorns prints W3C trace ids on its request path, Northfield request ids on its Node and
 * Go services only, Hopscotch 16-hex trace ids on its Go and Node services, Tuckshop Pay no ids at all.
 *
 * 40 windows are quiet: healthy estates that still log plenty of ERROR and WARN lines, each built around a
 * different kind of harmless noise (refused pickups, ratio breaches that resolve, declined cards, allergen blocks,
 * scanners, throttled scrapers, rolling restarts, certificate rotation, a scheduled database failover, a snow-day
 * broadcast, backfills, rebalances, GC pauses, a handled NullReferenceException, a rare 500 from one export...) plus
 * side noises and chronic errors from the first minute. 8 windows hold one real incident each (database, network,
 * timeout, dependency, configuration, memory, disk, null_reference) laid on the same kind of noise.
 *
 * What makes it hard: quiet windows log up to hundreds of ERROR/WARN lines in incident words (connection refused,
 * OperationalError, nil, OutOfMemory-like GC lines, disk watermarks, circuit breakers); in incidents the callers
 * (kiosks, BFFs, wallets, gateways) log more errors than the origin and retry, some origins log only WARN before
 * failing or go silent while they crash-loop, unrelated deploys land minutes before the fault, and the domain's own
 * refusals keep flowing. Clock skew is up to 300 ms per service; labels carry the true start time. The split is
 * seeded: four incidents (so categories pair up) and twenty quiet windows on each side.
 *
 *   npx tsx test/bench/engine-quiet126.ts --out /tmp/quiet126 [--seed 12651]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { build } from "./quiet126/build.js";
import { extension } from "./quiet126/formats.js";
import { plan } from "./quiet126/plan.js";
import { Rng } from "./quiet126/rng.js";
import { split } from "./quiet126/split.js";
import type { Format } from "./quiet126/types.js";

export interface Quiet126Label extends NotedLabel {
  format: Format;
}

export function generateQuiet126(dir: string, seed = 12651): Quiet126Label[] {
  const root = new Rng(seed);
  const plans = plan(root.fork("plan"));
  const halves = split(
    root.fork("split"),
    plans.filter((p) => p.incident),
    plans.filter((p) => !p.incident),
  );
  mkdirSync(dir, { recursive: true });
  const labels: Quiet126Label[] = [];
  for (const p of plans) {
    const lines = build(p, root.fork(p.id));
    const file = `${p.id}.${extension(p.format)}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.incident;
    labels.push({
      id: p.id,
      file,
      format: p.format,
      isIncident: Boolean(inc),
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc && p.start !== undefined ? new Date(p.start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: halves.get(p) ?? "locked",
      note: inc ? inc.note : (p.main?.note(p.estate) ?? "Quiet window."),
      lines: lines.length,
    });
  }
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

function summary(labels: Quiet126Label[]): string {
  const by = (f: (l: Quiet126Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k} ${v}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => `${l.split}/${l.isIncident ? "incident" : "quiet"}`)}`;
}

runHoldoutCli(import.meta.url, "quiet126", generateQuiet126, summary);
