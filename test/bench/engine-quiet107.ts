// Blind scenario set quiet107: laundry and dry-cleaning pickup services, mostly quiet windows that look alarming.
//
// 48 scenarios: 40 quiet windows (39 kinds of harmless but alarming noise: tags that do not scan, locker doors left
// open, pickups missed because nobody was home, washers on long cycles, holiday subscription pauses, card declines
// in the per-pound billing run, scanner bots, account lockouts, firmware reboots, GC pauses, consumer rebalances,
// a breaker flapping on an optional widget, ...) and 8 incidents, one per category (database, dependency,
// configuration, memory, disk, timeout, network, authentication), laid on the same noise.
// Estates: FreshFold Laundry (10 services, trace ids), PressPoint Dry Cleaning (9, none), Suds&Go Lockers (10, trace
// ids), DryDash (9, none); runtimes Java, Python, Go, Node, .NET, Ruby, C++.
// Each file: one aggregated stream, 6-20 minutes, 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by
// printed time, in one of the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose) in rotation.
// Hard because every window has a noisy service erroring from the first minute, deprecations, retries that
// succeed, an unrelated deploy or reload, and quiet windows hold ERROR bursts and stack traces of their own;
// incidents are reported loudest by callers (retry storms), one origin logs only at WARN and one goes quiet.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet107/estates.js";
import { EXT, FORMATS, type Format } from "./quiet107/formats.js";
import { INCIDENTS } from "./quiet107/incidents.js";
import { NOISE } from "./quiet107/quiet.js";
import { makeRng } from "./quiet107/rng.js";
import { assignSplits } from "./quiet107/split.js";
import { baseline, Ctx, deploy, renderAll } from "./quiet107/stream.js";

export interface Quiet107Label extends NotedLabel {
  format: Format;
}

const DAY = 86400000;
const BASE = Date.UTC(2026, 10, 2);

export function generateQuiet107(dir: string, seed = 10751): Quiet107Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const slots = r.shuffle([...Array(48).keys()]).slice(0, INCIDENTS.length);
  const incidentAt = new Map(slots.map((s, i) => [s, INCIDENTS[i]]));
  const labels: Quiet107Label[] = [];
  let quietIdx = 0;
  for (let i = 0; i < 48; i++) {
    const sr = makeRng(seed * 131 + i * 7919);
    const format = FORMATS[i % FORMATS.length] as Format;
    const inc = incidentAt.get(i);
    const est = inc ? (ESTATES.find((e) => e.key === inc.estate) ?? ESTATES[0]) : ESTATES[i % ESTATES.length];
    if (!est) throw new Error("no estate");
    const hour = sr.pick([0, 1, 2, 3, 3, 4, 6, 7, 8, 10, 12, 14, 17, 18, 19, 21, 22, 23]);
    const start = BASE + i * DAY + hour * 3600000 + sr.int(0, 59) * 60000;
    const durMin = sr.int(6, 20);
    const end = start + durMin * 60000;
    const c = new Ctx(sr, est, start, end);
    const id = `q107-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    let note: string;
    let incStart: number | null = null;
    const kinds = [];
    if (inc) {
      const off = sr.int(180, Math.min(480, durMin * 60 - 180));
      incStart = start + off * 1000;
      inc.apply(c, incStart);
      const dt = sr.int(60, 150) * 1000 * (sr.chance(0.5) ? -1 : 1);
      deploy(c, inc.bystander, incStart + dt, sr.chance(0.3));
      kinds.push(sr.pick(NOISE), sr.pick(NOISE));
      note = inc.note;
    } else {
      const primary = NOISE[quietIdx % NOISE.length];
      quietIdx++;
      if (!primary) throw new Error("no noise");
      kinds.push(primary, sr.pick(NOISE));
      if (sr.chance(0.5)) kinds.push(sr.pick(NOISE));
      const svc = sr.pick(est.services).name;
      deploy(c, svc, start + sr.int(120, durMin * 60 - 60) * 1000, sr.chance(0.4));
      note = `Nothing is broken at ${est.company}: ${[...new Set(kinds.map((k) => k.name))].join("; ")}.`;
    }
    for (const k of kinds) k.apply(c, start + sr.int(30, Math.max(60, durMin * 60 - 240)) * 1000);
    baseline(c, sr.int(1800, 8000));
    const lines = renderAll(c, format);
    if (lines.length < 1500 || lines.length > 10000) throw new Error(`${id}: ${lines.length} lines`);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: incStart === null ? null : new Date(incStart).toISOString(),
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: "tune",
      note,
      lines: lines.length,
    });
  }
  const splits = assignSplits(r, labels);
  labels.forEach((l, i) => {
    l.split = splits[i] ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet107", generateQuiet107, (labels) => {
  const by = (k: "format" | "split") => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(l[k], (m.get(l[k]) ?? 0) + 1);
    return [...m].map(([a, b]) => `${a} ${b}`).join(", ");
  };
  return `formats: ${by("format")}; splits: ${by("split")}`;
});
