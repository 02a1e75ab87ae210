// quiet147: a blind evaluation set of 48 aggregated log windows from four invented removal and moving companies
// (quotes and home surveys, crew scheduling, van tracking, storage containers, damage claims), 40 quiet busy hours
// and 8 incidents (disk, configuration, memory, database, network, dependency, authentication, timeout), spread
// evenly over the six formats of the incidents README. It is hard because the quiet hours are loud: rolling
// deploys with connection-refused blips, scanner and credential-stuffing storms, Kafka rebalances, failover drills,
// backfills full of duplicate-key errors, telemetry exporters that cannot export, GPS fixes lost in garages and
// forty other kinds of red that need no page; and the incidents are quiet: origins that only WARN or crash-loop
// and go silent, callers that log many more errors in their own runtime's words, retries that amplify, unrelated
// deploys nearby, steady noise that shares the fault's words, and up to 300 ms of clock skew between services.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet147/estates.js";
import type { Format } from "./quiet147/formats.js";
import { EXT, FORMATS } from "./quiet147/formats.js";
import { INCIDENTS } from "./quiet147/incidents.js";
import { QUIET } from "./quiet147/quiet.js";
import { Rng } from "./quiet147/rng.js";
import type { Scenario } from "./quiet147/scenario.js";
import { simulate } from "./quiet147/simulation.js";
import { assignSplits } from "./quiet147/split.js";

export interface Label extends NotedLabel {
  format: Format;
}

export function generateQuiet147(dir: string, seed = 14751): Label[] {
  const rng = new Rng(seed);
  const quiet = rng.shuffle([...QUIET]).slice(0, 40);
  const scenarios: Scenario[] = rng.shuffle([...quiet, ...INCIDENTS]);
  const formats = rng.shuffle(scenarios.map((_, i) => FORMATS[i % FORMATS.length]));
  const estates = rng.shuffle(scenarios.map((_, i) => ESTATES[i % ESTATES.length]));
  const splits = assignSplits(
    rng,
    scenarios.map((s) => ({ category: s.incident?.category ?? null })),
  );
  mkdirSync(dir, { recursive: true });
  const labels: Label[] = scenarios.map((sc, i) => {
    const id = `quiet147-${String(i + 1).padStart(2, "0")}`;
    const format = formats[i];
    const file = `${id}.${EXT[format]}`;
    const win = simulate(rng.fork(i + 1), estates[i], format, sc, i);
    writeFileSync(join(dir, file), win.text);
    const inc = sc.incident;
    return {
      id,
      file,
      format,
      isIncident: inc !== undefined,
      originService: win.origin,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: win.start === null ? null : new Date(win.start).toISOString(),
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: splits[i],
      note: win.note,
      lines: win.lines,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet147", generateQuiet147, formatsSplitsLines);
