// Blind holdout "quiet127": online game studios.
//
// 48 aggregated multi-service log windows from four made-up studios: Hollowpeak Games ("Skyreach":
// envoy, Spring Boot, Go, Unreal dedicated servers, Python, Postgres, nginx), Brightmoss Interactive
// ("Tidebreak": nginx, Django/asyncio/gRPC Python, Rails, Sidekiq, Node), Corvid Forge ("Ironvale
// Arena": Node edge, ASP.NET Core, Go) and Nightjar Labs ("Starfall Drift": Go, Node, Python, Redis),
// 11 services each, covering matchmaking, game-server fleets, anti-cheat, accounts and login,
// leaderboards and stats, the in-game store and entitlements, and patch delivery. 40 windows are
// quiet: healthy estates that still log bursts of alarming ERROR/WARN lines that are normal for a
// live game (credential stuffing met by rate limits, scanners, declined cards, cheaters banned,
// expired sessions, old clients forced to update, backfills with duplicate-key errors, rolling
// restarts, certificate rotation, consumer rebalances, dead push tokens, bounced mail, single
// game-server crashes at fleet scale, ... 41 kinds in all). 8 windows hold one real incident each
// (database, network, timeout, dependency, configuration, memory, disk, null_reference) laid on the
// same noise.
//
// What makes it hard: callers are louder than the origin (retry storms from game servers, lobbies and
// players), some origins only WARN (the rater that blows its time budget, Postgres counting down to
// wraparound) or go silent (a JVM that exits on OutOfMemoryError), a neighbour logs the most refusals
// (shardhost rejecting the profile queueman's bad config asks for), a chronic harmless error runs
// from the first minute, unrelated deploys and config reloads land near the fault, the domain's own
// refusals (declined cards, 401/403/426/429s, anti-cheat verdicts) are logged as ERROR/WARN, and
// quiet windows contain timeouts, resets and 5xx that retries absorb. Each file is one of six line
// formats (jsonl, datadog, ecs, gcp, logfmt, compose) with runtime-shaped traces (JVM, CPython, Node,
// Go panics, .NET, Ruby), per-service clock skew up to 300 ms, 6-20 minute windows of 1,500-10,000
// lines; Hollowpeak and Corvid carry trace ids, Brightmoss only Rails request ids, Nightjar none.
// Deterministic from the seed; written without looking at the engine.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background } from "./quiet127/background.js";
import { Ctx } from "./quiet127/ctx.js";
import { render } from "./quiet127/formats.js";
import { layNoise } from "./quiet127/noise.js";
import { NOISE_NOTES } from "./quiet127/notes.js";
import { type Plan, plan } from "./quiet127/plan.js";
import { Rng } from "./quiet127/rng.js";
import { splitHalves } from "./quiet127/split.js";
import { Stream } from "./quiet127/stream.js";
import { iso } from "./quiet127/time.js";
import type { Format } from "./quiet127/types.js";

export interface Quiet127Label extends NotedLabel {
  format: Format;
}

const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** Writes one window; the background is scaled so the file lands near its line target. */
function build(p: Plan, r: Rng): string[] {
  const skew = new Map(p.estate.services.map((s) => [s.name, Math.round(r.float(-300, 300))]));
  let factor = 1;
  let lines: string[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const s = new Stream(skew);
    const ctx = (label: string) => new Ctx(p.estate, s, r.fork(label), p.start, p.end);
    if (p.incident && p.t0 !== undefined) p.incident.run(ctx("incident"), p.t0);
    layNoise(ctx("noise"), p.noise);
    if (p.chronic !== null) p.estate.chronic[p.chronic](ctx("chronic"));
    const pre = render(p.format, s.sorted(), p.estate, s, skew).length;
    background(ctx("background"), factor);
    lines = render(p.format, s.sorted(), p.estate, s, skew);
    const bg = Math.max(1, lines.length - pre);
    if (lines.length >= 1500 && lines.length <= 10_000 && Math.abs(lines.length - p.lineTarget) < p.lineTarget * 0.12)
      break;
    factor = Math.max(0.1, Math.min(8, (factor * (p.lineTarget - pre)) / bg));
  }
  if (lines.length < 1500 || lines.length > 10_000) throw new Error(`${p.id}: ${lines.length} lines`);
  return lines;
}

function note(p: Plan): string {
  if (p.incident) return p.incident.note;
  const [first, ...rest] = p.noise;
  return `Quiet window at ${p.estate.studio} (${p.estate.game}): ${NOISE_NOTES[first]}, plus ${rest.map((k) => NOISE_NOTES[k]).join("; ")}; nothing is broken.`;
}

export function generateQuiet127(dir: string, seed = 12751): Quiet127Label[] {
  mkdirSync(dir, { recursive: true });
  const root = new Rng(seed);
  const plans = plan(root.fork("plan"));
  const incSplit = splitHalves(
    root.fork("split-incidents"),
    plans.filter((p) => p.incident).map((p) => p.id),
  );
  const quietSplit = splitHalves(
    root.fork("split-quiet"),
    plans.filter((p) => !p.incident).map((p) => p.id),
  );
  const labels: Quiet127Label[] = [];
  for (const p of plans) {
    const lines = build(p, root.fork(`scenario-${p.id}`));
    const file = `${p.id}.${EXT[p.format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.incident;
    labels.push({
      id: p.id,
      file,
      format: p.format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc && p.t0 !== undefined ? iso(p.t0) : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: (inc ? incSplit.get(p.id) : quietSplit.get(p.id)) ?? "tune",
      note: note(p),
      lines: lines.length,
    });
  }
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

function summary(labels: Quiet127Label[]): string {
  const count = (f: (l: Quiet127Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k}=${v}`).join(" ");
  };
  return `formats ${count((l) => l.format)}; split ${count((l) => l.split)}`;
}

runHoldoutCli(import.meta.url, "quiet127", generateQuiet127, summary);
