// Blind scenario set holdout128: customs brokerage and freight forwarding.
//
// 64 scenarios: 52 incidents (4 for each of the 13 root-cause categories, one per estate) and 12 quiet windows
// (3 per estate: an ordinary window, a month-end window with late gateway acknowledgements, and an exam wave).
// Four made-up estates of 9-10 services each: Harbourline Customs Brokers (US ACE filing, traced, Node/Python/
// Java/Go/.NET/Ruby), Nordfrakt Forwarding (EU ATLAS declarations, untraced), Pacific Gate Logistics (US, traced,
// with a C++ EDI translator) and Meridian Trade Compliance (untraced Rails/Sidekiq shop with its own Postgres logs).
// Each file is one aggregated stream over 6-20 minutes (1,500-10,000 lines) in one of the dev set's six formats
// (jsonl, datadog, ecs, gcp, logfmt, compose) in rotation, with per-service clock skew up to 300 ms and stack
// traces in each runtime's style. What makes it hard: a noisy service logs a harmless error from the first minute
// (often more errors than the real origin); corrected ABI/ATLAS rejects, exam holds, late manifests, duplicate
// uploads and month-end acknowledgement delays are normal noise; callers report failures in their own words and
// their retry storms are louder than the origin; several origins only warn or go quiet; an unrelated rollout or
// config reload happens near every incident; and four "unknown" origins never say why they fail.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./holdout128/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout128/formats.js";
import { setFiler } from "./holdout128/ids.js";
import { type Emit, INCIDENTS, type IncidentSpec } from "./holdout128/incidents.js";
import { baseline, deployAt, type QuietKind, quietExtras } from "./holdout128/quiet.js";
import { makeRng, type Rng } from "./holdout128/rng.js";
import { assignSplit } from "./holdout128/split.js";
import { Stream } from "./holdout128/stream.js";

export type Holdout128Label = NotedLabel & { format: Format };

interface Plan {
  estate: Estate;
  incident: IncidentSpec | null;
  quiet: QuietKind | null;
}

function emit(s: Stream, e: Estate, em: Emit, start: number): void {
  const r = s.rng;
  const from = start + (em.from ?? 0) * 1000;
  const to = em.to === undefined ? s.end : start + em.to * 1000;
  const make = (t: number) => {
    const withStack = em.stack && r.chance(em.stackShare ?? 1);
    return {
      t,
      svc: em.svc,
      level: em.level,
      msg: em.tpl(r),
      stack: withStack ? em.stack!(r) : undefined,
      errKind: withStack ? em.kind : undefined,
      trace: e.traces && em.every[1] > 0 ? r.hex(12) : undefined,
    };
  };
  if (em.every[1] === 0) s.add(make(from));
  else s.every(from, to, em.every[0], em.every[1], make);
}

export function generateHoldout128(dir: string, seed = 12801): Holdout128Label[] {
  mkdirSync(dir, { recursive: true });
  const r = makeRng(seed);
  const plans: Plan[] = [
    ...INCIDENTS.map((incident) => ({
      estate: ESTATES.find((x) => x.key === incident.estate)!,
      incident,
      quiet: null,
    })),
  ];
  const kinds: QuietKind[] = ["plain", "month-end", "exam-wave"];
  for (const estate of ESTATES) for (const quiet of kinds) plans.push({ estate, incident: null, quiet });
  for (let i = plans.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [plans[i], plans[j]] = [plans[j], plans[i]];
  }
  const splits = assignSplit(
    plans.map((p) => p.incident?.category ?? null),
    r,
  );
  const labels: Holdout128Label[] = [];
  plans.forEach((plan, i) => {
    const format = FORMATS[i % FORMATS.length];
    const id = `h128-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const out = build(plan, r, format, (i % 27) + 1);
    writeFileSync(join(dir, file), `${out.lines.join("\n")}\n`);
    const inc = plan.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: out.start === null ? null : new Date(out.start).toISOString(),
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: splits[i],
      note: inc ? inc.note : out.note,
      lines: out.lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

function build(
  plan: Plan,
  r: Rng,
  format: Format,
  day: number,
): { lines: string[]; start: number | null; note: string } {
  const { estate: e, incident } = plan;
  setFiler({ harbourline: "HL4", nordfrakt: "NF2", pacgate: "PG7", meridian: "MTC" }[e.key] ?? "HL4");
  const svcs = Object.keys(e.services);
  const baselineS = r.int(180, 480);
  const windowMin = Math.max(r.int(6, 20), Math.ceil(baselineS / 60) + 4);
  const [y, m] = e.dateBase.split("-").map(Number);
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const d = plan.quiet === "month-end" ? lastDay : Math.min(day, lastDay - 1);
  const windowStart = Date.UTC(
    y,
    m - 1,
    d,
    plan.quiet === "month-end" ? r.int(20, 22) : r.int(0, 22),
    r.int(0, 59),
    r.int(0, 59),
    r.int(0, 999),
  );
  const end = windowStart + windowMin * 60_000;
  const start = windowStart + baselineS * 1000 + r.int(0, 999);
  let linesTarget = Math.min(7600, Math.max(2000, r.int(3, 7) * windowMin * 60));
  const skew = new Map(svcs.map((x) => [x, r.int(-300, 300)]));
  const pad = Math.max(...svcs.map((x) => x.length)) + 2;
  const deploySvc = r.pick(svcs.filter((x) => x !== incident?.origin && x !== e.noisy.svc));
  const deployT = incident ? start + r.int(-150, 90) * 1000 : windowStart + r.int(90, windowMin * 45) * 1000;
  for (let attempt = 0; ; attempt++) {
    const s = new Stream(r, windowStart, end);
    const silence = new Map<string, number>();
    for (const svc of incident?.silence ?? []) silence.set(svc, start + r.int(0, 4000));
    baseline(s, e, { linesTarget, silence });
    deployAt(s, e, deploySvc, deployT);
    const note = plan.quiet ? quietExtras(s, e, plan.quiet) : "";
    if (incident) for (const em of incident.emits) emit(s, e, em, start);
    const ctx = {
      namespace: e.namespace,
      pad,
      pod: (svc: string) => `${svc}-${((svc.length * 7919) % 9000) + 1000}-${svc.length % 3}`,
    };
    const lines = s.sorted(skew).flatMap((ev) => render(format, ev, ctx));
    if ((lines.length >= 1500 && lines.length <= 10000) || attempt > 4) {
      return { lines, start: incident ? start : null, note };
    }
    linesTarget = Math.round(linesTarget * (lines.length < 1500 ? 1.4 : 0.7));
  }
}

runHoldoutCli(import.meta.url, "holdout128", generateHoldout128, (labels) => {
  const by = (k: (l: Holdout128Label) => string) => {
    const counts = new Map<string, number>();
    for (const l of labels) counts.set(k(l), (counts.get(k(l)) ?? 0) + 1);
    return [...counts].map(([x, n]) => `${x} ${n}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}; estates: ${ESTATES.map((e) => e.key).join(", ")}`;
});
