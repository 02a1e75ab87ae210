// quiet4 — a blind "quiet" evaluation set for the log-diagnosis engine: windows that look alarming but need no
// action, plus eight incidents that grow out of the same kinds of window.
//
//   npx tsx test/bench/engine-quiet4.ts --out DIR [--seed N]      (seed 4 by default)
//
// What it covers
// - 48 scenarios, ids q4-01 .. q4-48: 40 quiet windows (20 tune / 20 locked) and 8 incidents (4 tune / 4 locked,
//   one per category: database, authentication, memory, dependency in tune; configuration, network, timeout,
//   disk in locked).
// - Three made-up estates (test/bench/quiet4/estates.ts): a hospital lab-results system (lis-prod: ward-portal,
//   auth-gate, results-api, lab-pg, hl7-router, ...; JVM services, W3C traceparent), an online chess platform
//   (chess-prod: lobby-edge, matchmaker, game-server, rating-service, puzzle-api, games-pg, ...; Go and Node.js,
//   x-request-id) and a bike-share fleet (fleet-prod: rider-api, unlock-service, dock-telemetry, payments-adapter,
//   fleet-pg, ...; Python, req-uuid). Some windows carry request ids across services, others none.
// - 24 quiet kinds (test/bench/quiet4/quiet-kinds.ts): announced planned DB switchover, k6 load test, game-day
//   chaos pod kill, vulnerability-scanner 401/403/404 flood, one pre-release client's 400/422, batch items failed
//   then retried OK, canary promotion, blue/green switch, autoscaling churn, rollout restart with early readiness
//   failures, loud chronic errors only, DEBUG log-level switch, cache warm-up latency bump, certificate renewal,
//   long-but-harmless GC pauses, vendor 503 blip absorbed by retry, crawler 404s throttled with 429, backup with
//   replica lag below threshold, announced vendor maintenance with queued requests, blocked credential stuffing,
//   a partner key throttled with 429, consumer-group rebalance, node drain for patching, disk warning cleared by
//   log rotation.
// - 8 incidents (test/bench/quiet4/incidents.ts), each built on one of those kinds: a load test that exhausts the
//   shared database's connections, a blocked credential-stuffing burst followed by an expired directory
//   service-account password, a cache warm-up that runs a Node heap out of memory in a crash loop, a rollout whose
//   new pods never get ready (bad env value), autoscaled pods on a node pool without DNS/routes, a vendor blip
//   that turns into calls that no longer answer in time, an announced broker upgrade that overruns (breaker open),
//   a debug log-level switch that fills the spool volume.
// - Every window: 5-40 minutes (incidents 20-40), 500-30,000 lines, 10-12 services, per-service clock skew up to
//   250 ms, request flows, health probes, periodic jobs, a chronic error at a constant rate from the start,
//   deprecation warnings, retries that succeed, slow requests and usually an unrelated deploy; stack traces in the
//   runtime's own shape (JVM, Node.js, CPython).
// - Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose (README of shared/data/incidents).
// - labels.json: NotedLabel fields plus `format`; quiet windows have null origin/category/onset/severity and no
//   hints.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background } from "./quiet4/background.js";
import { Ctx, MIN } from "./quiet4/ctx.js";
import { ESTATES, type Estate } from "./quiet4/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet4/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet4/incidents.js";
import { KINDS, type QuietKind } from "./quiet4/quiet-kinds.js";
import { Rng } from "./quiet4/rng.js";

export interface Quiet4Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  split: "tune" | "locked";
  kind?: QuietKind;
  inc?: IncidentDef;
}

const MIN_LINES = 500;
const MAX_LINES = 30_000;

function plans(rng: Rng): Plan[] {
  const out: Plan[] = [];
  for (let i = 0; i < 40; i++) {
    const round = Math.floor(i / KINDS.length);
    out.push({
      kind: KINDS[i % KINDS.length],
      estate: ESTATES[(i + round) % ESTATES.length],
      split: (i + round) % 2 === 0 ? "tune" : "locked",
    });
  }
  for (const inc of INCIDENTS) out.push({ inc, estate: inc.estate, split: inc.split });
  return rng.shuffle(out);
}

/** One window: returns rendered lines plus what the label needs. */
function write(p: Plan, rng: Rng, fmt: Format, day: number, shrink: number) {
  const minutes = p.inc ? rng.int(20, 40) : rng.int(5, 40);
  const t0 = Date.UTC(2026, 5, 1 + day, rng.int(0, 23), rng.int(0, 59), rng.int(0, 59)) + rng.int(0, 999);
  const c = new Ctx(rng, p.estate, t0, t0 + minutes * MIN, rng.chance(0.7));
  let note = "";
  let start: number | null = null;
  let busy: string[] = [];
  if (p.inc) {
    const r = p.inc.run(c);
    note = r.note;
    start = r.start;
    busy = p.inc.busy;
  } else if (p.kind) {
    note = p.kind.run(c);
    busy = p.kind.busy(c);
  }
  const target = Math.round(MIN_LINES * 1.4 * 40 ** rng.next() * shrink);
  background(c, Math.min(target, minutes * 900), busy);
  const skew: Record<string, number> = {};
  for (const e of c.evs) if (!(e.svc in skew)) skew[e.svc] = rng.int(-250, 250);
  const rt = p.estate.runtime;
  const lines = render(c.evs, fmt, skew, p.estate.idKind, p.estate.ns, (svc) =>
    rt[svc] === "node" ? "nodejs" : (rt[svc] ?? "kubernetes"),
  );
  return { lines, note, start };
}

export function generateQuiet4(dir: string, seed = 4): Quiet4Label[] {
  const rng = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const labels: Quiet4Label[] = [];
  plans(rng).forEach((p, i) => {
    const id = `q4-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    let shrink = 1;
    let w = write(p, new Rng(seed * 1000 + i), format, i, shrink);
    for (let k = 1; k < 8 && (w.lines.length > MAX_LINES || w.lines.length < MIN_LINES); k++) {
      shrink *= w.lines.length > MAX_LINES ? 0.6 : 1.8;
      w = write(p, new Rng(seed * 1000 + i + 97 * k), format, i, shrink);
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${w.lines.join("\n")}\n`);
    const inc = p.inc;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc && w.start !== null ? new Date(w.start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: p.split,
      note: w.note,
      lines: w.lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet4", generateQuiet4, (labels) =>
  FORMATS.map((f) => `${f}=${labels.filter((l) => l.format === f).length}`).join(" "),
);
