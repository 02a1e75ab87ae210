// Blind set quiet57: 48 aggregated log windows from four made-up security vendors, 40 of them harmless.
//
// Domains and estates: two SIEM vendors (Quillstone Security: syslog collector, Logstash-style parser, GeoIP
// enrichment, an Elasticsearch cluster, bulk indexer, detection rules, Rails case desk, Node console, intel feeds,
// notifications, with trace ids; Ferrovane Analytics: WEF collector in .NET, Go normalizer and IOC matcher, Java
// correlation engine, OpenSearch, Django case manager, feed puller, notifier, query gateway, no trace ids) and two
// endpoint / vulnerability vendors (Palisade Endpoint: agent gateway, telemetry ingest, signature publisher,
// sandbox broker, C++ detonator, .NET verdict API, quarantine, policy and console, with trace ids; Northgale
// Vulnerability Cloud: agent hub, Java Kafka telemetry writer, scan orchestrator, scanner pool, Rails asset
// inventory, NVD sync, .NET reports, portal and licensing, no trace ids). 9-10 services per file.
//
// Counts: 40 quiet windows built from 40 kinds of alarming but harmless noise (unparseable device syslog, laptops
// offline, detections on the pentest team, hosts refusing scans, late or 502ing intel feeds, malware verdicts and
// quarantines on user files, ES slow logs / GC overhead / low watermark, partial snapshots, lockouts, revoked
// tenant tokens, 429s, NVD 403 rate limits, ...) and 8 failures, one per category (disk, database, memory,
// timeout, configuration, dependency, authentication, network), laid on the same noise.
//
// Formats rotate over the dev set's six (jsonl, datadog, ecs, gcp, logfmt, compose) with multi-line stack traces
// where the format carries them; windows of 6-20 minutes, per-service clock skew up to 300 ms.
//
// What makes it hard: every file has a noisy service erroring from the first minute, deprecation warnings,
// retries that succeed and an unrelated restart or reload near the middle; quiet windows are full of ERROR and
// WARN lines that mean nothing; in the failures callers are louder than the service at fault, two of those
// only warn (the Elasticsearch node, the IOC matcher) and one goes silent after an OutOfMemoryError.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet57/estates.js";
import { EXT, FORMATS, type Format } from "./quiet57/formats.js";
import { INCIDENTS, type Incident } from "./quiet57/incidents.js";
import { type NoiseKind, usable } from "./quiet57/quiet.js";
import { Rng } from "./quiet57/rng.js";
import { assignSplits } from "./quiet57/split.js";
import { Ctx, renderStream } from "./quiet57/stream.js";

export interface Quiet57Label extends NotedLabel {
  format: Format;
}

const DAY = 86400000;
const MIN_LINES = 1500;
const MAX_LINES = 10000;

interface Plan {
  i: number;
  estate: Estate;
  fmt: Format;
  incident?: Incident;
  noise: NoiseKind[];
}

function build(p: Plan, seed: number, rate: number) {
  const r = new Rng(seed * 7919 + p.i * 104729);
  const t0 = Date.UTC(2026, 9, 12) + p.i * DAY + r.int(0, 23) * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59) * 1000;
  const dur = (p.incident ? r.int(10, 20) : r.int(6, 20)) * 60000;
  const t1 = t0 + dur;
  const T = p.incident ? t0 + r.int(180, Math.min(480, dur / 1000 - 240)) * 1000 : null;
  const c = new Ctx(r, t0, t1, p.estate.traceIds, rate);
  const nearT = T ?? t0 + r.int(Math.round(dur / 3000), Math.round((2 * dur) / 3000)) * 1000;
  p.estate.baseline(c, nearT, p.incident ? [p.incident.origin] : []);
  for (const k of p.noise) k.gen(c, p.estate, t0 + r.int(5, Math.round(dur / 2000)) * 1000);
  let lines = c.lines;
  if (p.incident && T !== null) {
    const drop = p.incident.gen(c, T);
    lines = c.lines.filter((l) => !(l.t >= T && drop(l)));
  }
  const skew = new Map<string, number>();
  const pods = new Map<string, string>();
  for (const s of p.estate.services) {
    skew.set(s.name, r.int(-300, 300));
    pods.set(s.name, `${s.name}-${r.hex(9)}-${r.hex(5)}`);
  }
  return { rendered: renderStream(p.fmt, lines, skew, p.estate.namespace, pods), T, t0, t1 };
}

export function generateQuiet57(dir: string, seed = 5701): Quiet57Label[] {
  const rng = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const N = 48;
  const plans: Plan[] = [];
  const incidentAt = new Map<number, Incident>();
  ESTATES.forEach((e, k) => {
    const slots = rng.shuffle(Array.from({ length: N / 4 }, (_, j) => k + 4 * j)).slice(0, 2);
    const mine = INCIDENTS.filter((x) => x.estate === e.key);
    slots.forEach((s, j) => {
      incidentAt.set(s, mine[j]);
    });
  });
  const used = new Map<string, number>();
  for (let i = 0; i < N; i++) {
    const estate = ESTATES[i % 4];
    const fmt = FORMATS[(i + Math.floor(i / 4)) % 6];
    const incident = incidentAt.get(i);
    const cands = rng.shuffle(usable(estate)).sort((a, b) => (used.get(a.id) ?? 0) - (used.get(b.id) ?? 0));
    const noise = cands.slice(0, incident ? rng.int(2, 3) : rng.int(4, 6));
    for (const k of noise) used.set(k.id, (used.get(k.id) ?? 0) + 1);
    plans.push({ i, estate, fmt, incident, noise });
  }
  const splits = assignSplits(
    rng,
    plans.map((p) => ({ isIncident: !!p.incident, category: p.incident?.category ?? null })),
  );
  const labels: Quiet57Label[] = [];
  for (const p of plans) {
    let rate = 0.6 + rng.next() * 1.2;
    let b = build(p, seed, rate);
    for (let k = 0; k < 6 && (b.rendered.lines < MIN_LINES || b.rendered.lines > MAX_LINES); k++) {
      rate *=
        b.rendered.lines < MIN_LINES ? (MIN_LINES * 1.3) / b.rendered.lines : (MAX_LINES * 0.8) / b.rendered.lines;
      b = build(p, seed, rate);
    }
    const id = `q57-${String(p.i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[p.fmt]}`;
    writeFileSync(join(dir, file), b.rendered.text);
    const inc = p.incident;
    const noiseNote = p.noise.map((k) => k.id).join(", ");
    labels.push({
      id,
      file,
      format: p.fmt,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: b.T !== null ? new Date(b.T).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[p.i],
      note: inc
        ? `${p.estate.company}: ${inc.note} Background noise: ${noiseNote}.`
        : `${p.estate.company}: nothing is broken; the alarming lines are ${noiseNote}, on top of the noisy ${p.estate.noisy}.`,
      lines: b.rendered.lines,
    });
  }
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet57", generateQuiet57, (labels) => {
  const estates = ESTATES.map((e) => e.key).join("/");
  const fmts = FORMATS.map((f) => `${f}:${labels.filter((l) => l.format === f).length}`).join(" ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `estates ${estates}; formats ${fmts}; split tune ${tune}/locked ${labels.length - tune}`;
});
