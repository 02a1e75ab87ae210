// holdout20 — a blind evaluation set for the log-diagnosis engine, theme "thin evidence".
//
//   npx tsx test/bench/engine-holdout20.ts --out DIR [--seed N]
//
// What it covers:
// - 52 incidents (4 per category x 13 categories) and 12 quiet windows over three invented estates: a school
//   district's learning platform (classroom-portal, assignment-svc, gradebook-api, sso-bridge, ...), a wind-farm
//   telemetry operator (ops-console, turbine-ingest, scada-bridge, telemetry-store, dispatch-planner, ...) and a
//   podcast hosting service (studio-web, episode-api, upload-gateway, transcode-worker, feed-builder, ...).
// - Thin evidence: 0-90 s of baseline before the onset (a few windows open minutes into the incident), origins that
//   go quiet while callers answer 5xx or time out, origins with one to five lines, windows that end while the
//   incident continues, low-traffic services, origins that only warn or only show a status in an access log, and
//   request ids (W3C traceparent, x-request-id, req-uuid) carried by some services only.
// - Origins behind a vendor or broker that does not log (token endpoint, paging API, ad server, payment provider,
//   RabbitMQ) are labelled with the caller whose logs show them; the label's note says so.
// - Windows of 3-20 minutes, 200-8,000 lines, 4-9 services, in the six formats of shared/data/incidents/README.md
//   (jsonl, datadog, ecs, gcp, logfmt, compose) rotated across scenarios; per-service clock skew up to 250 ms;
//   background requests, health checks, periodic jobs, one noisy service per window, deprecation warnings,
//   retries that succeed, unrelated deploys and slow requests; stack traces where the runtime prints them.
// - Quiet windows: few services at low traffic, sparse warnings and a handful of client errors needing no action.
// - Labels (labels.json): NotedLabel plus `format`; ids h20-01..h20-64 in a seeded order; `split` halves each
//   category (and the quiet windows) into tune and locked.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { LMS_INCIDENTS } from "./holdout20/incidents-lms.js";
import { PODCAST_INCIDENTS } from "./holdout20/incidents-podcast.js";
import { WIND_INCIDENTS } from "./holdout20/incidents-wind.js";
import { QUIET } from "./holdout20/quiet.js";
import { EXT, type Fmt, FORMATS, render } from "./holdout20/render.js";
import { int, mulberry, shuffle } from "./holdout20/rng.js";
import { type Inc, simulate, type Window } from "./holdout20/sim.js";

export interface Holdout20Label extends NotedLabel {
  format: Fmt;
}

const DAY = 86_400_000;
const START = Date.UTC(2026, 8, 1);

export function generateHoldout20(dir: string, seed = 20): Holdout20Label[] {
  const rng = mulberry(seed);
  const all: Window[] = shuffle(rng, [...LMS_INCIDENTS, ...WIND_INCIDENTS, ...PODCAST_INCIDENTS, ...QUIET]);
  // split: within each category (and the quiet windows) a seeded half is tune, the rest locked
  const split = new Map<Window, "tune" | "locked">();
  const groups = new Map<string, Window[]>();
  for (const w of all) {
    const k = "cat" in w ? (w as Inc).cat : "quiet";
    groups.set(k, [...(groups.get(k) ?? []), w]);
  }
  let flip = 0;
  for (const ws of groups.values()) {
    const order = shuffle(rng, ws);
    const half =
      ws.length % 2 ? (flip++ % 2 === 0 ? Math.floor(ws.length / 2) : Math.ceil(ws.length / 2)) : ws.length / 2;
    for (const [i, w] of order.entries()) split.set(w, i < half ? "tune" : "locked");
  }
  mkdirSync(dir, { recursive: true });
  const labels: Holdout20Label[] = [];
  all.forEach((w, i) => {
    const id = `h20-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const t0 = START + i * DAY + int(rng, 5, 21) * 3_600_000 + int(rng, 0, 3599) * 1000 + int(rng, 0, 999);
    let rate = w.rate;
    let lines: string[] = [];
    let onset: number | null = null;
    for (let attempt = 0; attempt < 12; attempt++) {
      const r = mulberry(seed * 7919 + i * 101 + attempt);
      const sim = simulate({ ...w, rate }, r, t0);
      onset = sim.onset;
      lines = render(sim.evs, format, w.est.ns, w.est.ids, r);
      if (lines.length < 200) rate *= 1.5;
      else if (lines.length > 8000) rate *= 0.6;
      else break;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = "cat" in w ? (w as Inc) : null;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.cat ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: onset === null ? null : new Date(onset).toISOString(),
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: split.get(w) ?? "tune",
      note: w.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout20", generateHoldout20, (labels) => {
  const byFmt = new Map<string, number>();
  for (const l of labels) byFmt.set(l.format, (byFmt.get(l.format) ?? 0) + 1);
  return [...byFmt].map(([f, n]) => `${f}=${n}`).join(" ");
});
