/**
 * Blind holdout "quiet128": 48 aggregated log windows from four made-up furniture and mattress retailers
 * (Hearthwood Home, DreamLoft Sleep, Oakline Interiors, Nordsleep; 10-12 services each in Java, Node, Python,
 * Go, .NET and Ruby), written without looking at the engine. 40 windows are quiet: healthy estates that still
 * log alarming ERROR/WARN bursts that are normal for the trade (declined cards and finance applications,
 * invalid fabric/size combinations, failed logins, expired sessions, rate-limited scrapers, vulnerability
 * scanners, rolling restarts, certificate rotations, backfills, carrier retries that succeed, showroom
 * stock-outs, full factory weeks, postcodes outside the white-glove zone, SMTP bounces, client aborts with
 * stack traces, trials that ended, Kafka rebalances, GC pauses, ...: 39 kinds, at least three per window) on
 * top of each estate's chronic harmless error. 8 windows hold one real incident each (database, network,
 * timeout, dependency, configuration, memory, disk, null_reference) on the same noise. What makes it hard:
 * callers are louder than origins (retry storms, 5xx naming the callee), one origin logs WARN only, origins
 * go silent, unrelated deploys and config reloads sit near the faults, and quiet windows carry multi-line
 * stacks and hundreds of ERROR lines. Six formats in rotation, 6-20 minute windows, per-service skew up to
 * 300 ms, trace ids on two estates only. Usage: npx tsx test/bench/engine-quiet128.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet128/estates.js";
import { EXT, FORMATS, type Format } from "./quiet128/formats.js";
import { INCIDENTS } from "./quiet128/incidents.js";
import { NOISE, NOISE_KINDS } from "./quiet128/noise.js";
import { int, mulberry32, shuffle } from "./quiet128/rng.js";
import { assignSplit } from "./quiet128/split.js";
import { background, makeCtx, renderWindow } from "./quiet128/stream.js";

export interface Quiet128Label extends NotedLabel {
  format: Format;
}

const INCIDENT_AT = [3, 7, 14, 18, 28, 35, 40, 47]; // scenario indices holding INCIDENTS[0..7]

export function generateQuiet128(dir: string, seed = 12851): Quiet128Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const labels: Quiet128Label[] = [];
  const noiseOrder = shuffle(r, NOISE_KINDS);
  let q = 0;
  for (let i = 0; i < 48; i++) {
    const format = FORMATS[i % 6];
    const inc = INCIDENT_AT.indexOf(i) >= 0 ? INCIDENTS[INCIDENT_AT.indexOf(i)] : undefined;
    const estate = inc ? ESTATES.find((e) => e.key === inc.estate)! : ESTATES[(i + Math.floor(i / 6)) % 4];
    const minutes = int(r, 6, 20);
    const t0 =
      Date.UTC(2026, 5, 1) + i * 31 * 3600_000 + int(r, 6, 20) * 3600_000 + int(r, 0, 59) * 60_000 + int(r, 0, 59_999);
    const c = makeCtx(r, estate, t0, minutes);
    const target = int(r, 1900, 8500);
    const flowLines =
      1 + estate.flows.reduce((s, f) => s + f.w * f.hops.length, 0) / estate.flows.reduce((s, f) => s + f.w, 0);
    const kinds = inc
      ? shuffle(r, NOISE_KINDS).slice(0, int(r, 2, 3))
      : [noiseOrder[q % noiseOrder.length], ...shuffle(r, NOISE_KINDS).slice(0, int(r, 2, 4))];
    let out: {
      origin: string | null;
      hints: string[];
      sev: "medium" | "high" | null;
      note: string;
      start: string | null;
    };
    if (inc) {
      const ts = c.at(0.4 + r() * 0.25);
      const o = inc.run(c, ts);
      out = { origin: o.origin, hints: o.hints, sev: o.sev, note: o.note, start: new Date(ts).toISOString() };
    } else {
      q++;
      out = {
        origin: null,
        hints: [],
        sev: null,
        start: null,
        note: `Quiet ${estate.brand} window: ${[...new Set(kinds)].join(", ")} on top of the chronic ${estate.chronic.lvl}; nothing is broken.`,
      };
    }
    for (const k of new Set(kinds)) NOISE[k](c);
    background(c, target / (minutes * 60 * flowLines));
    const lines = renderWindow(c, format);
    const id = `q128-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: out.origin,
      category: inc?.category ?? null,
      errorTypeHints: out.hints,
      incidentStart: out.start,
      expectedSeverityAtLeast: out.sev,
      split: "tune",
      note: out.note,
      lines: lines.length,
    });
  }
  const groups = new Map<string, number[]>();
  labels.forEach((l, i) => {
    const g = l.category ?? "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  const split = assignSplit(r, groups);
  for (const [i, s] of split) labels[i].split = s;
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

const summary = (ls: Quiet128Label[]) =>
  `formats ${FORMATS.map((f) => `${f}=${ls.filter((l) => l.format === f).length}`).join(" ")}; tune=${ls.filter((l) => l.split === "tune").length}`;

runHoldoutCli(import.meta.url, "quiet128", generateQuiet128, summary);
