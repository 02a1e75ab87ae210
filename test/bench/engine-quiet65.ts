// Blind set quiet65: harmless-but-alarming windows from veterinary and dental practice software.
//
// 48 scenarios: 40 quiet windows (35 kinds of alarming noise: reminder texts to landlines and disconnected
// numbers, bounced recall emails, X-ray sensors re-enumerating, DICOM associations rejected then stored on retry,
// reference-lab results held for patient matching, card declines, 277CA claim rejections for missing tooth
// numbers, pet-insurance rejections, kiosk printers out of paper, expired vaccine lots, controlled-substance
// count mismatches, scanner 404s, staff lockouts, GC pauses, replica lag ...) and 8 problems, one per
// category (database, dependency, disk, configuration, memory, authentication, timeout, unknown), laid on the
// same noise. Four estates: PawCare Clinics and Riverbend Animal Hospital (vet, request ids on lines),
// BrightSmile Dental Group (dental, no ids) and Molar & Co Orthodontics (dental, trace ids); 9-10 services each
// in Java, Python, Go, Node, .NET, Ruby and C++. Files rotate over the six dev formats (jsonl, datadog, ecs,
// gcp, logfmt, compose), 6-20 minute windows, 1,500-10,000 lines, per-service clock skew up to 300 ms.
//
// What makes it hard: every file has a service erroring at a constant rate from the first minute, retries that
// succeed, deprecation warnings and an unrelated rollout or config reload near the interesting minute; quiet
// windows carry ERROR bursts and handled stack traces; in the problems the callers (with retry storms) are
// louder than the origin, one origin logs only WARN, one goes silent, one crash-loops at start-up after a
// rollout, and two sit behind a third party (card processor, clearinghouse token endpoint).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet65/estates.js";
import { EXT, FORMATS, type Format } from "./quiet65/formats.js";
import { PROBLEMS, type Problem } from "./quiet65/incidents.js";
import { NOISE, type NoiseKind } from "./quiet65/quiet.js";
import { makeRng, type Rng } from "./quiet65/rng.js";
import { assignSplits } from "./quiet65/split.js";
import { baseline, type Ctx, finish, unrelatedDeploy } from "./quiet65/stream.js";

export interface Quiet65Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;
const supports = (e: Estate, k: NoiseKind) => k.needs.every((r) => !!e.svc[r]);

function build(rng: Rng, e: Estate, format: Format, day: number, problem: Problem | null, primary: NoiseKind | null) {
  const minutes = problem ? rng.int(10, 20) : rng.int(6, 20);
  const hour = rng.pick([2, 3, 7, 8, 9, 11, 13, 15, 17, 22]);
  const start = Date.UTC(2026, 9, 1) + day * 86400000 + hour * 3600000 + rng.int(0, 59) * MIN + rng.int(0, 59999);
  const end = start + minutes * MIN;
  const t0 = start + rng.int(3 * MIN, Math.min(8, minutes - 3) * MIN);
  let target = rng.int(2200, 7500);
  for (let attempt = 0; ; attempt++) {
    const c: Ctx = { rng, e, start, end, recs: [], hooks: [], silentFrom: new Map() };
    const perSec = Math.max(0.35, (target / (minutes * 60) - 1.1) / 2.1);
    const originSvc = problem ? e.svc[problem.origin] : undefined;
    if (problem) problem.run(c, t0);
    if (primary) primary.run(c, t0);
    const extras = rng.shuffle(NOISE.filter((k) => supports(e, k) && k !== primary)).slice(0, rng.int(1, 2));
    for (const k of extras) k.run(c, start + rng.int(1 * MIN, (minutes - 2) * MIN));
    unrelatedDeploy(c, t0 + rng.int(-150000, 120000), originSvc);
    baseline(c, perSec);
    const lines = finish(c, format);
    if ((lines.length >= 1500 && lines.length <= 10000) || attempt > 4) return { lines, t0, extras };
    target = lines.length < 1500 ? target * 1.4 : target * 0.7;
  }
}

export function generateQuiet65(dir: string, seed = 6501): Quiet65Label[] {
  const rng = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  // problem files spread over all six formats: slot k sits in a random block of six at a format offset
  const offsets = rng.shuffle([...Array(6).keys()]);
  const blocks = rng.shuffle([...Array(8).keys()]);
  const slots = blocks.map((b, k) => b * 6 + offsets[k % 6]);
  const problems = rng.shuffle(PROBLEMS);
  const primaries = [...rng.shuffle(NOISE), ...rng.shuffle(NOISE)].slice(0, 40);
  const labels: Quiet65Label[] = [];
  let q = 0;
  for (let i = 0; i < 48; i++) {
    const id = `q65-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % 6];
    const file = `${id}.${EXT[format]}`;
    const pi = slots.indexOf(i);
    const problem = pi >= 0 ? problems[pi] : null;
    const primary = problem ? null : primaries[q++];
    let e: Estate;
    if (problem) e = ESTATES.find((x) => x.key === problem.estate) as Estate;
    else {
      const from = i % ESTATES.length;
      const order = [...ESTATES.slice(from), ...ESTATES.slice(0, from)];
      e = order.find((x) => supports(x, primary as NoiseKind)) as Estate;
    }
    const { lines, t0, extras } = build(rng, e, format, i, problem, primary);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!problem,
      originService: problem ? (e.svc[problem.origin] as string) : null,
      category: problem ? problem.category : null,
      errorTypeHints: problem ? problem.hints : [],
      incidentStart: problem ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: problem ? problem.severity : null,
      split: "tune",
      note: problem
        ? `${e.company}: ${problem.note}.`
        : `${e.company}, nothing broken: ${(primary as NoiseKind).note}; also ${extras.map((k) => k.name).join(" and ")}.`,
      lines: lines.length,
    });
  }
  assignSplits(rng, labels);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet65", generateQuiet65, (labels) => {
  const by = (f: (l: Quiet65Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[f(l)] = (m[f(l)] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([k, n]) => `${k}=${n}`)
      .join(" ");
  const estates = by((l) => ESTATES.find((e) => l.note.startsWith(e.company))?.key ?? "?");
  return `formats ${by((l) => l.format)}; estates ${estates}; tune=${labels.filter((l) => l.split === "tune").length}`;
});
