// Blind set quiet64: harmless-but-alarming windows from a music streaming service and a podcast host.
//
// 48 scenarios: 40 quiet windows and 8 incidents (database, configuration, network, memory, timeout, disk,
// dependency, authentication), one aggregated stream per file of 9-10 services from one of four made-up estates:
// Tidewave Music and Kestrel Audio (label deliveries, transcoding, fingerprinting, rights, playback, DRM licences,
// playlists, recommendations, play counts) and Harbour Pods and Orbitcast (RSS feeds, uploads, transcoding, ad
// decisions and stitching, download analytics, payouts). Tidewave and Harbour propagate request ids, the others do
// not. Formats rotate over the dev set's six (jsonl, datadog, ecs, gcp, logfmt, compose); windows of 6-20 minutes,
// 1,500-10,000 lines, per-service clock skew up to 300 ms, runtimes Node, Java, Go, Python, Ruby, .NET and C++.
//
// What makes it hard: every window carries loud domain noise that is not broken (35 kinds: deliveries rejected for
// bad metadata, tracks blocked in a territory, fingerprint conflicts queued for review, devices over the download
// limit, client broken pipes with Java stack traces, spot preemptions, unfilled ad slots, bot downloads excluded,
// imported feeds failing, house-ad fallbacks, GC pauses, handled Python tracebacks ...), one service logs a
// constant harmless error from the first minute, plus deprecations, retries that succeed and an unrelated deploy or
// config reload. In the incidents callers are louder than the origin (retries, 502/504 naming the callee), one
// origin logs only at WARN, one goes quiet and only its supervisor speaks.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, health, S, traffic } from "./quiet64/estates.js";
import { EXT, FORMATS, type Format } from "./quiet64/formats.js";
import { INCIDENTS, type Incident } from "./quiet64/incidents.js";
import { baseline, deploy, type Noise, noiseFor } from "./quiet64/quiet.js";
import { chance, int, mulberry32, pick, shuffle } from "./quiet64/rng.js";
import { assignSplit } from "./quiet64/split.js";
import { Stream } from "./quiet64/stream.js";

export interface Quiet64Label extends NotedLabel {
  format: Format;
}

interface Spec {
  estate: Estate;
  inc?: Incident;
}

export function generateQuiet64(dir: string, seed = 6401): Quiet64Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const specs: Spec[] = [];
  for (let i = 0; i < 40; i++) specs.push({ estate: ESTATES[i % ESTATES.length] });
  for (const inc of INCIDENTS) specs.push({ estate: ESTATES.find((e) => e.key === inc.estate) as Estate, inc });
  const order = shuffle(rng, specs);
  // spread the incidents over all six formats: move each to the nearest quiet slot of the format it should take
  const wanted = shuffle(rng, [0, 1, 2, 3, 4, 5]);
  const fixed = new Set<number>();
  let k = 0;
  for (const inc of INCIDENTS) {
    const at = order.findIndex((x) => x.inc === inc);
    const want = wanted[k++ % wanted.length];
    let best = -1;
    for (let j = 0; j < order.length; j++)
      if (j % FORMATS.length === want && !fixed.has(j) && (!order[j].inc || j === at))
        if (best < 0 || Math.abs(j - at) < Math.abs(best - at)) best = j;
    [order[at], order[best]] = [order[best], order[at]];
    fixed.add(best);
  }
  // each domain walks its own shuffled list of noise kinds, so all kinds appear across the quiet windows
  const queues = new Map<string, { list: Noise[]; at: number }>();
  const nextNoise = (e: Estate): Noise => {
    let q = queues.get(e.kind);
    if (!q) {
      q = { list: shuffle(rng, noiseFor(e)), at: 0 };
      queues.set(e.kind, q);
    }
    return q.list[q.at++ % q.list.length];
  };

  const drafts: Omit<Quiet64Label, "split">[] = [];
  order.forEach((spec, i) => {
    const id = `q64-${String(i + 1).padStart(2, "0")}`;
    const fmt = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[fmt]}`;
    const e = spec.estate;
    const inc = spec.inc;
    const day = Date.UTC(2026, 5, 1 + i, int(rng, 0, 23), pick(rng, [0, 5, 10, 15, 20, 30, 40, 45, 50]), 0);
    const offset = int(rng, 180, 480) * 1000;
    const minutes = inc ? Math.max(int(rng, 6, 20), Math.ceil(offset / 60_000) + int(rng, 4, 8)) : int(rng, 6, 20);
    const target = int(rng, 1800, 8500);
    const lineSeed = Math.floor(rng() * 2 ** 31);
    const noises: { n: Noise; pm: number; from: number; to: number }[] = [];
    const end = day + minutes * 60_000;
    const loud = nextNoise(e);
    noises.push({ n: loud, pm: int(rng, 3, 10), from: day, to: end });
    for (let k = int(rng, 2, inc ? 3 : 4); k > 0; k--) {
      const n = nextNoise(e);
      if (noises.some((x) => x.n === n)) continue;
      if (chance(rng, 0.4)) {
        const from = day + int(rng, 0, Math.max(1, minutes - 4)) * 60_000 + int(rng, 0, 59_000);
        noises.push({ n, pm: int(rng, 6, 20), from, to: Math.min(end, from + int(rng, 1, 4) * 60_000) });
      } else noises.push({ n, pm: int(rng, 1, 4), from: day, to: end });
    }
    const others = (Object.values(e.svc) as string[]).filter((n) => !inc || n !== S(e, inc.role));
    const deploySvc = pick(rng, others);
    const deployAt = day + (inc ? offset + int(rng, -120, 120) * 1000 : int(rng, 60, minutes * 60 - 60) * 1000);

    let lines: string[] = [];
    let perMin = target / (minutes * (e.kind === "music" ? 2.75 : 2.0));
    for (let attempt = 0; attempt < 6; attempt++) {
      const s = new Stream(day, end, mulberry32(lineSeed + attempt), e.traces);
      const hook = inc?.install(s, e, day + offset);
      traffic(s, e, perMin, hook);
      health(s, e);
      baseline(s, e);
      for (const x of noises) x.n.run(s, e, x.pm, x.from, x.to);
      deploy(s, e, deploySvc, deployAt);
      lines = s.print(fmt, e.namespace);
      if (lines.length >= 1500 && lines.length <= 10_000) break;
      perMin *= lines.length < 1500 ? 1.5 : 0.6;
    }
    if (lines.length < 1500 || lines.length > 10_000) throw new Error(`${id}: ${lines.length} lines out of range`);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const kinds = noises.map((x) => x.n.name);
    drafts.push({
      id,
      file,
      format: fmt,
      isIncident: !!inc,
      originService: inc ? S(e, inc.role) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(day + offset).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      note: inc
        ? `${e.company}: ${inc.note}`
        : `${e.company}, nothing broken: ${kinds[0]} logged constantly, plus ${kinds.slice(1).join(", ")} and a ${deploySvc} restart or config reload.`,
      lines: lines.length,
    });
  });
  const splits = assignSplit(rng, drafts);
  const labels: Quiet64Label[] = drafts.map((d, i) => ({ ...d, split: splits[i] }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet64", generateQuiet64, (labels) => {
  const by = (f: (l: Quiet64Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[f(l)] = (m[f(l)] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats: ${by((l) => l.format)}; split tune ${tune} / locked ${labels.length - tune}`;
});
