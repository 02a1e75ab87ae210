// Holdout set 4 for the log-diagnosis engine, written blind (its author never read or ran the engine): 52
// incidents (4 per root-cause category) and 12 quiet windows over five new estates (a genomics lab pipeline, a
// ticketing marketplace, a utility-metering platform, a newsroom CMS and a logistics warehouse) in 23 real-world
// log layouts. Deterministic for a given seed.
//
//   npx tsx test/bench/engine-holdout4.ts --out DIR [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { pick, rngFrom } from "./holdout3/kit.js";
import { EPISODES } from "./holdout4/episodes.js";
import { LAYOUTS } from "./holdout4/layouts.js";
import { INCIDENTS, modeById, QUIET } from "./holdout4/scenarios.js";
import { build, type Spec } from "./holdout4/sim.js";
import type { Ctx } from "./holdout4/types.js";

export interface Holdout4Label extends NotedLabel {
  format: "jsonl" | "text";
  layout: string;
  estate: string;
  windowStart: string;
  windowMinutes: number;
}

const JSON_LAYOUTS = new Set([
  "journald-json",
  "fluentbit",
  "vector",
  "cloudwatch",
  "azure",
  "zap-json",
  "zerolog",
  "pino",
  "bunyan",
  "winston",
  "serilog-clef",
]);
const DISTRACTORS = ["deploy", "retryOk", "probe404", "deprecation", "autoscale", "certRenew", "slowQuery", "cronFail"];

const windowStart = (i: number) =>
  new Date(
    Date.UTC(2026, (i * 5) % 12, 1 + ((i * 7) % 27), (i * 5 + 3) % 24, (i * 13) % 60, (i * 17) % 60),
  ).toISOString();

/** an episode at a time chosen by the scenario's own generator (near `near` when given) */
const at =
  (name: string, near?: number) =>
  (c: Ctx): void => {
    const base = near === undefined ? c.winStart + c.r() * (c.end - c.winStart) * 0.85 : near + (c.r() - 0.5) * 360000;
    EPISODES[name](c, Math.max(c.winStart + 5000, Math.min(c.end - 60000, base)));
  };

export function generateHoldout4(dir: string, seed = 40404): Holdout4Label[] {
  mkdirSync(dir, { recursive: true });
  const labels: Holdout4Label[] = [];
  const posInCat = new Map<string, number>();
  const write = (
    spec: Spec,
    label: Omit<Holdout4Label, "file" | "format" | "lines" | "layout" | "estate" | "windowStart" | "windowMinutes">,
  ) => {
    const built = build(spec);
    const json = JSON_LAYOUTS.has(spec.layout);
    const file = `${spec.id}.${json ? "jsonl" : "log"}`;
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    labels.push({
      ...label,
      id: spec.id,
      file,
      format: json ? "jsonl" : "text",
      layout: spec.layout,
      lines: built.lines.length,
      estate: spec.estate,
      windowStart: spec.start,
      windowMinutes: spec.minutes,
      incidentStart: built.t0 === null ? null : new Date(built.t0).toISOString(),
    });
  };
  INCIDENTS.forEach(([modeId, estate, origin, layout, lines, minutes, lead, nsvc], i) => {
    const mode = modeById(modeId);
    const pos = posInCat.get(mode.cat) ?? 0;
    posInCat.set(mode.cat, pos + 1);
    const r = rngFrom((seed * 7919 + i * 104729) >>> 0);
    const start = windowStart(i);
    const t0 = Date.parse(start) + lead * 1000;
    const extras = [at(pick(r, DISTRACTORS), t0)];
    if (r() < 0.6) extras.push(at(pick(r, DISTRACTORS)));
    const id = `h4-${String(i + 1).padStart(2, "0")}`;
    write(
      {
        id,
        seed: (seed * 31337 + i * 7877) >>> 0,
        estate,
        layout,
        start,
        minutes,
        lines,
        nsvc,
        mode,
        origin,
        lead,
        extras,
      },
      {
        id,
        isIncident: true,
        originService: origin,
        category: mode.cat,
        errorTypeHints: mode.hints,
        incidentStart: null,
        expectedSeverityAtLeast: mode.sev,
        split: pos % 2 === 0 ? "tune" : "locked",
        note: mode.note,
      },
    );
  });
  QUIET.forEach(([estate, layout, lines, minutes, nsvc, episodes], q) => {
    const i = INCIDENTS.length + q;
    const id = `h4-${String(i + 1).padStart(2, "0")}`;
    write(
      {
        id,
        seed: (seed * 31337 + i * 7877) >>> 0,
        estate,
        layout,
        start: windowStart(i),
        minutes,
        lines,
        nsvc,
        extras: episodes.map((e) => at(e)),
      },
      {
        id,
        isIncident: false,
        originService: null,
        category: null,
        errorTypeHints: [],
        incidentStart: null,
        expectedSeverityAtLeast: null,
        split: q % 2 === 0 ? "tune" : "locked",
        note: `quiet: ${episodes.join(", ")}`,
      },
    );
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout4", generateHoldout4, (labels) => {
  const layouts = new Set(labels.map((l) => l.layout));
  return `${layouts.size} layouts${layouts.size !== Object.keys(LAYOUTS).length ? " (not every layout is used)" : ""}`;
});
