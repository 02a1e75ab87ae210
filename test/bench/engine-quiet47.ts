// Blind set quiet47: 48 aggregated log windows from a maps provider and a weather company, written to look like
// production, to score false alarms above all. 40 windows are quiet: nothing is broken, but each carries one or
// more of 36 kinds of alarming, harmless noise (tiles out of range, addresses with no match, impossible routes,
// keys over quota, late model runs with the previous run served, stale radar frames skipped, QC rejects, CAP
// duplicates, scrapers refused, GC pauses, consumer rebalances, ...). 8 windows hold one real failure each, of a
// different category (database, timeout, configuration, network, rate_limiting, authentication, memory, disk),
// laid on the same noise.
//
// Estates (4, 8-9 services each, 12 windows each): Cartoline Maps (nginx edge, Go tiles, C++ renderd/routing,
// Python geocoder and importer, Java traffic, Ruby styles; request ids), Wayfarer Navigation (Node BFF, .NET
// directions, Go ETA/tiles, Java traffic/search, Python geocode/pipeline, Ruby quota; no ids), Nimbus Weather
// (Node API, Java forecast/alerts, Python nowcast/ingest, Go radar/obs, .NET accounts, Node push; request ids),
// Stormline Analytics (Go gateway, Java point forecast, .NET route risk, Python GRIB loader/alerts, C++ radar
// compositor, Ruby webhooks/billing; no ids).
// Each file: 6-20 minutes, 1,500-10,000 lines, one of the six dev formats in rotation, per-service clock skew up to
// 300 ms, sorted by printed time; multi-line traces where the format allows. Every file has request traffic, health
// checks, periodic jobs, one constantly noisy service, deprecation warnings, retries that succeed and an unrelated
// deploy or config reload. What makes it hard: the noise is loud, domain-specific and often at ERROR; failures
// are reported louder by callers (retry storms, 5xx naming the callee) than by the origin, some origins log only
// at WARN, some go quiet (crash loop, config failure), and two failures look much like harmless noise kinds
// (expired credentials behind "previous model run served", a full volume behind "stale radar frame").
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet47/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet47/formats.js";
import { SCENARIOS, type Scenario } from "./quiet47/incidents.js";
import { NOISES, type Noise } from "./quiet47/quiet.js";
import { rng } from "./quiet47/rng.js";
import { assignSplit } from "./quiet47/split.js";
import { background, deploy, makeCtx, traffic } from "./quiet47/stream.js";

export interface Quiet47Label extends NotedLabel {
  format: Format;
}

interface Slot {
  i: number;
  format: Format;
  estate: Estate;
  scenario?: Scenario;
}

export function generateQuiet47(dir: string, seed = 4701): Quiet47Label[] {
  const r = rng(seed);
  mkdirSync(dir, { recursive: true });
  const slots: Slot[] = Array.from({ length: 48 }, (_, i) => ({
    i,
    format: FORMATS[i % 6],
    estate: ESTATES[Math.floor(i / 6) % 4],
  }));
  for (const e of ESTATES) {
    const mine = r.shuffle(slots.filter((s) => s.estate === e));
    const scs = SCENARIOS.filter((s) => s.estate === e.key);
    const first = mine[0];
    const second = mine.find((s) => s !== first && s.format !== first.format) ?? mine[1];
    first.scenario = scs[0];
    second.scenario = scs[1];
  }
  const used = new Map<string, number>(NOISES.map((n) => [n.name, 0]));
  const order = r.shuffle([...NOISES]);
  const pickNoise = (e: Estate, avoid: string[], not: Noise[]): Noise => {
    const ok = order.filter(
      (n) => (n.domain === "any" || n.domain === e.domain) && !avoid.includes(n.name) && !not.includes(n),
    );
    const least = Math.min(...ok.map((n) => used.get(n.name) ?? 0));
    const n = r.p(ok.filter((x) => (used.get(x.name) ?? 0) === least));
    used.set(n.name, (used.get(n.name) ?? 0) + 1);
    return n;
  };

  const drafts = slots.map((slot) => {
    const { estate: e, format, scenario: sc } = slot;
    const minutes = r.i(6, 20);
    const day = 1 + ((slot.i * 7) % 29);
    const start = Date.UTC(2026, 5, day, r.p([0, 1, 2, 3, 3, 4, 5, 14, 21, 23]), r.i(0, 59), r.i(0, 59), 0);
    const ctx = makeCtx(r, e, start, minutes);
    let incidentStart: number | null = null;
    const noises: Noise[] = [];
    if (sc) {
      incidentStart = start + r.i(180, Math.min(480, minutes * 60 - 150)) * 1000 + r.i(0, 999);
      sc.arm(ctx, incidentStart);
      noises.push(pickNoise(e, sc.avoid, noises));
      if (r.c(0.6)) noises.push(pickNoise(e, sc.avoid, noises));
    } else {
      noises.push(pickNoise(e, [], noises));
      noises.push(pickNoise(e, [], noises));
      if (r.c(0.4)) noises.push(pickNoise(e, [], noises));
      const role = r.p(e.services.filter((s) => s.role !== e.noisy.role)).role;
      deploy(ctx, role, start + r.i(60, minutes * 60 - 90) * 1000, r.c(0.35));
    }
    for (const n of noises) n.apply(ctx);
    background(ctx);
    const target = r.i(1500, 8200);
    traffic(ctx, Math.max(600, target - ctx.recs.length));
    const skew = Object.fromEntries(e.services.map((s) => [s.name, r.i(-300, 300)]));
    const lines = render(format, ctx.recs, skew, e.ns);
    const id = `q47-${String(slot.i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const note = sc
      ? `${e.company}: ${sc.note}.`
      : `${e.company}, nothing broken: ${noises.map((n) => n.note).join("; ")}.`;
    return {
      id,
      file,
      format,
      isIncident: !!sc,
      originService: sc ? ctx.svc(sc.role).name : null,
      category: sc ? sc.category : null,
      errorTypeHints: sc ? sc.hints : [],
      incidentStart: incidentStart === null ? null : new Date(incidentStart).toISOString(),
      expectedSeverityAtLeast: sc ? sc.severity : null,
      note,
      lines: lines.length,
    };
  });
  const split = assignSplit(r, drafts);
  const labels: Quiet47Label[] = drafts.map((d, i) => ({ ...d, split: split[i] }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

const layouts = (labels: Quiet47Label[]) => {
  const quietNotes = labels.filter((l) => !l.isIncident).map((l) => l.note);
  const kinds = NOISES.filter((n) => quietNotes.some((q) => q.includes(n.note))).length;
  return `formats ${FORMATS.join("/")}, estates ${ESTATES.map((e) => e.key).join("/")}, ${kinds} noise kinds in quiet windows, tune ${labels.filter((l) => l.split === "tune").length}/locked ${labels.filter((l) => l.split === "locked").length}`;
};

runHoldoutCli(import.meta.url, "quiet47", generateQuiet47, layouts);
