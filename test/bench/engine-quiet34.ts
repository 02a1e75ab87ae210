// Blind scenario set quiet34: 48 aggregated log windows (40 quiet, 8 incidents) from field-service, construction and
// dating/social software.
//
// Estates: Fieldwise (field service: work orders, dispatch, route optimisation, offline mobile sync, parts, site
// photos, telematics; 10 services, trace ids), Trestle (construction: drawings, RFIs, punch lists, photo pipeline,
// equipment telemetry, schedules; 9 services, no ids), Emberly (dating: recs, swipes, chat, media, moderation,
// receipts, push; 9 services, trace ids) and Kindred (social dating behind an access-log gateway; 9 services, no ids).
// Runtimes: Java, Go, Node, Python, .NET, Ruby, C++, Elixir. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and
// compose, with multi-line Java / Python / Node / Ruby traces (raw continuation lines in logfmt and compose, a stack
// field in datadog and ecs, embedded newlines in jsonl and gcp). Windows of 6-20 minutes, ~1,500-10,000 lines,
// per-service clock skew up to 300 ms, sorted by printed time.
//
// What makes it hard: each quiet window carries a constant noisy service, deprecation warnings, a bystander deploy or
// config reload, and 2-3 of 37 kinds of alarming but harmless noise (offline phones replaying a day of edits with
// 409 conflicts, 413 photo rejections, banned users' 403s, moderation blocks, sandbox receipts 21007, SLA-breach
// business errors, DTC fault codes, credential stuffing, rollouts with resets that retry fine, GC pauses, rebalances,
// ...). The 8 incidents (database, configuration, timeout, disk, memory, network, dependency, null_reference) sit on
// the same noise: callers report them in their own words and often louder than the origin, one origin goes nearly
// silent and logs WARN only, one crashes and restarts, one is a third party seen only through its client.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { bystanderChange } from "./quiet34/deploys.js";
import { ESTATES, type Estate } from "./quiet34/estates.js";
import { EXT, FORMATS, type Format } from "./quiet34/formats.js";
import { INCIDENTS, type Incident } from "./quiet34/incidents.js";
import { KINDS, type NoiseKind } from "./quiet34/quiet.js";
import { mulberry32, type Rng } from "./quiet34/rng.js";
import { assignSplit } from "./quiet34/split.js";
import { baseline, Stream } from "./quiet34/stream.js";

export interface Quiet34Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;
const TOTAL = 48;

const eligible = (k: NoiseKind, e: Estate) =>
  (!k.domain || k.domain === e.domain) && k.needs.every((role) => e.roles[role] !== undefined);

function build(
  r: Rng,
  est: Estate,
  t0: number,
  minutes: number,
  rps: number,
  kinds: NoiseKind[],
  inc: Incident | null,
  incAt: number,
): Stream {
  const s = new Stream(est, r);
  const t1 = t0 + minutes * MIN;
  baseline(s, t0, t1, rps);
  kinds.forEach((k, i) => {
    const a = i === 0 ? t0 + r.int(0, 2) * MIN : t0 + r.int(0, Math.max(1, minutes - 4)) * MIN;
    const b = Math.min(t1, a + r.int(4, 12) * MIN);
    k.run(s, a, b);
  });
  const mid = inc ? incAt + r.int(-120, 90) * 1000 : t0 + Math.floor(minutes / 2) * MIN + r.int(-60, 60) * 1000;
  bystanderChange(s, est, mid, inc?.origin ?? "");
  if (inc) inc.run(s, incAt, t1);
  return s;
}

export function generateQuiet34(dir: string, seed = 3401): Quiet34Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const incSlots = new Set(r.shuffle(Array.from({ length: TOTAL }, (_, i) => i)).slice(0, INCIDENTS.length));
  const incOrder = r.shuffle(INCIDENTS);
  const queue = r.shuffle(KINDS);
  const used = new Set<string>();
  const labels: Quiet34Label[] = [];
  let q = 0;
  let k = 0;
  for (let i = 0; i < TOTAL; i++) {
    const id = `q34-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const inc = incSlots.has(i) ? incOrder[k++] : null;
    const est = inc ? ESTATES.find((e) => e.key === inc.estate)! : ESTATES[q++ % ESTATES.length];
    const pool = queue.filter((x) => eligible(x, est));
    const fresh = pool.find((x) => !used.has(x.id));
    const first = fresh ?? r.pick(pool);
    used.add(first.id);
    const rest = r.shuffle(pool.filter((x) => x !== first)).slice(0, r.int(1, 2));
    const kinds = [first, ...rest];
    for (const x of rest) used.add(x.id);
    const minutes = inc ? r.int(11, 20) : r.int(6, 20);
    const day = new Date(Date.UTC(2026, 9, 4 + i, r.int(0, 23), r.int(0, 11) * 5, 0));
    const t0 = day.getTime();
    const incAt = inc ? t0 + r.int(3, 8) * MIN + r.int(0, 59) * 1000 : 0;
    const target = r.int(2200, 8000);
    let rps = target / (minutes * 60 * 2.6);
    let lines: string[] = [];
    const sub = r.int(1, 2 ** 31);
    for (let attempt = 0; attempt < 8; attempt++) {
      const s = build(mulberry32(sub + attempt), est, t0, minutes, rps, kinds, inc, incAt);
      lines = s.render(format);
      if (lines.length >= 1600 && lines.length <= 9800) break;
      rps *= lines.length < 1600 ? 1.5 : 0.5;
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(incAt).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: "tune",
      note: inc
        ? `${est.company}: ${inc.note}`
        : `${est.company}: nothing is broken; ${kinds.map((x) => x.id).join(", ")} on top of ${est.noisy.svc}'s constant errors.`,
      lines: lines.length,
    });
  }
  const groups = new Map<string, number[]>();
  labels.forEach((l, i) => {
    const g = l.isIncident ? "incident" : "quiet";
    groups.set(g, [...(groups.get(g) ?? []), i]);
  });
  const split = assignSplit(r, groups, labels.length);
  labels.forEach((l, i) => {
    l.split = split[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet34", generateQuiet34, (labels) => {
  const quiet = labels.filter((l) => !l.isIncident);
  const kinds = new Set(quiet.flatMap((l) => l.note.split("; ")[1]?.split(" on top")[0].split(", ") ?? []));
  const est = new Set(labels.map((l) => l.note.split(":")[0]));
  return `${est.size} estates, ${new Set(labels.map((l) => l.format)).size} formats, ${kinds.size} noise kinds in quiet windows, tune=${labels.filter((l) => l.split === "tune").length}`;
});
