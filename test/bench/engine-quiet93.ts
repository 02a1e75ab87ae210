// Blind set quiet93: alarm-monitoring and home-security estates, mostly quiet windows that look alarming.
//
// 48 scenarios: 40 quiet windows (36 kinds of harmless noise: panels missing supervision on flaky lines, pet and wind
// false alarms, wrong user codes, low-battery troubles, installer walk tests, AC-loss clusters, duplicate DC-09
// frames, NAKed panel clocks, storm backlogs, keyholders not answering, police declining unconfirmed alarms, expiring
// app tokens, GC pauses, a breaker blip on a maps vendor, ...) and 8 failures, one per category (dependency,
// database, network, configuration, timeout, disk, memory, unknown) laid on the same noise.
// Estates: Sentinel ARC (10 services, W3C trace ids), HomeHalo smart-home (10, short request ids), VigilNet regional
// monitoring centre (9, no ids), Bastion Secure guard response (8, correlation ids); Go, Java, Python, Node, .NET,
// Ruby and C++ runtimes with their own stack traces. Formats rotate over jsonl, datadog, ecs, gcp, logfmt, compose;
// windows of 6-20 minutes, 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by printed time.
// What makes it hard: every file has a chronic noisy service, alarm words (ALARM, PANIC, FIRE, TAMPER, HOLD-UP) on
// harmless signals, deprecations, successful retries and a deploy or reload; in the failures the callers are
// louder than the failing service, some failing services only warn, one goes nearly silent and one never says why.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet93/estates.js";
import { EXT, FORMATS, type Format } from "./quiet93/formats.js";
import { INCIDENTS, type Incident } from "./quiet93/incidents.js";
import { NOISES, type Noise } from "./quiet93/quiet.js";
import { makeRng } from "./quiet93/rng.js";
import { assignSplit } from "./quiet93/split.js";
import { background, Ctx } from "./quiet93/stream.js";

export interface Quiet93Label extends NotedLabel {
  format: Format;
}

type Spec = { kind: "quiet"; estate: Estate; noise: Noise } | { kind: "incident"; estate: Estate; inc: Incident };

const MIN = 60000;

function build(spec: Spec, idx: number, seed: number, scale: number) {
  const rng = makeRng(seed * 1009 + idx * 7919);
  const day = 1 + (idx % 28);
  const hour = rng.pick([0, 1, 2, 3, 3, 4, 5, 13, 19, 22, 23]);
  const t0 = Date.UTC(2026, 9, day, hour, rng.int(0, 59), rng.int(0, 59)) + rng.int(0, 999);
  const dur = rng.int(spec.kind === "incident" ? 10 : 6, 20) * MIN;
  const t1 = t0 + dur;
  const ctx = new Ctx(rng, spec.estate, t0, t1);
  const perMin = rng.int(7, 15) * scale;
  let start: number | null = null;
  let origin: string | null = null;
  if (spec.kind === "incident") {
    const off = rng.int(3, Math.min(7, dur / MIN - 4)) * MIN + rng.int(0, 50000);
    start = t0 + off;
    origin = spec.inc.origin;
  }
  const deployAt = start !== null ? start + rng.int(-150000, 120000) : t0 + rng.int(1 * MIN, dur - 2 * MIN);
  background(ctx, perMin, deployAt, origin);
  const extras = rng.int(1, 3);
  const noises: Noise[] = spec.kind === "quiet" ? [spec.noise] : [];
  for (let i = 0; i < extras; i++) {
    const n = rng.pick(NOISES);
    if (!noises.includes(n)) noises.push(n);
  }
  for (const n of noises) n.run(ctx, t0 + rng.int(MIN / 2, Math.max(MIN, dur - 4 * MIN)));
  if (spec.kind === "incident" && start !== null) spec.inc.run(ctx, start);
  return { ctx, start, noises };
}

export function generateQuiet93(dir: string, seed = 9301): Quiet93Label[] {
  const rng = makeRng(seed);
  const order = rng.shuffle(NOISES.map((_, i) => i));
  const specs: Spec[] = [];
  for (let q = 0; q < 40; q++)
    specs.push({ kind: "quiet", estate: ESTATES[q % ESTATES.length], noise: NOISES[order[q % order.length]] });
  for (const inc of INCIDENTS)
    specs.push({ kind: "incident", estate: ESTATES.find((e) => e.key === inc.estate)!, inc });
  rng.shuffle(specs);
  mkdirSync(dir, { recursive: true });
  const labels: Quiet93Label[] = [];
  let nq = 0;
  let ni = 0;
  specs.forEach((spec, i) => {
    const id = `q93-${String(i + 1).padStart(2, "0")}`;
    // incidents and quiet windows each rotate over the formats, so every format holds 8 files and 1-2 failures
    const format = spec.kind === "incident" ? FORMATS[ni++ % FORMATS.length] : FORMATS[(nq++ + 2) % FORMATS.length];
    let scale = 1;
    let built = build(spec, i, seed, scale);
    let lines = built.ctx.write(format);
    for (let k = 0; k < 8 && (lines.length < 1600 || lines.length > 9800); k++) {
      scale *= lines.length < 1600 ? 1.35 : 0.75;
      built = build(spec, i, seed, scale);
      lines = built.ctx.write(format);
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = spec.kind === "incident" ? spec.inc : null;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: built.start !== null ? new Date(built.start).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: "tune",
      note: inc
        ? `${spec.estate.company}: ${inc.note}`
        : `${spec.estate.company}, nothing broken: ${built.noises.map((n) => n.note).join("; ")}.`,
      lines: lines.length,
    });
  });
  const split = assignSplit(rng, labels);
  labels.forEach((l, i) => {
    l.split = split[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet93", generateQuiet93, (labels) => {
  const by = (k: string) => labels.filter((l) => l.format === k).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates ${ESTATES.map((e) => e.company).join(", ")}; 36 noise kinds`;
});
