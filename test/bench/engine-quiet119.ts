// Blind set quiet119: clear-aligner and orthodontic providers, 48 aggregated log windows (40 quiet, 8 incidents).
//
// Estates (four made-up companies, 8-10 services each, mixed runtimes):
//   brightbite   - at-home impression kits (Node edge, Java planner/photo, Python intake/mfg, Go courier, .NET ledger,
//                  Ruby doctor portal), request ids on every hop
//   orthovue     - intraoral scans from partner clinics (.NET portal and finance, Go ingest/tracker, Python segmenter,
//                  Java setup studio, Ruby Rx approval, C++ print farm), no request ids
//   straightline - kit or clinic scan, Rails case manager and sign-off, Node BFF and parcel gateway, Go chat, Python
//                  installments and photo grading, request ids
//   alinea       - photo-monitored aligners with financing (Go edge, Python photo/scan QC/SMS, Node plan engine, Java
//                  lab bridge, .NET billing), request ids
// Files rotate over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20 minute windows,
// 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by printed time, multi-line stack traces.
// Quiet windows (40) each carry two of 35 kinds of harmless but alarming noise from the domain: scans rejected as
// incomplete, blurry progress photos, installment declines on the 1st, plans waiting on an orthodontist, failed
// courier deliveries, credential stuffing, 401/404/422/429 storms, duplicate webhooks with stack traces, consumer
// rebalances, breaker flaps that close again, rolling deploys with refused connections, and more.
// Incidents (8, one per category: configuration, database, dependency, disk, memory, network, timeout, unknown) sit
// on the same noise. Hard parts: every file has a steady noisy error source and an unrelated rollout or config
// reload, callers retry louder than the failing service, two origins log WARN only or go quiet, and quiet windows
// carry bursts of hundreds of ERROR/WARN lines, some with stack traces, from services that are fine.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background } from "./quiet119/background.js";
import { ESTATES, type Estate } from "./quiet119/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet119/formats.js";
import { INCIDENTS, type Incident } from "./quiet119/incidents.js";
import { NOISES, type Noise } from "./quiet119/quiet.js";
import { Rng } from "./quiet119/rng.js";
import { assignSplit } from "./quiet119/split.js";
import { Stream } from "./quiet119/stream.js";

export interface Quiet119Label extends NotedLabel {
  format: Format;
}

interface Plan {
  inc?: Incident;
  noise: Noise;
}

export function generateQuiet119(dir: string, seed = 11951): Quiet119Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const kinds = [...NOISES, ...r.shuffle([...NOISES]).slice(0, 40 - NOISES.length)];
  const plans: Plan[] = r.shuffle([
    ...r.shuffle(kinds).map((noise) => ({ noise })),
    ...INCIDENTS.map((inc) => ({ inc, noise: r.pick(NOISES) })),
  ]);
  // Formats rotate separately over quiet windows and incidents so each format holds 8 files and 1-2 incidents.
  let q = 0;
  let n = 0;
  const incFormats = [0, 1, 2, 3, 4, 5, 4, 5];
  const formats = plans.map((p) => FORMATS[p.inc ? incFormats[n++] : q++ % FORMATS.length]);
  const built = plans.map((p, i) => build(p, i, formats[i], new Rng(seed * 131 + i * 7919), dir));
  const split = assignSplit(
    built.map((b) => b.category),
    seed,
  );
  const labels = built.map((b, i) => ({ ...b, split: split[i] }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

function build(p: Plan, i: number, format: Format, r: Rng, dir: string): Omit<Quiet119Label, "split"> {
  const id = `q119-${String(i + 1).padStart(2, "0")}`;
  const e: Estate = p.inc ? (ESTATES.find((x) => x.key === p.inc?.estate) ?? ESTATES[0]) : ESTATES[i % ESTATES.length];
  const durMin = p.inc ? r.int(10, 20) : r.int(6, 20);
  const dayOfMonth = p.noise.kind === "payment-declines-first" ? 1 : r.int(2, 28);
  const t0 =
    Date.UTC(
      2026,
      r.int(0, 11),
      dayOfMonth,
      p.noise.kind === "payment-declines-first" ? 5 : r.int(0, 23),
      r.int(0, 59),
      r.int(0, 59),
    ) + r.int(0, 999);
  const t1 = t0 + durMin * 60000;
  const s = new Stream(t0, t1, e.services, r);
  const start = p.inc ? t0 + r.int(180, 480) * 1000 : null;
  const targetLines = p.inc ? r.int(2000, 5000) : r.int(2000, 8000);
  const rate = targetLines / (durMin * 60 * 2.4);

  const applied = p.inc?.apply({ s, e, r, start: start ?? t0 }) ?? {};
  const changeCandidates = e.services.filter((x) => x !== p.inc?.origin && x !== e.roles.edge);
  const pivot = start ?? t0 + r.int(120, durMin * 60 - 120) * 1000;
  background(s, e, r, {
    rate,
    hook: applied.hook,
    changeAt: pivot + r.int(-150, 90) * 1000,
    changeSvc: r.pick(changeCandidates),
    change: r.chance(0.6) ? "deploy" : "reload",
  });
  const noiseAt = p.inc ? pivot + r.int(-150, 120) * 1000 : t0 + r.int(40, Math.max(60, durMin * 30)) * 1000;
  p.noise.apply({ s, e, r, at: noiseAt, scale: p.inc ? 1 : 2.5 });
  let second: Noise | undefined;
  if (!p.inc) {
    second = r.pick(NOISES.filter((n) => n.kind !== p.noise.kind));
    second.apply({ s, e, r, at: t0 + r.int(20, durMin * 45) * 1000, scale: 1.5 });
  }
  applied.post?.();

  const pods = new Map(e.services.map((svc) => [svc, `${svc}-${r.hex(9).replace(/[0-3]/g, "b")}-${r.hex(5)}`]));
  const padTo = Math.max(...e.services.map((x) => x.length + 2)) + 1;
  const lines = s
    .printed()
    .flatMap((ev) => render(ev, format, { namespace: e.namespace, hostOf: (svc) => pods.get(svc) ?? svc, padTo }));
  const file = `${id}.${EXT[format]}`;
  writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
  return {
    id,
    file,
    format,
    isIncident: Boolean(p.inc),
    originService: p.inc?.origin ?? null,
    category: p.inc?.category ?? null,
    errorTypeHints: p.inc?.hints ?? [],
    incidentStart: start === null ? null : new Date(start).toISOString(),
    expectedSeverityAtLeast: p.inc?.severity ?? null,
    note: p.inc
      ? `${e.key}: ${p.inc.note}, on top of ${p.noise.kind} noise.`
      : `${e.key}, nothing broken: ${p.noise.note}; also ${second?.kind ?? "none"}.`,
    lines: lines.length,
  };
}

runHoldoutCli(import.meta.url, "quiet119", generateQuiet119, (labels) => {
  const fm = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const cats = labels
    .filter((l) => l.isIncident)
    .map((l) => l.category)
    .join("/");
  return `formats ${fm}; incidents ${cats}; 4 estates`;
});
