// Holdout 11: 52 incidents (4 per category) and 12 quiet windows from three new estates (airline crew
// scheduling, energy-grid telemetry, a university learning platform), in the README's six formats.
// Shapes: slow burns, partial outages, bad deploys of the origin, retry cascades, infrastructure seen only
// by its clients, batch jobs noticed late, origins that log at INFO/WARN only.
//   npx tsx test/bench/engine-holdout11.ts --out DIR [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { build } from "./holdout11/build.js";
import { CAMPUS_INCIDENTS } from "./holdout11/incidents-campus.js";
import { CREW_INCIDENTS } from "./holdout11/incidents-crew.js";
import { GRID_INCIDENTS } from "./holdout11/incidents-grid.js";
import { QUIET } from "./holdout11/quiet.js";
import { EXT } from "./holdout11/render.js";
import { Rng } from "./holdout11/rng.js";
import type { Format } from "./holdout11/types.js";

export interface H11Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

/** Line budget for the i-th file: mostly 3k-40k, a few small ones and a few very large ones. */
function target(r: Rng, i: number): number {
  if (i % 16 === 5) return r.int(1100, 2800);
  if (i % 16 === 11) return r.int(60000, 140000);
  return Math.round(Math.exp(r.num(Math.log(3000), Math.log(40000))));
}

export function generateHoldout11(dir: string, seed = 11): H11Label[] {
  mkdirSync(dir, { recursive: true });
  const r = new Rng(seed * 2654435761);
  const all = r.shuffle([...CREW_INCIDENTS, ...GRID_INCIDENTS, ...CAMPUS_INCIDENTS, ...QUIET]);
  const halves = r.shuffle(all.map((_, i) => i));
  const tune = new Set(halves.slice(0, all.length / 2));
  const labels: H11Label[] = [];
  all.forEach((sc, i) => {
    const id = `h11-${String(i + 1).padStart(2, "0")}`;
    const fmt = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[fmt]}`;
    const start =
      Date.UTC(2026, 6, 1) + Math.round(i * 1.3 * 86400) * 1000 + r.int(0, 20) * 3600_000 + r.int(0, 11) * 300_000;
    const built = build(sc, fmt, new Rng(seed * 7919 + i * 104729 + 1), start, target(r, i));
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: sc.incident,
      originService: sc.incident ? (sc.origin ?? null) : null,
      category: sc.incident ? (sc.category ?? null) : null,
      errorTypeHints: sc.incident ? (sc.hints ?? []) : [],
      incidentStart: built.onsetMs === null ? null : new Date(built.onsetMs).toISOString(),
      expectedSeverityAtLeast: sc.incident ? (sc.sev ?? "medium") : null,
      split: tune.has(i) ? "tune" : "locked",
      note: sc.note,
      lines: built.lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout11", generateHoldout11, (labels) => {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  return [...by].map(([f, n]) => `${f}=${n}`).join(" ");
});
