// Blind holdout120: marinas and boatyards. 64 aggregated log windows (52 incidents, 4 per root-cause category,
// and 12 quiet windows) from four made-up estates: harborline (marina chain, 9 services, Node/Java/.NET/Go/Python/
// Ruby, trace ids), stackhaus (dry-stack boat storage, 9 services incl. a C++ forklift dispatcher, no trace ids),
// bluewater (yacht haven with a repair yard, 10 services, mostly Python/Django/Celery, trace ids) and tidewater
// (marina + dry-stack group, 10 services, .NET/Go/Ruby/Node, no trace ids). Files rotate over the six dev formats
// (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20 minute windows, about 1,500-10,000 lines, per-service clock skew
// up to 300 ms, sorted by printed time, multi-line stack traces where the format allows.
// What makes it hard: every estate has one service that logs a constant harmless error from the first minute
// (a pedestal modbus timeout, stale FCM tokens, supplier feed rows, a card-reader CRC error), domain noise at WARN
// (wind holds, lapsed access cards, fuel card declines, after-hours launch requests, offline end-of-dock pedestals,
// parts waits), deprecation warnings, retries that succeed, an unrelated deploy and config reload near the start;
// callers report failures in their own words and often louder than the origin (retry storms, 5xx naming the callee,
// breakers), some origins log only at WARN, some go silent, some crash-loop, and one origin is the noisy service.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout120/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout120/formats.js";
import { PART_A } from "./holdout120/incidents-a.js";
import { PART_B } from "./holdout120/incidents-b.js";
import { PART_C } from "./holdout120/incidents-c.js";
import { QUIET } from "./holdout120/quiet.js";
import { mulberry32 } from "./holdout120/rng.js";
import { assignSplit } from "./holdout120/split.js";
import { buildWindow } from "./holdout120/stream.js";
import type { IncidentSpec, QuietSpec } from "./holdout120/types.js";

export interface Holdout120Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: IncidentSpec } | { kind: "quiet"; spec: QuietSpec };

export function generateHoldout120(dir: string, seed = 12001): Holdout120Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = r.shuffle([
    ...[...PART_A, ...PART_B, ...PART_C].map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Item => ({ kind: "quiet", spec })),
  ]);
  const splits = assignSplit(
    r,
    items.map((x) => (x.kind === "incident" ? x.spec.category : "quiet")),
  );
  const labels: Holdout120Label[] = [];
  items.forEach((item, i) => {
    const id = `h120-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const file = `${id}.${EXT[format]}`;
    const estate = ESTATES.find((e) => e.key === item.spec.estate);
    if (!estate) throw new Error(`unknown estate ${item.spec.estate}`);
    const w = buildWindow(r, estate, item.spec, item.kind === "incident");
    const names = Object.values(estate.roles).map((s) => s.name);
    const pods: Record<string, string> = {};
    for (const n of names) pods[n] = `${n}-${r.hex(9).replace(/[0-3]/g, "b")}-${r.hex(5)}`;
    const ctx = { namespace: estate.namespace, pods, width: Math.max(...names.map((n) => n.length)) + 2 };
    const lines = w.events.flatMap((e) => render(format, e, ctx));
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = item.kind === "incident" ? item.spec : null;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? (estate.roles[inc.origin]?.name ?? null) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(w.startMs).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i] ?? "tune",
      note: item.spec.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout120", generateHoldout120, (labels) => {
  const by = (k: (l: Holdout120Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[k(l)] = (m[k(l)] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([a, b]) => `${a} ${b}`)
      .join(", ");
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}`;
});
