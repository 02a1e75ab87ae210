// Blind set quiet105: craft breweries and taprooms. 48 aggregated log windows from four made-up estates
// (Hopwright Brewing Co., Saltmarsh Ales, Granite Peak Beer Works, Little Otter Brewing; 8-10 services each,
// Go / Node / Java / Python / Ruby / .NET / C++), rotating over the six dev formats (jsonl, datadog, ecs, gcp,
// logfmt, compose), 6-20 minutes and 1,500-10,000 lines each, per-service clock skew up to 300 ms.
// 40 are quiet: nothing is broken, but each carries alarming-looking harmless noise drawn from 38 kinds
// (crash-cooling temperature alarms, duplicate keg returns, release queues refusing buyers over limit, orders
// rejected for unapproved labels, tabs declined at limit, OPC UA reconnects in maintenance windows, 401 storms from a
// blocked bot, handled stack traces, DLQ replays...). 8 are failures, one each of database, configuration, network,
// disk, timeout, memory, dependency and unknown, laid on the same noise. What makes it hard: a noisy service
// erroring from the first minute, callers and retry storms louder than the origin, origins that only warn or go
// quiet, unrelated deploys and config reloads nearby, request ids in two estates and none in the other two.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, deploy } from "./quiet105/background.js";
import { ESTATES } from "./quiet105/estates.js";
import { EXT, FORMATS, type Format } from "./quiet105/formats.js";
import { INCIDENTS } from "./quiet105/incidents.js";
import { QUIET } from "./quiet105/quiet.js";
import { Rng } from "./quiet105/rng.js";
import { assignSplits } from "./quiet105/split.js";
import { renderWindow, Win } from "./quiet105/stream.js";

export interface Quiet105Label extends NotedLabel {
  format: Format;
}

/** File positions (0-based) that hold a failure, in INCIDENTS order. */
const INCIDENT_AT = [3, 7, 16, 23, 26, 30, 37, 47];

export function generateQuiet105(dir: string, seed = 10551): Quiet105Label[] {
  mkdirSync(dir, { recursive: true });
  const r = new Rng(seed);
  const labels: Quiet105Label[] = [];
  const quietOrder = r.shuffle(QUIET.map((_, i) => i));
  let q = 0;
  for (let i = 0; i < 48; i++) {
    const id = `q105-${String(i + 1).padStart(2, "0")}`;
    const fmt = FORMATS[i % FORMATS.length];
    const inc = INCIDENT_AT.includes(i) ? INCIDENTS[INCIDENT_AT.indexOf(i)] : undefined;
    const est = inc ? (ESTATES.find((e) => e.key === inc.estate) ?? ESTATES[0]) : ESTATES[(i * 3 + 1) % ESTATES.length];
    const minutes = r.int(inc ? 12 : 6, 20);
    const day = Date.UTC(2026, 9, 1 + r.int(0, 60));
    const start = day + r.int(0, 23) * 3600_000 + r.int(0, 59) * 60_000 + r.int(0, 59_999);
    const end = start + minutes * 60_000;
    const w = new Win(new Rng(seed * 1000 + i * 7919), est, start, end);
    const target = r.int(2200, 8500);
    background(w, target / (minutes * 60));
    const kinds = inc ? [] : [quietOrder[q++ % quietOrder.length]];
    while (kinds.length < (inc ? 2 : 4)) {
      const k = r.int(0, QUIET.length - 1);
      if (!kinds.includes(k)) kinds.push(k);
    }
    for (const k of kinds) QUIET[k].run(w);
    let t0: number | null = null;
    if (inc) {
      t0 = start + r.int(180, 480) * 1000 + r.int(0, 999);
      inc.run(w, t0);
      const other = r.pick(est.services.filter((s) => s.name !== inc.origin && s.name !== w.svc(est.noisy.role))).name;
      deploy(w, other, t0 + r.int(-150, 120) * 1000);
    } else {
      const other = r.pick(est.services).name;
      deploy(w, other, w.at(0.3, 0.8));
    }
    const lines = renderWindow(w, fmt, est.namespace);
    if (lines.length < 1500 || lines.length > 10_000) throw new Error(`${id}: ${lines.length} lines out of range`);
    const file = `${id}.${EXT[fmt]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: t0 === null ? null : new Date(t0).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${est.company}: ${inc.note}.`
        : `${est.company}, nothing broken: ${kinds.map((k) => QUIET[k].note).join("; ")}.`,
      lines: lines.length,
    });
  }
  const splits = assignSplits(
    r,
    labels.map((l) => ({ id: l.id, group: l.category ?? "quiet" })),
  );
  for (const l of labels) l.split = splits.get(l.id) ?? "tune";
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet105", generateQuiet105, (ls) => {
  const estates = new Set(ls.map((l) => l.note.split(/[:,]/)[0]));
  const tune = ls.filter((l) => l.split === "tune").length;
  return `${estates.size} estates, formats ${FORMATS.join("/")}, ${QUIET.length} quiet kinds, tune ${tune} / locked ${ls.length - tune}`;
});
