// Blind scenario set holdout57: media streaming and machine-learning serving.
//
// 64 scenarios: 52 incidents (4 for each of the 13 root-cause categories) and 12 quiet windows that hold only the
// everyday noise of their estate. Four made-up estates, each logging 8-10 services:
//   - lumenflix (video on demand): playback-api, entitlements, drm-license, manifest-packager, origin-shield (nginx),
//     catalog-meta (Rails), transcode-worker (ffmpeg), ingest-api, thumb-render (noisy), watch-history; W3C trace ids.
//   - cartwheel (retail catalog search): storefront-bff, search-api (Spring), opensearch-data, catalog-indexer,
//     product-feed, price-service, cart-svc (.NET), reco-widget, bot-shield (noisy); no request ids.
//   - tuneloop (recommendations / model serving): reco-gateway (Go), ab-assign (Node), feature-server (Feast),
//     redis-features, ranker-triton, embedder-torchserve, feature-materializer, event-ingest (Kafka), model-registry,
//     gpu-agent (noisy); short request ids.
//   - aerocast (live sports): player-config, license-gw (Widevine/PlayReady/FairPlay), live-ingest (SRT), live-packager,
//     ad-stitcher (SSAI), epg-api (Rails), subtitle-sync (noisy), stream-monitor; no request ids.
// Each file is one aggregated stream of 6-20 minutes and 1,500-10,000 lines, rotating over the six dev formats (jsonl,
// datadog, ecs, gcp, logfmt, compose) with per-service clock skew up to 300 ms and multi-line traces in the runtime's
// own layout (Java, Python, Go, Node, .NET, Ruby, glog/C++ for Triton, nginx for the shield).
// What makes it hard: a noisy service that complains from the first minute (twice it is the real origin), callers
// whose retry storms outnumber the origin, origins that log only warnings or go silent, failures reported only in
// the callers' words, third parties that never log (the service talking to them is the origin), deploys, config
// reloads, GPU drains and reindexes near the interesting minute, and quiet windows with alarming-looking but
// harmless episodes (crawler bursts, rental-expiry refusals, rollouts, model warm-up).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS, type Format, render } from "./holdout57/formats.js";
import { LIVE } from "./holdout57/incidents-live.js";
import { ML } from "./holdout57/incidents-ml.js";
import { SHOP } from "./holdout57/incidents-shop.js";
import { VOD } from "./holdout57/incidents-vod.js";
import { QUIET } from "./holdout57/quiet.js";
import { makeRng } from "./holdout57/rng.js";
import { type IncidentSpec, MIN, type QuietSpec } from "./holdout57/spec.js";
import { assignSplit } from "./holdout57/split.js";
import { Stream } from "./holdout57/stream.js";

export interface Holdout57Label extends NotedLabel {
  format: Format;
}

type Item = { inc: IncidentSpec; quiet?: undefined } | { inc?: undefined; quiet: QuietSpec };

function build(item: Item, i: number, seed: number, format: Format): { text: string; lines: number; t0: number } {
  const estate = (item.inc ?? item.quiet).estate;
  for (let attempt = 0; ; attempt++) {
    const r = makeRng(seed * 977 + i * 131 + attempt);
    const day = Date.UTC(2026, 9, 1) + i * 86400000 + r.int(6, 22) * 3600000 + r.int(0, 59) * 60000;
    const before = r.int(3, 8);
    const durMin = Math.max(before + 4, r.int(6, 20));
    const start = day;
    const end = start + durMin * MIN;
    const s = new Stream(estate, r, start, end);
    s.t0 = start + before * MIN + r.int(0, 59) * 1000;
    s.left = end - s.t0;
    const hops =
      estate.routes.reduce((a, x) => a + x.w * x.hops.length, 0) / estate.routes.reduce((a, x) => a + x.w, 0);
    const target = r.int(1900, 7000) / (attempt + 1);
    s.baseline(target / (durMin * 60) / hops);
    (item.inc ?? item.quiet).run(s);
    const d = estate.deploys(r);
    if (d.svc !== item.inc?.origin) {
      let at = r.int(-150, 120) * 1000;
      for (const [lv, m] of d.lines) {
        s.at(at, d.svc, lv, m);
        at += r.int(300, 4000);
      }
    }
    const evs = s.finish();
    const pods = new Map(estate.services.map((svc) => [svc, `${svc}-${r.hex(9)}-${r.hex(5)}`]));
    const pad = Math.max(...estate.services.map((x) => x.length)) + 3;
    const text = `${evs.map((ev) => render(format, ev, { ns: estate.ns, pad, pod: (x) => pods.get(x) ?? x })).join("\n")}\n`;
    const lines = text.split("\n").length - 1;
    if ((lines >= 1500 && lines <= 10000) || attempt > 6) return { text, lines, t0: s.t0 };
  }
}

/** estate key of each scenario id, for the summary line */
const ESTATE_OF = new Map<string, string>();

export function generateHoldout57(dir: string, seed = 5701): Holdout57Label[] {
  const r = makeRng(seed);
  const items: Item[] = [...VOD, ...SHOP, ...ML, ...LIVE].map((inc) => ({ inc }));
  for (const quiet of QUIET) items.push({ quiet });
  const order = items
    .map((it) => ({ it, k: r.next() }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.it);
  const splits = assignSplit(
    order.map((it) => it.inc?.category ?? null),
    makeRng(seed + 17),
  );
  mkdirSync(dir, { recursive: true });
  const labels = order.map((item, i): Holdout57Label => {
    const format = FORMATS[i % FORMATS.length];
    const id = `h57-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const { text, lines, t0 } = build(item, i, seed, format);
    writeFileSync(join(dir, file), text);
    const inc = item.inc;
    ESTATE_OF.set(id, (inc ?? item.quiet)?.estate.key ?? "?");
    return {
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: splits[i],
      note: inc?.note ?? (item.quiet?.note as string),
      lines,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout57", generateHoldout57, (labels) => {
  const count = (f: (l: Holdout57Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k} ${v}`).join(", ");
  };
  return `estates: ${count((l) => ESTATE_OF.get(l.id) ?? "?")}; formats: ${count((l) => l.format)}; splits: ${count((l) => l.split)}`;
});
