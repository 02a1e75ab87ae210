/**
 * quiet14 — a blind set: "harmless windows that look alarming, round 14: clients, regions and other languages".
 *
 * 48 scenarios in the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose, rotating), across five
 * made-up companies (mobile bank, video streaming, European retail, Japanese parcel delivery, Latin-American
 * telehealth) of 8-11 services each. Every file is one stream of several services over 3-15 minutes, 1,000-12,000
 * lines, sorted by printed time with per-service clock skew up to ±300 ms, and carries everyday noise: request
 * traffic, health checks, a periodic job, a noisy service with a constant harmless error or warning, a deprecation
 * warning and retries that succeed.
 *
 * - 40 quiet windows (30 kinds, 10 repeated in another estate / format): browser "Script error.", ResizeObserver,
 *   extension-injected errors, "Failed to fetch" from offline users, iOS NSURLErrorDomain -1009, Android
 *   UnknownHostException, APNs Unregistered/BadDeviceToken and FCM NOT_FOUND pruning, 426/410 for old app versions,
 *   a zone's health check flapping once, cross-region replication lag blips, a planned regional drain, a failover
 *   drill, services logging routine retries in German/French/Spanish/Japanese, Windows Update restarts, IIS app pool
 *   recycles, SQL Server deadlock victims retried, 499s, scanners, token rollover 401s, ChunkLoadError after a
 *   deploy, backgrounded websockets, card declines, a partner's 429s, scale-in SIGTERMs, device clock skew, a CDN
 *   purge, browser storage SecurityErrors and undeliverable SMS. Nothing is broken in any of them.
 * - 8 incidents, one per category (configuration, database, disk, authentication, memory, rate_limiting, timeout,
 *   network), each laid on one of those noises and starting 40-60 % into the window after a clean baseline.
 *
 * Labels follow ../shared/data/incidents (NotedLabel) plus `format`; `split` halves the quiet windows as one group
 * and the incidents across their categories, seeded.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet14/estates.js";
import { EXT, FORMATS, type Format } from "./quiet14/formats.js";
import { INCIDENTS, type IncidentKind } from "./quiet14/incidents.js";
import { QUIET, type QuietKind } from "./quiet14/quiet.js";
import { Rng } from "./quiet14/rng.js";
import { assignSplit } from "./quiet14/split.js";
import { background, Ctx, print } from "./quiet14/stream.js";

export interface Quiet14Label extends NotedLabel {
  format: Format;
}

type Plan = { quiet: QuietKind; inc?: undefined } | { quiet: QuietKind; inc: IncidentKind };

export function generateQuiet14(dir: string, seed = 1401): Quiet14Label[] {
  const r = new Rng(seed);
  const byKind = new Map(QUIET.map((q) => [q.kind, q]));
  const repeatable = QUIET.filter((q) => !q.estate);
  const plans: Plan[] = [
    ...QUIET.map((quiet) => ({ quiet })),
    ...r
      .shuffle(repeatable)
      .slice(0, 40 - QUIET.length)
      .map((quiet) => ({ quiet })),
    ...INCIDENTS.map((inc) => ({ quiet: byKind.get(inc.noise) ?? QUIET[0]!, inc })),
  ];
  const order = r.shuffle(plans);
  const splits = assignSplit(
    r,
    order.map((p) => p.inc?.category ?? null),
  );
  mkdirSync(dir, { recursive: true });
  const labels: Quiet14Label[] = [];
  order.forEach((p, i) => {
    const id = `quiet14-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length]!;
    const fits = p.quiet.fits;
    const key = p.inc?.estate ?? p.quiet.estate ?? (fits ? fits[i % fits.length] : undefined);
    const estate: Estate = ESTATES.find((e) => e.key === key) ?? ESTATES[i % ESTATES.length]!;
    const sr = new Rng(seed * 1000 + i * 7919);
    const dur = sr.int(3, 15) * 60000;
    const t0 =
      Date.parse(
        `${estate.day}T${String(sr.int(0, 22)).padStart(2, "0")}:${String(sr.int(0, 11) * 5).padStart(2, "0")}:00.000Z`,
      ) + sr.int(0, 999);
    const c = new Ctx(sr, estate, t0, dur);
    const target = Math.min(11000, Math.max(1600, Math.round((dur / 1000) * (2 + sr.next() * 10))));
    background(c, target);
    p.quiet.run(c);
    let start: number | null = null;
    if (p.inc) {
      start = c.at(0.4 + sr.next() * 0.2);
      start -= start % 1000;
      p.inc.run(c, start);
    }
    const lines = print(c, format, new Rng(seed + i));
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.inc;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: start === null ? null : new Date(start).toISOString(),
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: splits[i]!,
      note: inc ? `${inc.note} (noise: ${p.quiet.kind})` : `${p.quiet.kind} at ${estate.company}: ${p.quiet.note}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet14", generateQuiet14, (ls) => {
  const f = new Map<string, number>();
  for (const l of ls) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return [...f].map(([k, v]) => `${k}=${v}`).join(" ");
});
