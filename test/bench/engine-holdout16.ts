// Holdout 16: a blind evaluation set for `logdx diagnose`, in the style a hidden grader unlike the dev set might
// write. 52 incidents (4 for each of the 13 categories of shared/data/incidents/README.md) and 12 quiet windows, in
// three made-up estates unlike the dev set's: Furrowline (farm-equipment telemetry: envoy gateway, Go ingest, Kafka,
// Rust map API, Celery models, Rails portal, Elixir OTA, Node alerting, Postgres, Redis), Registrar (university
// enrolment: HAProxy, Django, Spring, ASP.NET/EF Core, Rails/Sidekiq, Celery, Keycloak, Postgres, MongoDB, Node)
// and Inkwell (newsroom publishing: nginx CDN, Go gRPC, Express/Prisma, Rust/tokio, Elixir/Broadway, Elasticsearch,
// Rails, Django, RabbitMQ, MySQL). Each file is one aggregated stream of 5-10 services over 10-45 minutes,
// 1,000-40,000 lines, in one of the six shapes (jsonl, datadog, ecs, gcp, logfmt, compose), rotated by id; clock
// skew up to 250 ms per service. Every incident carries two or three of the README's difficulties (a constant noisy
// error from the first minute, unrelated deploy lines near the onset, caller retry storms, callers reporting the
// failure in their own words, WARN-only origins). Quiet windows hold healthy but alarming-looking traffic.
// Written blind: its author never read the engine, its tests or the other holdouts, and wrote every phrase anew.
// Usage: npx tsx test/bench/engine-holdout16.ts --out /tmp/h16 [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { build } from "./holdout16/build.js";
import { EXT, FORMATS, type Format } from "./holdout16/formats.js";
import { ACCESS } from "./holdout16/incidents-access.js";
import { DATA } from "./holdout16/incidents-data.js";
import { PATH } from "./holdout16/incidents-path.js";
import { RELEASE } from "./holdout16/incidents-release.js";
import { QUIET } from "./holdout16/quiet.js";
import { Rng } from "./holdout16/rng.js";
import { CATEGORIES, type IncidentSpec, type QuietSpec } from "./holdout16/spec.js";

export interface Holdout16Label extends NotedLabel {
  format: Format;
}

type Spec = { kind: "incident"; spec: IncidentSpec } | { kind: "quiet"; spec: QuietSpec };

export const INCIDENTS: IncidentSpec[] = [...ACCESS, ...DATA, ...PATH, ...RELEASE];

/** Writes one log file per scenario and labels.json into dir; returns the labels. */
export function generateHoldout16(dir: string, seed = 16): Holdout16Label[] {
  const rng = new Rng(seed * 7919 + 16);
  for (const c of CATEGORIES) {
    const n = INCIDENTS.filter((s) => s.category === c).length;
    if (n !== 4) throw new Error(`holdout16: category ${c} has ${n} scenarios, want 4`);
  }
  if (QUIET.length !== 12) throw new Error("holdout16: want 12 quiet windows");
  const split = new Map<IncidentSpec | QuietSpec, "tune" | "locked">();
  for (const c of CATEGORIES)
    for (const [i, s] of rng.shuffle(INCIDENTS.filter((x) => x.category === c)).entries())
      split.set(s, i < 2 ? "tune" : "locked");
  for (const [i, s] of rng.shuffle(QUIET).entries()) split.set(s, i < 6 ? "tune" : "locked");

  const all: Spec[] = rng.shuffle([
    ...INCIDENTS.map((spec): Spec => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Spec => ({ kind: "quiet", spec })),
  ]);
  mkdirSync(dir, { recursive: true });
  const labels = all.map((s, i): Holdout16Label => {
    const id = `h16-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const built = build(s.spec, rng, i, format);
    writeFileSync(join(dir, file), built.text);
    const inc = s.kind === "incident" ? s.spec : undefined;
    return {
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: built.incidentStart,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: split.get(s.spec) ?? "tune",
      note: s.spec.note,
      lines: built.lines,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

const summary = (labels: Holdout16Label[]) =>
  FORMATS.map((f) => `${f}=${labels.filter((l) => l.format === f).length}`).join(" ") +
  `; tune=${labels.filter((l) => l.split === "tune").length} locked=${labels.filter((l) => l.split === "locked").length}`;

runHoldoutCli(import.meta.url, "holdout16", generateHoldout16, summary);
