// Blind set quiet16: 48 windows of aggregated logs from four made-up companies, 40 of them quiet (nothing is broken)
// and 8 with one failure each, every failure of a different category.
//
// Estates (8-10 services each): Northgate Health (HL7 engine, FHIR server, DICOM router, EMPI, consent),
// Lumen Analytics (Airflow, Spark, Kafka Connect, dbt, warehouse loader, feature store), Reelwave (playback,
// DRM licensing, ffmpeg transcoding, CMAF packaging, CDN purges, model server, search) and Harbor Mutual
// (payments, SWIFT, IBM MQ bridge, card switch, ledger, end-of-day batch, SAP connector, reconciliation).
// Each estate has 10 quiet windows and 2 failures. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose;
// multi-line stack traces in Java, Python, Node, .NET, Ruby and Go style where the shape allows. Windows of
// 6-20 minutes, 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by printed time.
//
// What makes it hard: 37 kinds of noise that page people at 3 a.m. for nothing (HL7 ACK AE from a training
// facility, DICOM associations rejected for an unregistered cart, Spark spot decommissions, Connect rebalances,
// dbt WARN tests, ffmpeg's timestamp complaints, rental-expiry license denials, payday card declines, SWIFT NAKs
// routed to repair, MQ partner maintenance windows, GC pauses, scanners, handled CUDA OOM batch splits, ...), one
// service with a constant harmless error from the first minute, deprecation warnings, retries that succeed and
// a deploy or config reload in every window. The failures sit on the same noise: callers report them in their own
// words with retry storms louder than the origin, some origins only warn, some go quiet, and only two estates
// carry trace ids.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { configReload, deployLines, ESTATES, type Estate } from "./quiet16/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet16/formats.js";
import { FAILURES, type Failure } from "./quiet16/incidents.js";
import { NOISES, type Noise } from "./quiet16/quiet.js";
import { hex, int, mulberry32, pick, type Rng, shuffle } from "./quiet16/rng.js";
import { assignSplit } from "./quiet16/split.js";
import { Stream } from "./quiet16/stream.js";

export interface Quiet16Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;

interface Spec {
  estate: Estate;
  noise: Noise[];
  failure?: Failure;
}

function plan(r: Rng): Spec[] {
  const anyKinds = shuffle(
    r,
    NOISES.filter((n) => n.domain === "any"),
  );
  let anyNext = 0;
  const specs: Spec[] = [];
  for (const estate of ESTATES) {
    const own = NOISES.filter((n) => n.domain === estate.domain);
    const eligible = [...own, ...anyKinds];
    const primaries = [...own];
    while (primaries.length < 10) primaries.push(anyKinds[anyNext++ % anyKinds.length]);
    for (const p of primaries) {
      const noise = [p];
      if (r() < 0.6) {
        const second = pick(r, eligible);
        if (second !== p) noise.push(second);
      }
      specs.push({ estate, noise });
    }
    for (const failure of FAILURES.filter((f) => f.estate === estate.key))
      specs.push({ estate, failure, noise: [pick(r, eligible)] });
  }
  return shuffle(r, specs);
}

/** Lines per minute of an estate's ordinary traffic at k = 1, measured on a throwaway stream. */
function rateOf(e: Estate, seed: number): number {
  const s = new Stream(mulberry32(seed), 0, 10 * MIN);
  e.traffic(s, 1);
  return s.evs.length / 10;
}

function build(spec: Spec, fmt: Format, i: number, seed: number) {
  const r0 = mulberry32(seed);
  const e = spec.estate;
  const f = spec.failure;
  const day = Date.UTC(2026, 10, 1 + int(r0, 0, 27), pick(r0, [0, 1, 2, 3, 4, 22, 23]), int(r0, 0, 59), int(r0, 0, 59));
  const baseMin = int(r0, 3, 7);
  let dur = int(r0, 6, 20);
  if (f) dur = Math.min(20, Math.max(dur, baseMin + f.after + 1));
  const start = day + int(r0, 0, 999);
  const end = start + dur * MIN;
  const t0 = start + baseMin * MIN + int(r0, 0, 59999);
  const target = int(r0, 1700, 9000);
  const names = Object.keys(e.services);
  const skew = new Map(names.map((n) => [n, int(r0, -300, 300)]));
  const rate = rateOf(e, seed ^ 0x5eed);
  let k = target / (rate * dur);
  for (let attempt = 0; ; attempt++) {
    const s = new Stream(mulberry32(seed + attempt * 7919), start, end);
    e.traffic(s, k);
    const others = names.filter((n) => n !== f?.origin);
    const dt = f ? t0 + int(s.r, -180, 120) * 1000 : start + int(s.r, 1, dur - 1) * MIN;
    const dsvc = pick(s.r, others);
    if (s.r() < 0.6)
      deployLines(s, dt, dsvc, e.services[dsvc], `${int(s.r, 1, 9)}.${int(s.r, 0, 40)}.${int(s.r, 0, 9)}`);
    else configReload(s, dt, dsvc, pick(s.r, ["feature flags", "log levels", "routing table", "rate limits"]));
    if (s.r() < 0.5) {
      const c = pick(s.r, others);
      configReload(
        s,
        start + s.r() * dur * MIN,
        c,
        pick(s.r, ["feature flags", "log levels", "connection pool sizes"]),
      );
    }
    spec.noise.forEach((n, j) => {
      const at = j === 0 && !f ? start + (1 + s.r() * Math.max(1, dur - 7)) * MIN : start + s.r() * (dur - 3) * MIN;
      n.run(s, at, e);
    });
    if (f) f.run(s, t0, e);
    const evs = s
      .final()
      .map((ev, n) => ({ ev, n, p: ev.t + (skew.get(ev.svc) ?? 0) }))
      .sort((a, b) => a.p - b.p || a.n - b.n);
    const pad = Math.max(...names.map((n) => n.length + 2)) + 1;
    const replicas = new Map(names.map((n) => [n, int(s.r, 0, 2)]));
    const ctx = { namespace: e.namespace, pad, replica: (svc: string) => replicas.get(svc) ?? 0 };
    const lines = evs.flatMap(({ ev, p }) => render(fmt, ev, p, ctx));
    if ((lines.length >= 1500 && lines.length <= 10000) || attempt > 8) {
      if (lines.length < 1500 || lines.length > 10000) throw new Error(`scenario ${i}: ${lines.length} lines`);
      return { lines, start: iso(t0) };
    }
    k *= (lines.length < 1500 ? 2600 : 8500) / lines.length;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

export function generateQuiet16(dir: string, seed = 1601): Quiet16Label[] {
  mkdirSync(dir, { recursive: true });
  const r = mulberry32(seed);
  const specs = plan(r);
  const splits = assignSplit(
    r,
    specs.map((s) => s.failure?.category ?? "quiet"),
  );
  const labels = specs.map((spec, i): Quiet16Label => {
    const id = `q16-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const { lines, start } = build(spec, format, i, (seed * 1000 + i * 37 + Number.parseInt(hex(r, 4), 16)) >>> 0);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const f = spec.failure;
    const noiseNote = spec.noise.map((n) => n.note).join("; also ");
    return {
      id,
      file,
      format,
      isIncident: !!f,
      originService: f?.origin ?? null,
      category: f?.category ?? null,
      errorTypeHints: f?.hints ?? [],
      incidentStart: f ? start : null,
      expectedSeverityAtLeast: f?.severity ?? null,
      split: splits[i],
      note: f
        ? `${spec.estate.company}: ${f.note} (background: ${spec.noise[0].note}).`
        : `${spec.estate.company}, nothing broken: ${noiseNote}.`,
      lines: lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet16", generateQuiet16, (labels) => {
  const by = (k: string) => labels.filter((l) => l.format === k).length;
  return `${ESTATES.length} estates, ${new Set(labels.filter((l) => !l.isIncident).map((l) => l.note)).size} quiet layouts, formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}, tune=${labels.filter((l) => l.split === "tune").length}`;
});
