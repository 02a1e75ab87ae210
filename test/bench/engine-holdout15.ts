// Holdout 15: a blind evaluation set for `logdx diagnose`, written without reading the engine, its tests or other
// holdouts. 52 incidents (4 for each of the 13 categories of shared/data/incidents/README.md) and 12 quiet windows,
// weighted towards the categories engines confuse: memory (kernel/kubelet OOMKilled, JVM heap, Go runtime, V8
// heap, Python MemoryError), timeout vs network (deadlines, lock waits, read timeouts vs DNS, routes, resets, TLS),
// database (pools, too many connections, failover) and configuration (env vars, bad YAML, wrong endpoints, trust
// stores). Three made-up estates: an airline crew-rostering platform, a weather-data provider and a hospital
// lab-results pipeline, with services in JVM, Go, Python, Node, .NET, Ruby, Rust plus envoy, nginx, postgres,
// mysql, pgbouncer, clickhouse, redis, kafka and kubelet. Files rotate over the six README formats, carry 6-12
// services over 10-60 minutes, clock skew up to 250 ms, noisy unrelated errors in some, trace ids in some.
// Split 2 tune / 2 locked per category and 6/6 quiet by a seeded shuffle; ids follow the shuffled order.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { build } from "./holdout15/build.js";
import { CREW } from "./holdout15/estate-crew.js";
import { LAB } from "./holdout15/estate-lab.js";
import { WX } from "./holdout15/estate-wx.js";
import { Rng } from "./holdout15/rng.js";
import { HARD } from "./holdout15/scen-hard.js";
import { QUIET } from "./holdout15/scen-quiet.js";
import { REST } from "./holdout15/scen-rest.js";
import { FORMATS, type Format, type Scenario } from "./holdout15/types.js";

export interface Holdout15Label extends NotedLabel {
  format: Format;
}

const ESTATES = { crew: CREW, wx: WX, lab: LAB };
const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** Marks 2 tune / 2 locked per category and 6 / 6 quiet windows, by a seeded shuffle. */
function splits(all: Scenario[], r: Rng): Map<Scenario, "tune" | "locked"> {
  const out = new Map<Scenario, "tune" | "locked">();
  const groups = new Map<string, Scenario[]>();
  for (const s of all) groups.set(s.category ?? "quiet", [...(groups.get(s.category ?? "quiet") ?? []), s]);
  for (const g of groups.values()) {
    const mixed = r.shuffle(g);
    for (let i = 0; i < mixed.length; i++) out.set(mixed[i], i < mixed.length / 2 ? "tune" : "locked");
  }
  return out;
}

/** Line-count targets: mostly 1,500-50,000, log-uniform, with a few larger files. */
function target(r: Rng, i: number): number {
  if (i % 21 === 5) return r.int(70_000, 110_000);
  return Math.round(1500 * (50_000 / 1500) ** r.next());
}

export function generateHoldout15(dir: string, seed = 15): Holdout15Label[] {
  const r = new Rng(seed * 7919 + 1);
  const all = [...HARD, ...REST, ...QUIET];
  const split = splits(all, r);
  const order = r.shuffle(all);
  mkdirSync(dir, { recursive: true });
  const labels: Holdout15Label[] = [];
  order.forEach((s, i) => {
    const id = `h15-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const start = Date.UTC(2026, 7, 1) + i * 86_400_000 + r.int(0, 23) * 3_600_000 + r.int(0, 59) * 60_000;
    const b = build(s, ESTATES[s.estate], format, seed * 100_003 + i * 7717, start, target(r, i));
    writeFileSync(join(dir, file), b.text);
    labels.push({
      id,
      file,
      format,
      isIncident: s.category !== null,
      originService: s.origin,
      category: s.category,
      errorTypeHints: s.hints.map((h) => h.toLowerCase()),
      incidentStart: b.incidentStart,
      expectedSeverityAtLeast: s.sev,
      split: split.get(s) ?? "tune",
      note: s.note,
      lines: b.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

const summaryFn = (labels: Holdout15Label[]) =>
  FORMATS.map((f) => `${f}=${labels.filter((l) => l.format === f).length}`).join(" ") +
  ` tune=${labels.filter((l) => l.split === "tune").length} locked=${labels.filter((l) => l.split === "locked").length}`;

runHoldoutCli(import.meta.url, "holdout15", generateHoldout15, summaryFn);
