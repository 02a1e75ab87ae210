// Blind set quiet89: harmless-but-alarming windows from passport and identity document agencies, plus eight faults.
//
// Domain: online passport/ID applications with photo checks, appointment booking, biometric capture stations,
// civil registry verification, watchlist screening, booklet/card printing, courier tracking and fee payments.
// Estates (4 made-up agencies, 9-10 services each, runtimes Node, Java, Python, Go, .NET, Ruby, C++):
//   Veldmark Passport Service (request ids), Kestrel Civil Documents Authority (no ids),
//   Maritime Republic Passport Bureau (request ids), Lindqvist Consular Agency (no ids).
// Counts: 48 files, 40 quiet windows (38 kinds of benign noise as the headline of a window: photos rejected by
//   the hundred, fingerprint recaptures, registry manual reviews, printer ribbon pauses, couriers finding nobody
//   home, card declines, 409 storms at slot release, scanner 404s, GC pauses, readiness probe blips, ...) and
//   8 faults, one each of database, authentication, memory, disk, dependency, null_reference, configuration,
//   timeout, laid on the same noise.
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt, compose (stack traces multi-line where the shape allows);
//   6-20 minute windows, 1,500-10,000 lines, per-service clock skew up to 300 ms.
// What makes it hard: every window has a noisy service erroring from the first minute, deprecation warnings,
//   retries that succeed and an unrelated rollout or config reload; quiet windows hold ERROR bursts, stack traces,
//   "timed out", 5xx and breaker lines that are all benign; in faulty windows callers retry louder than the
//   origin, two origins log only at WARN and one goes quiet.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import type { Estate } from "./quiet89/estates.js";
import { ESTATES, name } from "./quiet89/estates.js";
import type { Format } from "./quiet89/formats.js";
import { EXT, FORMATS } from "./quiet89/formats.js";
import type { Incident } from "./quiet89/incidents.js";
import { INCIDENTS } from "./quiet89/incidents.js";
import { NOISE, NOISE_KINDS } from "./quiet89/quiet.js";
import { mulberry32 } from "./quiet89/rng.js";
import { assignSplit } from "./quiet89/split.js";
import { Stream } from "./quiet89/stream.js";
import { background } from "./quiet89/traffic.js";

export interface Quiet89Label extends NotedLabel {
  format: Format;
}

type Plan = { kind: "quiet"; estate: Estate; headline: string } | { kind: "incident"; estate: Estate; inc: Incident };

const MIN = 60000;

function build(plan: Plan, seed: number, day: number, flowScale: number) {
  const rng = mulberry32(seed);
  const hour = rng.int(0, 23);
  const t0 = Date.UTC(2026, 8, 1 + day, hour, rng.pick([0, 5, 10, 15, 20, 30, 40, 45, 50]), rng.int(0, 59));
  const startOff = plan.kind === "incident" ? rng.int(180, 480) * 1000 : 0;
  const durMin = rng.int(Math.max(6, Math.ceil(startOff / MIN) + 5), 20);
  const t1 = t0 + durMin * MIN;
  const s = new Stream(rng, plan.estate, t0, t1);
  const target = rng.int(1700, 8200);
  s.flowRate = Math.max(0.5, ((target / (durMin * 60) - 0.7) / 2.3) * flowScale);
  const start = t0 + startOff;
  const focus = plan.kind === "incident" ? start : t0 + rng.int(2, durMin - 2) * MIN;
  const extras: string[] = [];
  if (plan.kind === "quiet") {
    const a = t0 + rng.int(1, Math.max(1, Math.floor(durMin / 2))) * MIN + rng.int(0, 59000);
    NOISE[plan.headline](s, a, Math.min(t1, a + rng.int(2, 6) * MIN));
  } else plan.inc.run(s, start);
  const nx = rng.int(3, 4);
  while (extras.length < nx) {
    const k = rng.pick(NOISE_KINDS);
    if (!extras.includes(k) && (plan.kind !== "quiet" || k !== plan.headline)) extras.push(k);
  }
  for (const k of extras) {
    const a = t0 + rng.int(0, durMin * MIN - 2 * MIN);
    NOISE[k](s, a, Math.min(t1, a + rng.int(1, 4) * MIN));
  }
  background(s, focus, plan.kind === "incident" && !plan.inc.ownDeploy ? name(plan.estate, plan.inc.origin) : null);
  return { s, start, extras };
}

export function generateQuiet89(dir: string, seed = 8901): Quiet89Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = [];
  const kinds = rng.shuffle([...NOISE_KINDS]);
  for (let i = 0; i < 40; i++)
    plans.push({ kind: "quiet", estate: ESTATES[i % ESTATES.length], headline: kinds[i % kinds.length] });
  for (const inc of INCIDENTS)
    plans.push({ kind: "incident", estate: ESTATES.find((e) => e.key === inc.estate)!, inc });
  rng.shuffle(plans);

  const labels: Omit<Quiet89Label, "split">[] = [];
  plans.forEach((plan, i) => {
    const id = `q89-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const sub = Math.floor(rng.next() * 2 ** 31);
    let scale = 1;
    let built = build(plan, sub, i, scale);
    let lines = built.s.render(format);
    for (let k = 0; k < 6 && (lines.length > 9800 || lines.length < 1600); k++) {
      scale *= lines.length > 9800 ? 0.75 : 1.35;
      built = build(plan, sub, i, scale);
      lines = built.s.render(format);
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const c = plan.estate.company;
    if (plan.kind === "quiet")
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
        note: `Nothing is broken at ${c}: a burst of ${plan.headline.replace(/-/g, " ")} alongside ${built.extras.join(", ")} on normal traffic.`,
        lines: lines.length,
      });
    else
      labels.push({
        id,
        file,
        format,
        isIncident: true,
        originService: name(plan.estate, plan.inc.origin),
        category: plan.inc.category,
        errorTypeHints: plan.inc.hints,
        incidentStart: new Date(built.start).toISOString(),
        expectedSeverityAtLeast: plan.inc.severity,
        note: `${c}: ${plan.inc.note}`,
        lines: lines.length,
      });
  });
  const split = assignSplit(rng, labels);
  const out: Quiet89Label[] = labels.map((l, i) => ({ ...l, split: split[i] }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(out, null, 1)}\n`);
  return out;
}

runHoldoutCli(import.meta.url, "quiet89", generateQuiet89, (labels) => {
  const by = (f: (l: Quiet89Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k} ${v}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}; estates: ${ESTATES.map((e) => e.company).join(" / ")}`;
});
