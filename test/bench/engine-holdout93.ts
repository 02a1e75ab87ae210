// Blind scenario set holdout93: music streaming, royalties and podcasts.
//
// 64 files: 52 failures (4 for each of the 13 categories, one per company) and 12 quiet windows (3 per company).
// Four made-up companies, each an aggregated stream of 9-10 services: Lyra Music (catalogue ingestion of DDEX
// deliveries, asset storage, transcoding, loudness normalisation, fingerprinting, rights matching, catalogue API,
// search; W3C-style trace ids), Cadenza (playback gateway, sessions, licence keys, offline downloads, territory
// rights, recommendations, playlists, play events; short trace ids), Stave Royalties (usage ingestion, play
// de-duplication, allocation, rate cards, ledger, statements, portal, payouts, CWR registrations; request ids) and
// Podwave (podcast feeds, uploads, audio processing, dynamic ad insertion, ad decisions, download tracking,
// rollups, directory sync, dashboard, CDN purges; no ids at all). Formats rotate over jsonl, datadog, ecs, gcp,
// logfmt and compose; 6-20 minute windows, per-service clock skew up to 300 ms, the failure 3-8 minutes in.
//
// What makes it hard: every company has a noisy service with a constant domain error or warning (bad ISRCs,
// deliveries missing territories, download limits, short plays, feeds rejected by directories) from the first
// minute, plus ambient domain noise (geo-blocked tracks, fingerprint conflicts, unfilled ad slots), deprecation
// warnings, retries that succeed and an unrelated deploy or config reload near the failure. Callers complain in
// their own words and often louder than the broken service; several broken services log only WARN, two go
// completely silent, two fail without ever saying why, stack traces come in Java, Python, Go, Node, .NET and Ruby
// layouts, and third-party failures (vendor APIs, Elasticsearch, app stores) belong to the service that calls them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, type Format } from "./holdout93/formats.js";
import { SPECS, type Spec } from "./holdout93/incidents.js";
import { AMBIENT, QUIET, type QuietSpec } from "./holdout93/quiet.js";
import { int, mulberry32 } from "./holdout93/rng.js";
import { assignSplit } from "./holdout93/split.js";
import { buildStream } from "./holdout93/stream.js";

export interface Holdout93Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

type Item = { kind: "incident"; spec: Spec } | { kind: "quiet"; q: QuietSpec };

export function generateHoldout93(dir: string, seed = 9301): Holdout93Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = [
    ...SPECS.map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((q): Item => ({ kind: "quiet", q })),
  ];
  const order = items.map((it) => [r(), it] as const).sort((a, b) => a[0] - b[0]);
  const split = assignSplit(
    r,
    order.map(([, it]) => (it.kind === "incident" ? it.spec.category : null)),
  );
  const labels: Holdout93Label[] = [];
  order.forEach(([, it], i) => {
    const id = `h93-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const t0 = Date.UTC(2026, 10, 1 + i, int(r, 0, 23), int(r, 0, 59), int(r, 0, 59), int(r, 0, 999));
    const estate = it.kind === "incident" ? it.spec.estate : it.q.estate;
    const ambient = [...AMBIENT[estate.key], ...(it.kind === "quiet" ? it.q.extra : [])];
    let startSec: number | null = null;
    let windowSec: number;
    if (it.kind === "incident") {
      startSec = int(r, 180, 480);
      windowSec = Math.min(1200, Math.max(360, startSec + int(r, 240, 660)));
    } else {
      windowSec = int(r, 420, 1140);
    }
    const lines = buildStream(r, {
      estate,
      format,
      t0,
      windowSec,
      startSec,
      spec: it.kind === "incident" ? it.spec : null,
      ambient,
    });
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const spec = it.kind === "incident" ? it.spec : null;
    labels.push({
      id,
      file,
      format,
      isIncident: spec !== null,
      originService: spec?.origin ?? null,
      category: spec?.category ?? null,
      errorTypeHints: spec?.hints ?? [],
      incidentStart: startSec === null ? null : new Date(t0 + startSec * 1000).toISOString(),
      expectedSeverityAtLeast: spec?.sev ?? null,
      split: split[i],
      note: spec?.note ?? (it.kind === "quiet" ? it.q.note : ""),
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout93", generateHoldout93, (ls) => {
  const by = (f: Format) => ls.filter((l) => l.format === f).length;
  return `estates lyra/cadenza/stave/podwave; formats ${FORMATS.map((f) => `${f} ${by(f)}`).join(", ")}`;
});
