// Blind set quiet69: harmless-but-alarming windows from a city's digital services, plus eight real failures.
//
// Domains: a 311 requests portal with permits and inspections (Harbor Point, 10 services, trace ids), parking
// tickets and court-fine payments (Riverton, 9 services, no ids), voter registration lookup with records upload and
// OCR (Lakemont County, 10 services, trace ids), library cards and recreation bookings (Cedar Falls, 9 services, no
// ids). Runtimes: Java, Python, Go, Node, .NET, Ruby and a C++ OCR worker, each logging in its own words.
// 48 files: 40 quiet windows built around 38 kinds of alarming noise (addresses outside city limits refused,
// uploads too large or of the wrong type, duplicate requests merged, card declines, expired sessions, county sync
// retries, scanners, 429s, GC pauses, bounces, handled stack traces, short breaker blips ...) and 8 failures, one
// per category (database, unknown/silent, memory, authentication, disk, network, dependency, configuration), laid
// on the same noise. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; 6-20 minute windows,
// 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by printed time.
// What makes it hard: every window has a service repeating a harmless complaint from the first minute, deploys or
// config reloads near the failure, retries that succeed, deprecation warnings; in the failures the callers are
// louder than the origin, one origin logs only warnings, one goes quiet, and another keeps crashing and restarting.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet69/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet69/formats.js";
import { INCIDENTS, type Incident } from "./quiet69/incidents.js";
import { QUIET, type QuietKind } from "./quiet69/quiet.js";
import { Rng } from "./quiet69/rng.js";
import { assignSplit } from "./quiet69/split.js";
import { background, finish, newCtx } from "./quiet69/stream.js";

export interface Quiet69Label extends NotedLabel {
  format: Format;
}

const MIN = 60_000;

export function generateQuiet69(dir: string, seed = 6901): Quiet69Label[] {
  mkdirSync(dir, { recursive: true });
  const r = new Rng(seed);
  const N = 48;
  const off = r.int(0, 5);
  const incidentAt = new Map<number, Incident>();
  const order = r.shuffle([...INCIDENTS]);
  for (const [k, inc] of order.entries()) incidentAt.set(6 * k + ((k + off) % 6), inc);
  const kinds = r.shuffle([...QUIET]);
  let q = 0;
  const drafts: Omit<Quiet69Label, "split">[] = [];
  for (let i = 0; i < N; i++) {
    const sr = new Rng(seed * 131 + i * 7919);
    const format = FORMATS[i % 6];
    const inc = incidentAt.get(i) ?? null;
    const estate = inc ? ESTATES.find((e) => e.key === inc.estate)! : ESTATES[(i + Math.floor(i / 4)) % 4];
    const primary: QuietKind[] = [];
    if (!inc) primary.push(kinds[q++ % kinds.length]);
    const extra = sr.int(1, 2);
    for (let k = 0; k < extra; k++) {
      const x = sr.pick(QUIET);
      if (!primary.includes(x)) primary.push(x);
    }
    const file = `q69-${String(i + 1).padStart(2, "0")}.${EXT[format]}`;
    let lines: string[] = [];
    let T: number | null = null;
    let target = sr.int(1800, 9000);
    for (let attempt = 0; attempt < 5; attempt++) {
      const durMin = sr.int(inc ? 9 : 6, 20);
      const start =
        Date.UTC(2026, sr.int(0, 10), sr.int(1, 28), sr.int(0, 23), sr.int(0, 59), sr.int(0, 59)) + sr.int(0, 999);
      const end = start + durMin * MIN;
      const ctx = newCtx(sr, estate, start, end);
      T = inc ? start + sr.int(3 * MIN, Math.min(8 * MIN, (durMin - 4) * MIN)) + sr.int(0, 999) : null;
      if (inc && T !== null) inc.run(ctx, T);
      for (const k of primary) k.run(ctx);
      const rate = target / (durMin * 60 * 3.1);
      const near = T !== null ? T + sr.int(-150_000, 100_000) : start + sr.int(MIN, durMin * MIN - MIN);
      background(ctx, rate, near, inc?.origin ?? null);
      const skew = new Map(estate.services.map((s) => [s, sr.int(-300, 300)]));
      lines = render(format, finish(ctx, skew), estate.ns);
      if (lines.length >= 1500 && lines.length <= 10_000) break;
      target = Math.round((target * 4000) / lines.length);
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    drafts.push({
      id: `q69-${String(i + 1).padStart(2, "0")}`,
      file,
      format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: T !== null ? new Date(T).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      note: inc
        ? `${estate.company}: ${inc.note}.`
        : `${estate.company}, nothing broken: ${primary.map((k) => k.note).join("; ")}.`,
      lines: lines.length,
    });
  }
  const split = assignSplit(
    r,
    drafts.map((d) => d.category),
  );
  const labels: Quiet69Label[] = drafts.map((d, i) => ({ ...d, split: split[i] }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

const layouts = (labels: Quiet69Label[]) =>
  `formats ${FORMATS.map((f) => `${f}=${labels.filter((l) => l.format === f).length}`).join(" ")}; estates ${ESTATES.map((e) => e.key).join("/")}; ${QUIET.length} quiet kinds`;

runHoldoutCli(import.meta.url, "quiet69", generateQuiet69, layouts);
