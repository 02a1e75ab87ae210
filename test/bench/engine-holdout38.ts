/**
 * Holdout set 38, "short and unhelpful windows", written blind (the author never saw the engine or its tests).
 *
 * 64 scenarios: 52 incidents (4 for each of the 13 categories) and 12 quiet windows, as an on-call engineer would
 * pull them when asking about "the last five minutes". Each file is one stream of one made-up company's 6-8
 * services (Brightwater Dairy Co-op, Kestrel Freight Brokers, Marlow Veterinary Clinics, Tidewater Ferries,
 * Quillon Print Works) in one of the dev set's six formats, rotated; services run Java/Spring, Go, Node, Python,
 * .NET, Ruby, Rust, Elixir and PHP and print what those runtimes print.
 *
 * The windows give little to reason with: 2-8 minutes long, low traffic (a few hundred to a few thousand lines),
 * and the baseline before the fault is absent in about a third (the fault began before the window opens; its
 * `incidentStart` is then earlier than the first line), under 60 s in another third and 2-4 minutes in the rest;
 * some windows end about a minute after onset. Faults come in four shapes: loud (the origin logs each failure),
 * sparse (the origin logs only two or three lines in the whole window while its callers report it), silent (the
 * origin's access and health lines stop after its last words, or after none; callers report timeouts, refused
 * connections or 502/503/504 naming it) and crash loop (repeated start-up banners, each followed by the failure).
 * Every window also holds gateway traffic, kubelet health checks, a periodic job, a chronic harmless error or
 * warning that is there before and during the fault, deprecation warnings and retries that succeed; per-service
 * clock skew is up to 300 ms and lines are sorted by printed time. The quiet windows hold one or two alarming but
 * harmless items: a scanner's request answered 500, a single slow query, a planned deploy's restart with banner,
 * a cron job's expected non-zero exit, a single timeout fixed by a retry.
 *
 * Labels follow ../shared/data/incidents/README.md (NotedLabel) plus `format`; `split` halves every category and
 * the quiet windows (seeded). Deterministic from the seed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS, type Format, render } from "./holdout38/formats.js";
import { type Baseline, buildIncident } from "./holdout38/incidents.js";
import { buildQuiet } from "./holdout38/quiet.js";
import { makeRng } from "./holdout38/rng.js";
import { SPECS } from "./holdout38/specs.js";
import { assignSplit } from "./holdout38/split.js";

export interface Holdout38Label extends NotedLabel {
  format: Format;
}

const BASE_NOTE: Record<Baseline, string> = {
  none: "no baseline, fault already present",
  short: "under a minute of baseline",
  long: "2-4 minutes of baseline",
};

export function generateHoldout38(dir: string, seed = 3801): Holdout38Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const bases = r.shuffle([
    ...Array<Baseline>(17).fill("none"),
    ...Array<Baseline>(17).fill("short"),
    ...Array<Baseline>(18).fill("long"),
  ]);
  const order = r.shuffle([...Array(64).keys()]);
  const fmtOf = (slot: number) => FORMATS[slot % FORMATS.length];
  const splits = assignSplit(r, [...SPECS.map((s) => s.cat), ...Array(12).fill("quiet")]);
  const labels: Holdout38Label[] = [];
  for (let k = 0; k < 64; k++) {
    const slot = order[k];
    const id = `h38-${String(slot + 1).padStart(2, "0")}`;
    const format = fmtOf(slot);
    const file = `${id}.${EXT[format]}`;
    const sr = makeRng(seed * 1000 + k);
    if (k < SPECS.length) {
      const spec = SPECS[k];
      const tail = bases[k] !== "none" && sr.chance(0.3);
      const b = buildIncident(sr, spec, k, bases[k], tail);
      const lines = render(format, b.evs, b.estate.ns);
      writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
      labels.push({
        id,
        file,
        format,
        isIncident: true,
        originService: b.origin,
        category: spec.cat,
        errorTypeHints: spec.hints,
        incidentStart: new Date(b.onset).toISOString(),
        expectedSeverityAtLeast: spec.shape === "sparse" ? "medium" : "high",
        split: splits[k],
        note: `${b.estate.company}: ${b.origin} - ${spec.note} (${spec.shape}; ${BASE_NOTE[bases[k]]}${tail ? "; window ends about a minute after onset" : ""})`,
        lines: lines.length,
      });
    } else {
      const q = buildQuiet(sr, k - SPECS.length);
      const lines = render(format, q.evs, q.ns);
      writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
      labels.push({
        id,
        file,
        format,
        isIncident: false,
        originService: null,
        category: null,
        errorTypeHints: [],
        incidentStart: null,
        expectedSeverityAtLeast: null,
        split: splits[k],
        note: `${q.company}: ${q.note}`,
        lines: lines.length,
      });
    }
  }
  labels.sort((a, b) => a.id.localeCompare(b.id));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout38", generateHoldout38, (ls) => {
  const f = new Map<string, number>();
  for (const l of ls) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return [...f].map(([k, v]) => `${k}=${v}`).join(" ");
});
