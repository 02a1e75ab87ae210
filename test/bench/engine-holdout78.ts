// Blind holdout 78: event ticketing and property management.
//
// 64 windows (52 failures, 4 for each of the 13 categories, and 12 quiet windows) from four made-up estates:
// - tixora: ticketing (nginx edge, Go waiting room and gate scanning, Python bot shield, Java seat maps, holds and
//   payments, Node checkout and wallet, Rails event admin), trace ids across services;
// - seatwise: ticketing (Node storefront, Go queue and scanner sync, C++ bot filter, .NET inventory and orders,
//   Python fraud and transfers, Rails resale), no request ids;
// - keyridge: property management (Node resident portal and card payments, Python syndication and tours, Java
//   screening, e-sign and ledger, Go ACH and smart-lock bridge, Rails work orders), trace ids;
// - harborlane: property management (.NET tenant API, screening and billing, Python feeds and maintenance, Node
//   signing and notifications, Go payments, C++ access codes, Rails tours), no request ids.
// Each file holds 8-10 services over 6-20 minutes (1,500-10,000 lines) in one of the dev set's six formats
// (jsonl, datadog, ecs, gcp, logfmt, compose, rotating), sorted by printed time with up to 300 ms of clock skew.
// What makes it hard: a constant noisy error service in every estate, domain noise at WARN (bots blocked, queue
// tokens expired, duplicate barcodes, ACH R01 returns, lock batteries, portal rejections), harmless bursts,
// deprecation warnings, successful retries, an unrelated deploy near the failure; callers that fail louder than
// the origin in their own words (nginx 504s, 5xx naming the callee, circuit breakers), origins that only WARN,
// origins that go quiet or restart without saying why, a 429 that is really a disk flood-stage block and a 403
// that is really a rate limit, and stack traces in Java, Python, Node, .NET, Ruby and C++ shapes.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./holdout78/estates.js";
import { FORMATS, type Format } from "./holdout78/formats.js";
import { SPECS, type Spec } from "./holdout78/incidents.js";
import { makeRng } from "./holdout78/rng.js";
import { assignSplit } from "./holdout78/split.js";
import { baselinePerMin, buildWindow } from "./holdout78/stream.js";

export interface Holdout78Label extends NotedLabel {
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

export function generateHoldout78(dir: string, seed = 7801): Holdout78Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const jobs: { estate: Estate; spec: Spec | null; k: number }[] = [];
  for (const estate of ESTATES) {
    for (const spec of SPECS[estate.key] ?? []) jobs.push({ estate, spec, k: r.next() });
    for (let i = 0; i < 3; i++) jobs.push({ estate, spec: null, k: r.next() });
  }
  jobs.sort((a, b) => a.k - b.k);

  const labels: Holdout78Label[] = jobs.map(({ estate, spec }, i) => {
    const fmt = FORMATS[i % FORMATS.length] as Format;
    const id = `h78-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    const baseMin = r.int(3, 7);
    const minutes = spec ? r.int(Math.max(6, baseMin + 4), 20) : r.int(6, 20);
    const incidentAt = spec ? baseMin * 60000 + r.int(5, 59) * 1000 : null;
    const involved = new Set<string>([estate.noisy.svc]);
    if (spec) {
      involved.add(spec.origin);
      for (const e of spec.ems) involved.add(e.svc);
      for (const p of spec.pre ?? []) involved.add(p.svc);
    }
    const droppable = estate.svcs.map((s) => s.name).filter((s) => !involved.has(s));
    const drop = new Set<string>();
    const nDrop = r.int(0, 2);
    for (let d = 0; d < nDrop && droppable.length > 0; d++)
      drop.add(droppable.splice(r.int(0, droppable.length - 1), 1)[0] as string);
    const target = r.int(1900, spec ? 6800 : 8200);
    const load = Math.min(2.5, Math.max(0.2, target / (baselinePerMin(estate) * minutes)));
    const month = r.int(9, 10);
    const day = r.int(1, 28);
    const hour = estate.key === "tixora" || estate.key === "seatwise" ? r.pick([14, 15, 17, 18, 19]) : r.int(11, 22);
    const startMs = Date.UTC(2026, month, day, hour, r.int(0, 50), r.int(0, 59), r.int(0, 999));
    const w = buildWindow(r, estate, fmt, { startMs, minutes, incidentAt, spec, drop, load });
    writeFileSync(join(dir, file), `${w.lines.join("\n")}\n`);
    return {
      id,
      file,
      format: fmt,
      isIncident: spec !== null,
      originService: spec?.origin ?? null,
      category: spec?.cat ?? null,
      errorTypeHints: spec?.hints ?? [],
      incidentStart: w.incidentMs === null ? null : new Date(w.incidentMs).toISOString(),
      expectedSeverityAtLeast: spec?.sev ?? null,
      split: "tune",
      note: spec?.note ?? `Quiet ${estate.key} window: normal traffic and everyday noise, nothing is broken.`,
      lines: w.lines.length,
    };
  });
  assignSplit(r, labels);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout78", generateHoldout78, (labels) => {
  const byFmt = new Map<string, number>();
  for (const l of labels) byFmt.set(l.format, (byFmt.get(l.format) ?? 0) + 1);
  const lines = labels.map((l) => l.lines);
  return `estates tixora/seatwise/keyridge/harborlane; formats ${[...byFmt].map(([f, n]) => `${f}:${n}`).join(" ")}; lines ${Math.min(...lines)}-${Math.max(...lines)}`;
});
