// Blind set quiet28: harmless-but-alarming windows from media streaming, broadcast playout and ad tech.
//
// 48 scenarios = 40 quiet windows (37 kinds of alarming noise: viewers' ISP errors, licences refused for lapsed
// subscriptions, unfilled ad breaks, bids timing out by design, GC pauses, Kafka rebalances, failover drills,
// kick-off peaks, TLS handshakes from legacy clients, ...) + 8 failures, one per category (configuration, disk,
// memory, database, network, unknown, timeout, dependency), laid on the same noise.
// Four made-up estates of 9-10 services each: Lumen+ (OTT: envoy edge, Java playback API, Go DRM licence server,
// C++ packager, nginx origin shield, Python transcode farm, Node telemetry; W3C trace ids), Brightlot (ad exchange:
// Go bid gateway, Java auction engine, Node DSP adapter and CMP, Python pacer/fraud/creative scan, Kafka ETL;
// auction ids), Northmere (broadcast playout: .NET scheduler, C++ graphics/ingest/encoder, Go SCTE injector, Ruby
// EPG, Python as-run; no ids) and Fieldpass (live sport: Node viewer API, Go session/SSAI/beacons, Java ad decision,
// .NET licence proxy, Elixir chat, Ruby billing; no ids).
// Each file is one aggregated stream, 6-20 minutes, 1,500-10,000 lines, sorted by printed time with per-service
// clock skew up to 300 ms, rotating over jsonl/datadog/ecs/gcp/logfmt/compose; multi-line stack traces in Java,
// Python, Ruby, Node, .NET and Elixir style. Hard because: every estate has a service with a constant harmless
// ERROR from the first minute, deprecation warnings, retries that succeed and an unrelated deploy or config reload
// near the failure; callers' retries are louder than the origin; two origins go quiet; one origin only says WARN
// before it fails; quiet windows are full of ERROR/WARN lines that a senior would recognise as business as usual.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { estate } from "./quiet28/estates.js";
import { EXT, FORMATS, type Format } from "./quiet28/formats.js";
import { FAILURES } from "./quiet28/incidents.js";
import { KINDS } from "./quiet28/quiet.js";
import { mulberry32 } from "./quiet28/rng.js";
import { assignSplit } from "./quiet28/split.js";
import { baseline, type Overlay, toLines } from "./quiet28/stream.js";

export interface Quiet28Label extends NotedLabel {
  format: Format;
}

const LEN: Record<string, [number, number]> = {
  lumen: [8, 18],
  brightlot: [6, 14],
  northmere: [12, 20],
  fieldpass: [7, 18],
};
const HOUR: Record<string, number[]> = {
  lumen: [20, 21, 22, 23, 2, 3],
  brightlot: [1, 3, 9, 14, 18],
  northmere: [5, 6, 18, 19, 22],
  fieldpass: [17, 19, 20, 21],
};

interface Plan {
  est: ReturnType<typeof estate>;
  kind: (typeof KINDS)[number];
  failure?: (typeof FAILURES)[number];
}

export function generateQuiet28(dir: string, seed = 2801): Quiet28Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = [];
  for (let i = 0; i < 40; i++) {
    const kind = KINDS[i % KINDS.length];
    plans.push({ est: estate(kind.estates[Math.floor(i / KINDS.length) % kind.estates.length]), kind });
  }
  for (const f of FAILURES)
    plans.push({ est: estate(f.estate), kind: KINDS.find((k) => k.name === f.cover)!, failure: f });
  r.shuffle(plans);
  const splits = assignSplit(
    r,
    plans.map((p) => (p.failure ? p.failure.category : "quiet")),
  );
  const labels: Quiet28Label[] = [];
  plans.forEach((p, i) => {
    const id = `q28-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const [lo, hi] = p.failure ? [12, 18] : LEN[p.est.id];
    const minutes = r.int(lo, hi);
    const day = Date.UTC(2026, 8, 1) + i * 86400000 + 86400000 * r.int(0, 1);
    const start = day + r.pick(HOUR[p.est.id]) * 3600000 + r.int(0, 11) * 5 * 60000;
    const w = { start, end: start + minutes * 60000 };
    const skew: Record<string, number> = {};
    for (const s of p.est.services) skew[s.name] = r.int(-300, 300);
    const cover = p.kind.gen(r, w, p.est);
    let ov: Overlay = cover;
    let t0: number | null = null;
    if (p.failure) {
      t0 = w.start + r.int(180, 480) * 1000 + r.int(0, 999);
      const f = p.failure.gen(r, w, t0);
      ov = { ...f, extra: [...f.extra, ...cover.extra], load: cover.load };
    }
    const lines = toLines(p.est, baseline(r, p.est, w, ov), format, skew);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const f = p.failure;
    labels.push({
      id,
      file,
      format,
      isIncident: !!f,
      originService: f ? f.origin : null,
      category: f ? f.category : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: t0 === null ? null : new Date(t0).toISOString(),
      expectedSeverityAtLeast: f ? f.severity : null,
      split: splits[i],
      note: f ? `${p.est.company}: ${f.note}.` : `${p.est.company}: ${p.kind.note}; nothing is broken.`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet28", generateQuiet28, (ls) => {
  const by = (k: string) => ls.filter((l) => l.format === k).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates lumen/brightlot/northmere/fieldpass; ${KINDS.length} quiet kinds`;
});
