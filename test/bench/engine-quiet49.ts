// Blind set quiet49: 48 windows of aggregated logs from a car dealer group and car-rental companies, 40 of them
// quiet (nothing is broken) and 8 with one failure each.
//
// Domains: inventory feeds to listing portals, VIN decoding, finance applications and credit searches, trade-in
// valuations, workshop booking and a parts shop (dealers); reservations, kiosk check-out and deposits, keyless
// unlock through telematics, fleet state, damage claims and parking-fine re-billing (rental).
// Estates: Hallbeck Motor Group (10 services, request ids), Ostrander Autohaus (9, none), Rentara (10, request
// ids), Northway Car Hire (9, none); runtimes Node, Java, Go, Python, .NET, Ruby and C++.
// Each file: one estate, 6-20 minutes, 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by printed
// time, in one of the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose; stack traces multi-line
// where the format allows).
// What makes it hard: every quiet window carries one or two of 37 kinds of alarming but harmless noise (listing
// rejects for missing photos, grey-import VINs, lender declines, telematics units offline underground, unlock
// resends, counter card declines, 429 storms against scrapers, GC pauses, rebalances, bounce bursts...) on top of a
// constantly complaining service, deprecations, succeeding retries and an unrelated deploy or config reload. The
// eight failures (database, disk, authentication, timeout, memory, configuration, network, unknown) sit on the
// same noise; callers and retry storms are louder than the failing service, two failing services log only at
// WARN and one simply goes silent.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background } from "./quiet49/background.js";
import { ESTATES, type Estate } from "./quiet49/estates.js";
import { FORMATS, type Format } from "./quiet49/formats.js";
import { INCIDENTS, type IncidentKind } from "./quiet49/incidents.js";
import { QUIET, type QuietKind } from "./quiet49/quiet.js";
import { makeRng } from "./quiet49/rng.js";
import { assignSplits } from "./quiet49/split.js";
import { Ctx, finish } from "./quiet49/stream.js";

export interface Quiet49Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;

interface Plan {
  estate: Estate;
  incident?: IncidentKind;
  kinds: QuietKind[];
}

function plan(seed: number): Plan[] {
  const r = makeRng(seed);
  const fits = (k: QuietKind, e: Estate) => k.domain === "any" || k.domain === e.domain;
  const primaries = r.shuffle([...QUIET]);
  while (primaries.length < 40) primaries.push(QUIET[r.int(0, QUIET.length - 1)]);
  const quiet: Plan[] = primaries.map((k, i) => {
    const options = ESTATES.filter((e) => fits(k, e));
    const estate = options[i % options.length];
    const second = r.pick(QUIET.filter((x) => x !== k && fits(x, estate)));
    return { estate, kinds: r.chance(0.5) ? [k, second] : [k] };
  });
  const incidents: Plan[] = INCIDENTS.map((inc) => {
    const estate = ESTATES.find((e) => e.key === inc.estate)!;
    const kinds = r.shuffle(QUIET.filter((x) => fits(x, estate) && !inc.clash.includes(x.key))).slice(0, r.int(1, 2));
    return { estate, incident: inc, kinds };
  });
  const all = [...quiet, ...incidents];
  // spread incidents: shuffle everything, then keep the order
  return r.shuffle(all);
}

export function generateQuiet49(dir: string, seed = 4901): Quiet49Label[] {
  mkdirSync(dir, { recursive: true });
  const plans = plan(seed);
  const labels: Quiet49Label[] = [];
  const base = Date.UTC(2026, 10, 2, 0, 0, 0);
  plans.forEach((p, i) => {
    const r = makeRng(seed * 1000 + i * 7919 + 17);
    const fmt = FORMATS[i % FORMATS.length];
    const inc = p.incident;
    const minutes = inc ? r.int(11, 20) : r.int(6, 20);
    const day = base + i * 86400000 * 0.75 + r.int(0, 23) * 3600000;
    const start = Math.floor(day / MIN) * MIN + r.int(0, 48) * MIN + r.int(0, 59) * 1000 + r.int(0, 999);
    const end = start + minutes * MIN;
    const ctx = new Ctx(r, p.estate, start, end);
    const failAt = inc ? Math.floor((start + r.int(3 * MIN, 8 * MIN)) / 1000) * 1000 + r.int(0, 3) * 250 : 0;
    const targetLines = r.int(2200, 7800);
    const perSec = targetLines / (minutes * 60) / 2.6;
    const burst = inc
      ? failAt + r.int(-3 * MIN, 2 * MIN)
      : start + r.int(Math.floor(0.15 * minutes * MIN), Math.floor(0.6 * minutes * MIN));
    const change = inc ? failAt + r.pick([-1, 1]) * r.int(40000, 150000) : start + r.int(2 * MIN, minutes * MIN - MIN);
    background(ctx, change, inc ? [inc.originRole] : [], inc ? { role: inc.originRole, at: failAt } : undefined);
    p.kinds.forEach((k, j) => {
      k.run(ctx, j === 0 ? Math.max(start + 20000, burst) : start + r.int(MIN, minutes * MIN - 2 * MIN));
    });
    if (inc) inc.run(ctx, failAt);
    ctx.traffic(perSec);
    const out = finish(ctx, fmt, makeRng(seed + i * 31));
    const id = `q49-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${out.ext}`;
    writeFileSync(join(dir, file), out.text);
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: Boolean(inc),
      originService: inc ? p.estate.roles[inc.originRole].name : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(failAt).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${p.estate.company}: ${inc.note}.`
        : `${p.estate.company}, nothing broken: ${p.kinds.map((k) => k.note).join("; also ")}.`,
      lines: out.lines,
    });
  });
  const splits = assignSplits(makeRng(seed + 99), labels);
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

function layouts(labels: Quiet49Label[]): string {
  const f = new Map<string, number>();
  for (const l of labels) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return `formats ${[...f].map(([k, v]) => `${k}=${v}`).join(" ")}; estates ${ESTATES.map((e) => e.key).join(", ")}`;
}

runHoldoutCli(import.meta.url, "quiet49", generateQuiet49, layouts);
