// Blind holdout113: sports betting and lottery. 64 windows (52 troubled, 4 for each of the 13 categories, and 12
// quiet) from four made-up operators: Northpoint Sports (online sportsbook, 10 services, trace ids), Lakeshore State
// Lottery (retail terminals, player portal, prize claims; 10 services, no trace ids), Brightline Bet (sportsbook,
// 9 services, trace ids) and Granite Gaming Retail (store lottery + sports counter, 8 services, no trace ids).
// Each file is one aggregated stream, 6-20 minutes, 1,500-10,000 lines, rotating over jsonl, datadog, ecs, gcp,
// logfmt and compose, with per-service clock skew up to 300 ms and multi-line Java/Python/Go/Node/.NET/Ruby/C++
// stack traces where the format allows. What makes it hard: every window carries the domain's normal noise from
// the first minute (a constantly erroring harmless service, price-moved and market-suspended bet rejections,
// geolocation blocks near state borders, declined deposits, self-excluded players, out-of-order feed messages,
// terminal reconnects, deprecation warnings, retries that succeed) and an unrelated deploy or config reload near
// the trouble; callers report failures in their own words and often louder than the service at fault, some of
// those services log only WARN or go silent, and quiet windows contain busy-but-healthy moments (goal suspensions,
// draw close, morning terminal reconnects, geofence surges).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import type { Estate } from "./holdout113/estates.js";
import { FILE_EXT, FORMATS, type Format, render } from "./holdout113/formats.js";
import { INCIDENTS } from "./holdout113/incidents.js";
import { QUIET } from "./holdout113/quiet.js";
import { makeRng } from "./holdout113/rng.js";
import { assignSplit } from "./holdout113/split.js";
import { type Fault, simulate, type Window } from "./holdout113/stream.js";

export interface Holdout113Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  fault: Fault | null;
  note: string;
  group: string;
  extras?: Window["extras"];
}

function backgroundPerSec(e: Estate): number {
  const periodic = e.periodic.reduce((s, p) => s + 1 / p.every, 0);
  const noise = e.noise.reduce((s, n) => s + (n.perMin / 60) * 1.4, 0);
  return periodic + noise;
}
function linesPerFlow(e: Estate): number {
  const w = e.flows.reduce((s, f) => s + f.weight, 0);
  return e.flows.reduce((s, f) => s + (f.weight / w) * (1 + f.steps.length), 0);
}

export function generateHoldout113(dir: string, seed = 11301): Holdout113Label[] {
  mkdirSync(dir, { recursive: true });
  const top = makeRng(seed);
  const plans: Plan[] = [];
  for (const specs of INCIDENTS)
    for (const s of specs) plans.push({ estate: s.estate, fault: s.fault, note: s.fault.note, group: s.fault.cat });
  for (const q of QUIET) plans.push({ estate: q.estate, fault: null, note: q.note, group: "quiet", extras: q });
  top.shuffle(plans);
  const groups = new Map<string, number[]>();
  plans.forEach((p, i) => {
    groups.set(p.group, [...(groups.get(p.group) ?? []), i]);
  });
  const split = assignSplit(groups, top);

  const labels: Holdout113Label[] = [];
  plans.forEach((p, i) => {
    const id = `h113-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const e = p.estate;
    const r = makeRng(seed * 1000 + i * 7919);
    const baseSec = r.int(180, 480);
    const minutes = r.int(Math.max(6, Math.ceil(baseSec / 60) + 3), 20);
    const day = r.int(1, 28);
    const start = Date.UTC(2026, 10, day, r.int(0, 23), r.int(0, 59), 0) + r.int(0, 999);
    let target = r.int(1800, 8600);
    let lines: string[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const fps = Math.max(0.15, (target / (minutes * 60) - backgroundPerSec(e)) / linesPerFlow(e));
      const w: Window = { estate: e, start, minutes, fps, troubleAt: baseSec * 1000, fault: p.fault, extras: p.extras };
      const evs = simulate(w, makeRng(seed * 1000 + i * 7919 + attempt + 1));
      const width = Math.max(...e.services.map((s) => s.name.length + 2)) + 1;
      lines = evs.flatMap((ev) => render(format, ev, { namespace: e.namespace, composeWidth: width }));
      if (lines.length > 9800) target = Math.round(target * 0.8);
      else if (lines.length < 1600) target = Math.round(target * 1.3);
      else break;
    }
    const file = `${id}.${FILE_EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const f = p.fault;
    labels.push({
      id,
      file,
      format,
      isIncident: f !== null,
      originService: f ? f.origin : null,
      category: f ? f.cat : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: f ? new Date(start + baseSec * 1000).toISOString() : null,
      expectedSeverityAtLeast: f ? f.sev : null,
      split: split.get(i) ?? "tune",
      note: p.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout113", generateHoldout113, (labels) => {
  const by = (k: "format" | "split") =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[l[k]] = (m[l[k]] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([a, b]) => `${a} ${b}`)
      .join(", ");
  return `estates northpoint/lakeshore/brightline/granite; formats ${by("format")}; split ${by("split")}`;
});
