// Blind holdout109: a car assembly plant. 64 windows (52 broken, 4 per each of the 13 categories, and 12 quiet)
// from four made-up plants: Norvik Motors Halden (Java MES, Go PLC gateway, .NET torque, Python AGV/vision,
// Node andon; trace ids), Vantera Saltillo (no ids; .NET OPC UA bridge, C++ vision, Ruby parts call, Python
// quality), Danek Automotive Kolin (trace ids; Go tag relay and AGV traffic, .NET torque/quality/dyno) and
// Halcyon Vehicles Ridgeway (no ids; Go PLC link, Java tightening, C++ vision, Ruby rework). Each file is one
// aggregated stream of 8-10 services - MES tracking, PLC gateways over OPC UA, torque collection, AGV fleet,
// paint/gap vision, andon, JIS sequencing, EDI to suppliers, end-of-line test and rework, quality database -
// over 6-20 minutes and 1,500-10,000 lines, rotating over the dev set's six formats (jsonl, datadog, ecs, gcp,
// logfmt, compose) with per-service clock skew up to 300 ms and runtime-native multi-line stack traces.
// What makes it hard: a noisy service with constant harmless errors (NOK torque results, dust rejects, AGVs
// pausing for people, late ASNs, old andon firmware) from the first minute, deprecation warnings, retries that
// succeed, shift-change tag-quality blips, an unrelated deploy or config reload near the event; callers that
// report failures in their own words and louder than the origin, origins that log only at WARN or go silent,
// third-party outages (Kafka, ERP, supplier AS2, ToolsNet, VAN) that only show in the service talking to them,
// and quiet windows whose normal noise (shift change, rolling deploy, dust bursts, a bad nutrunner) looks alarming.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Role } from "./holdout109/estates.js";
import { EXT, FORMATS, type Format } from "./holdout109/formats.js";
import { PART_A, type Spec } from "./holdout109/incidents-a.js";
import { PART_B } from "./holdout109/incidents-b.js";
import { QUIET, type QuietSpec } from "./holdout109/quiet.js";
import { mulberry32 } from "./holdout109/rng.js";
import { assignSplit } from "./holdout109/split.js";
import { build, type Ctx, type Noise, renderAll, unrelatedChange } from "./holdout109/stream.js";

export interface Holdout109Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: Spec } | { kind: "quiet"; spec: QuietSpec };

const ALL_ROLES: Role[] = ["mes", "plc", "torque", "agv", "vision", "andon", "jis", "edi", "eol", "qdb"];
const NOISES: Noise[] = ["torque-nok", "vision-dust", "agv-person", "asn-late", "andon-firmware", "plc-tag-stale"];
const NOISE_ROLE: Record<Noise, Role> = {
  "torque-nok": "torque",
  "vision-dust": "vision",
  "agv-person": "agv",
  "asn-late": "edi",
  "andon-firmware": "andon",
  "plc-tag-stale": "plc",
};

export function generateHoldout109(dir: string, seed = 10901): Holdout109Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = [
    ...[...PART_A, ...PART_B].map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Item => ({ kind: "quiet", spec })),
  ];
  r.shuffle(items);
  const splits = assignSplit(
    items.map((it) => (it.kind === "incident" ? it.spec.cat : null)),
    r,
  );
  const labels: Holdout109Label[] = [];
  items.forEach((it, i) => {
    const id = `h109-${String(i + 1).padStart(2, "0")}`;
    const fmt = FORMATS[i % FORMATS.length] as Format;
    const e = ESTATES[it.spec.estate] ?? ESTATES[0];
    if (!e) throw new Error("no estate");
    const offsetMin = r.int(3, 8);
    const durMin = Math.min(20, Math.max(6, offsetMin + r.int(4, 12)));
    const day = new Date(`${e.day}T00:00:00Z`).getTime() + (i % 9) * 86400000;
    const t0 = day + r.int(5, 21) * 3600000 + r.int(0, 5) * 600000 + r.int(0, 59) * 1000;
    const start = t0 + offsetMin * 60000 + r.int(0, 59) * 1000;
    const keep: Role[] =
      it.kind === "incident" ? it.spec.uses : ["mes", "plc", "andon", "edi", "vision", "agv", "torque"];
    const optional = r.shuffle(ALL_ROLES.filter((x) => !keep.includes(x)));
    const drop = new Set(optional.slice(0, Math.min(optional.length, r.int(0, 2))));
    const roles = ALL_ROLES.filter((x) => !drop.has(x));
    const target = r.int(1700, 8500);
    // ~ lines per second at gapScale 1, measured roughly from BASE_GAP
    const perSec = roles.length * 0.75 + 0.8;
    const gapScale = Math.max(0.4, (perSec * durMin * 60) / target);
    const noiseChoices = NOISES.filter(
      (n) => roles.includes(NOISE_ROLE[n]) && !(it.kind === "incident" && NOISE_ROLE[n] === it.spec.origin),
    );
    const c: Ctx = {
      r,
      e,
      roles,
      t0,
      end: t0 + durMin * 60000,
      start,
      gapScale,
      events: [],
      silence: new Map(),
      slow: new Map(),
      noise: r.pick(noiseChoices),
      bg: false,
    };
    it.spec.run(c);
    build(c);
    const originSvc = it.kind === "incident" ? e.svc[it.spec.origin] : "";
    unrelatedChange(c, start, [originSvc]);
    const lines = renderAll(c, fmt);
    const file = `${id}.${EXT[fmt]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.kind === "incident" ? it.spec : null;
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: inc !== null,
      originService: inc ? originSvc : null,
      category: inc ? inc.cat : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i] ?? "tune",
      note: `${e.plant}: ${it.spec.note}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout109", generateHoldout109, (ls) => {
  const by = new Map<string, number>();
  for (const l of ls) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  const min = Math.min(...ls.map((l) => l.lines));
  const max = Math.max(...ls.map((l) => l.lines));
  return `4 plants, formats ${[...by].map(([f, n]) => `${f}=${n}`).join(" ")}, ${min}-${max} lines/file`;
});
