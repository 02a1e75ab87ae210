// Blind scenario set quiet87: harmless-but-alarming windows from car assembly plants.
//
// 48 aggregated log files from four made-up plants (Northmoor Motors Kessel, Valdera Automotive Ostrava line 2,
// Hollin Cars Redbank, Kestrel EV Halden), each with 9-10 services: a manufacturing execution system, a PLC
// gateway over OPC UA, torque/fastening collectors, AGV fleet managers, paint / gap-flush vision, andon boards,
// a just-in-sequence EDI caller, end-of-line test benches, a quality database API and (in two plants) a rework or
// label-printing service, written in Java, Go, .NET, Python, Node, Ruby and C++.
// 40 quiet windows, each led by one of 34 kinds of plant noise that pages people for nothing (torque NOK sent to
// rework, AGV safety stops for people, dust rejects, andon pulls, Bad PLC tags at shift change, planned
// changeovers, E-stop tests, OPC UA reconnects, EDI duplicates, EOL retests, ...), and 8 failures, one per
// category (database, network, timeout, configuration, authentication, dependency, memory, disk), on the same
// noise. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; windows run 6-20 minutes with
// 1,500-10,000 lines, per-service clock skew up to 300 ms; request ids cross services in two plants only.
// What makes it hard: every file has ERROR lines from harmless noise and a constantly noisy service, callers and
// retry storms are louder than the origin, one origin logs only at WARN, one goes quiet after crashing, one
// breaks right after its own recipe reload while an unrelated deploy happens elsewhere.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, nameOf } from "./quiet87/estates.js";
import { EXT, FORMATS, type Format } from "./quiet87/formats.js";
import { FAILURES, type Failure } from "./quiet87/incidents.js";
import { deployNear, everyday, NOISE, type NoiseKind } from "./quiet87/quiet.js";
import { mulberry32 } from "./quiet87/rng.js";
import { assignSplit } from "./quiet87/split.js";
import { assemble, baseline, Ctx } from "./quiet87/stream.js";

export interface Quiet87Label extends NotedLabel {
  format: Format;
}

interface Spec {
  estate: Estate;
  lead?: NoiseKind;
  failure?: Failure;
}

const MIN = 60000;

export function generateQuiet87(dir: string, seed = 8701): Quiet87Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const kinds = rng.shuffle([...NOISE]);
  const specs: Spec[] = [];
  for (let i = 0; i < 40; i++)
    specs.push({ estate: ESTATES[i % ESTATES.length] as Estate, lead: kinds[i % kinds.length] as NoiseKind });
  for (const f of FAILURES) specs.push({ estate: ESTATES.find((e) => e.key === f.estate) as Estate, failure: f });
  rng.shuffle(specs);
  const labels: Quiet87Label[] = [];
  specs.forEach((spec, k) => {
    const format = FORMATS[k % FORMATS.length] as Format;
    const id = `q87-${String(k + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const minutes = rng.int(spec.failure ? 10 : 6, 20);
    const hour = rng.pick([1, 2, 3, 5, 13, 14, 21, 22]);
    const t0 = Date.UTC(2026, 10, 2 + (k % 24), hour, rng.int(0, 59), rng.int(0, 59), rng.int(0, 999));
    const t1 = t0 + minutes * MIN;
    const c = new Ctx(spec.estate, rng, t0, t1);
    const scale = Math.min(1.1, 8200 / (minutes * 440)) * (0.85 + rng.next() * 0.2);
    const T = spec.failure ? t0 + rng.int(3 * MIN, Math.min(8 * MIN, minutes * MIN - 6 * MIN)) + rng.int(0, 999) : null;
    spec.failure?.run(c, T as number);
    baseline(c, scale);
    everyday(c);
    const lead = spec.lead ?? (rng.pick(NOISE) as NoiseKind);
    lead.run(c, t0, t1, rng.int(3, 6));
    const others = rng.shuffle(NOISE.filter((n) => n !== lead)).slice(0, rng.int(3, 5));
    for (const n of others) n.run(c, t0, t1, rng.int(1, 2));
    deployNear(c, T !== null ? T + rng.pick([-1, 1]) * rng.int(60000, 180000) : t0 + rng.next() * (t1 - t0 - MIN));
    const { text, lines } = assemble(c, format, 300);
    if (lines < 1500 || lines > 10000) throw new Error(`${file}: ${lines} lines outside 1500-10000`);
    writeFileSync(join(dir, file), text);
    const f = spec.failure;
    labels.push({
      id,
      file,
      format,
      isIncident: f !== undefined,
      originService: f ? nameOf(spec.estate, f.origin) : null,
      category: f ? f.category : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: T !== null ? new Date(T).toISOString() : null,
      expectedSeverityAtLeast: f ? f.severity : null,
      split: "tune",
      note: f
        ? `${spec.estate.company}: ${f.note}.`
        : `${spec.estate.company}, nothing broken: ${lead.note}, on everyday plant noise.`,
      lines,
    });
  });
  const splits = assignSplit(
    labels.map((l) => l.category ?? "quiet"),
    rng,
  );
  labels.forEach((l, i) => {
    l.split = splits[i] ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet87", generateQuiet87, (labels) => {
  const by = (k: (l: Quiet87Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(k(l), (m.get(k(l)) ?? 0) + 1);
    return [...m].map(([a, b]) => `${a} ${b}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; split: ${by((l) => l.split)}`;
});
