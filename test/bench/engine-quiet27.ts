// Blind set quiet27: 48 aggregated log windows from two online-game companies (Emberfall Games: matchmaking, game
// server fleet, voice relay, anti-cheat; Copperline Studios: store, App Store / Play receipts, patch CDN, launcher
// login) and two education platforms (Northgate Unified School District: SIS, LMS, LTI tools, remote proctoring,
// lecture video; Brightpath Online Academy: courses, timed quizzes, transcoding, certificates, payments).
// 40 windows are quiet: each carries one of 32 kinds of harmless but alarming noise (fleet scale-in killing idle
// servers, anti-cheat ban waves, replayed receipts, credential stuffing, late submissions at a locked deadline,
// proctoring flags, launch-day peaks that slow but serve, Tomcat/Node/Python client-abort stack traces, ...).
// 8 windows hold a real failure, one per category (memory, network, dependency, configuration, disk, unknown,
// timeout, database), laid on the same noise. Every file: 8-10 services of one company, 6-20 minutes, 1,500-10,000
// lines, per-service clock skew up to 300 ms, sorted by printed time, one of the six dev formats in rotation
// (jsonl, datadog, ecs, gcp, logfmt, compose) with multi-line stack traces where the format allows; request ids in
// two companies, none in the other two. Hard parts: a constant noisy error source from minute one, deprecation
// warnings, retries that succeed, unrelated deploys and config reloads near the failure, callers and retry storms
// louder than the failing service, a service that only warns, one that just goes silent, and a third party that
// never logs.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet27/estates.js";
import { EXT, FORMATS, type Format, renderAll } from "./quiet27/formats.js";
import { INCIDENT_KINDS, type IncidentKind } from "./quiet27/incidents.js";
import { QUIET_KINDS, type QuietKind } from "./quiet27/quiet.js";
import { makeRng, type Rng } from "./quiet27/rng.js";
import { assignSplit } from "./quiet27/split.js";
import { Stream } from "./quiet27/stream.js";

export interface Quiet27Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  quiet: QuietKind;
  extra?: QuietKind;
  incident?: IncidentKind;
}

const MIN = 60000;

function plans(rng: Rng): Plan[] {
  const out: Plan[] = [];
  for (const estate of ESTATES) {
    const kinds = QUIET_KINDS.filter((k) => k.estate === estate.key);
    for (let j = 0; j < 10; j++)
      out.push({ estate, quiet: kinds[j % kinds.length], extra: j >= 6 ? kinds[(j + 3) % kinds.length] : undefined });
    for (const inc of INCIDENT_KINDS.filter((k) => k.estate === estate.key))
      out.push({ estate, quiet: kinds[rng.int(0, kinds.length - 1)], incident: inc });
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function startOf(rng: Rng, estate: Estate, i: number): number {
  const day = 1 + ((i * 7) % 27);
  const hours = estate.domain === "game" ? [19, 20, 21, 22, 2, 14] : [8, 9, 13, 22, 23, 10];
  return Date.UTC(2026, 10 + (i % 2), day, rng.pick(hours), rng.int(0, 50), rng.int(0, 59), rng.int(0, 999));
}

function build(plan: Plan, i: number, seed: number, fmt: Format, scale: number) {
  const rng = makeRng(seed * 1000 + i * 7919 + Math.round(scale * 100));
  const { estate, incident } = plan;
  const minutes = incident ? rng.int(11, 20) : rng.int(6, 20);
  const start = startOf(rng, estate, i);
  const end = start + minutes * MIN;
  const s = new Stream(rng, start, end, estate.traced);
  const t0 = incident ? start + rng.int(3 * MIN, 8 * MIN) : null;
  const epFrom =
    t0 !== null ? start + rng.int(1 * MIN, 3 * MIN) : start + rng.int(1 * MIN, Math.max(1, minutes - 4) * MIN);
  const epTo = Math.min(end, epFrom + rng.int(3 * MIN, 9 * MIN));
  const load = plan.quiet.load ?? 1;
  const base = (rng.int(8, 30) / 10) * scale;
  s.arrivals(
    (t) => base * (t >= epFrom && t < epTo ? load : 1),
    (t) => estate.request(s, t),
  );
  estate.background(s);
  plan.quiet.run(s, epFrom, epTo);
  if (plan.extra) {
    const f = start + rng.int(0, (minutes - 2) * MIN);
    plan.extra.run(s, f, Math.min(end, f + rng.int(1, 3) * MIN));
  }
  const deployAt =
    t0 !== null ? t0 + rng.pick([-1, 1]) * rng.int(40000, 150000) : start + rng.int(2 * MIN, (minutes - 1) * MIN);
  estate.deploy(s, deployAt);
  if (incident && t0 !== null) incident.run(s, t0, end);
  const optional = estate.services.filter((x) => x.optional).map((x) => x.name);
  const drop = rng.int(0, optional.length);
  const services = estate.services.map((x) => x.name).filter((n) => !optional.slice(0, drop).includes(n));
  const printed = s.finish(services, 300);
  const nodes = new Map(services.map((n) => [n, rng.int(0, 3)]));
  const lines = renderAll(fmt, printed, { namespace: estate.namespace, nodes });
  return { lines, t0, start, minutes, services };
}

export function generateQuiet27(dir: string, seed = 2701): Quiet27Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = makeRng(seed);
  const all = plans(rng);
  const splits = assignSplit(
    all.map((p) => p.incident?.category ?? null),
    seed,
  );
  const labels: Quiet27Label[] = [];
  // quiet windows and failures rotate over the six formats separately, so every format holds failures
  let quietSeen = 0;
  let failSeen = rng.int(0, FORMATS.length - 1);
  all.forEach((plan, i) => {
    const fmt = plan.incident ? FORMATS[failSeen++ % FORMATS.length] : FORMATS[quietSeen++ % FORMATS.length];
    let scale = 1;
    let built = build(plan, i, seed, fmt, scale);
    for (let k = 0; k < 6 && (built.lines.length < 1600 || built.lines.length > 9800); k++) {
      scale *= built.lines.length < 1600 ? 1.6 : 0.65;
      built = build(plan, i, seed, fmt, scale);
    }
    const id = `q27-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = plan.incident;
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: built.t0 !== null ? new Date(built.t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: splits[i],
      note: `${plan.estate.company}, ${built.minutes} min, ${built.services.length} services: ${inc ? inc.note : `quiet; ${plan.quiet.note}${plan.extra ? `; also ${plan.extra.note}` : ""}`}.`,
      lines: built.lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

const layouts = (labels: Quiet27Label[]) =>
  FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");

runHoldoutCli(import.meta.url, "quiet27", generateQuiet27, layouts);
