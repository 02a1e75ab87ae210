// holdout122: a blind set of 64 aggregated log windows from household moving and relocation companies
// (52 failures, four for each of the 13 categories, and 12 quiet windows with only everyday noise).
//
// Estates (8-10 services each, one per file): Haulwell Van Lines (moving network: quotes from room inventories,
// crew scheduling, fleet dispatch, driver app, storage-in-transit, claims, deposits; trace ids), RelocaOne
// (corporate relocation manager: transferee portal, benefit policies, expense reimbursement, carrier tenders,
// FX payouts, documents, audit; no ids), Tandem Movers (regional mover: estimates, C++ route planner, truck yard,
// crew time clock, storage ledger, deposits, SMS; trace ids) and BoxBridge Storage & Moving (portable containers:
// bookings, unit allocation, inventory photos, claims, billing, gate access, driver sync, mail; no ids).
// Runtimes: Node, Python, Java, Go, .NET, Ruby and C++, each with its own access-log, error and stack style.
//
// Files rotate over jsonl, datadog, ecs, gcp, logfmt and compose; 6-20 minute windows, 1,500-10,000 lines,
// per-service clock skew up to 300 ms, sorted by printed time. What makes them hard: a noisy service with a
// constant harmless error from minute one, late crews / overweight trucks / rejected expenses as ordinary noise,
// deprecation warnings, retries that succeed, an unrelated deploy or config reload near the failure, callers whose
// retries and breaker messages outnumber the origin's lines, origins that only warn and two that go quiet.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout122/estates.js";
import { EXT, FORMATS, type Format } from "./holdout122/formats.js";
import { SPECS } from "./holdout122/incidents.js";
import { QUIETS } from "./holdout122/quiet.js";
import { mulberry32 } from "./holdout122/rng.js";
import { assignSplit } from "./holdout122/split.js";
import { buildStream } from "./holdout122/stream.js";

export interface Holdout122Label extends NotedLabel {
  format: Format;
}

export function generateHoldout122(dir: string, seed = 12201): Holdout122Label[] {
  mkdirSync(dir, { recursive: true });
  const r = mulberry32(seed);
  // interleave incidents and quiet windows in a seeded order
  const items: ({ kind: "inc"; i: number } | { kind: "quiet"; i: number })[] = [
    ...SPECS.map((_, i) => ({ kind: "inc" as const, i })),
    ...QUIETS.map((_, i) => ({ kind: "quiet" as const, i })),
  ];
  for (let i = items.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [items[i], items[j]] = [items[j] as (typeof items)[number], items[i] as (typeof items)[number]];
  }
  const labels: Holdout122Label[] = [];
  const day0 = Date.UTC(2026, 5, 2, 6, 0, 0);
  items.forEach((it, n) => {
    const id = `h122-${String(n + 1).padStart(2, "0")}`;
    const format = FORMATS[n % FORMATS.length] as Format;
    const file = `${id}.${EXT[format]}`;
    const spec = it.kind === "inc" ? SPECS[it.i] : undefined;
    const quiet = it.kind === "quiet" ? QUIETS[it.i] : undefined;
    const estate = ESTATES[spec?.estate ?? quiet?.estate ?? 0];
    if (!estate) throw new Error("no estate");
    const start = day0 + n * 86_400_000 + r.int(0, 12 * 3600) * 1000 + r.int(0, 999);
    const baseline = r.int(180, 480);
    const minutes = Math.max(r.int(6, 20), Math.ceil((baseline + 200) / 60));
    const incidentAt = spec ? start + baseline * 1000 + r.int(0, 999) : undefined;
    const lines = buildStream({ estate, format, start, minutes, targetLines: r.int(1700, 8800), spec, incidentAt }, r);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: spec !== undefined,
      originService: spec?.origin ?? null,
      category: spec?.cat ?? null,
      errorTypeHints: spec?.hints ?? [],
      incidentStart: incidentAt === undefined ? null : new Date(incidentAt).toISOString(),
      expectedSeverityAtLeast: spec?.sev ?? null,
      split: "tune",
      note: spec?.note ?? quiet?.note ?? "",
      lines: lines.length,
    });
  });
  const splits = assignSplit(
    labels.map((l) => l.category),
    r,
  );
  labels.forEach((l, i) => {
    l.split = splits[i] ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout122", generateHoldout122, (ls) => {
  const by = (k: (l: Holdout122Label) => string) => {
    const m = new Map<string, number>();
    for (const l of ls) m.set(k(l), (m.get(k(l)) ?? 0) + 1);
    return [...m].map(([a, b]) => `${a} ${b}`).join(", ");
  };
  const min = Math.min(...ls.map((l) => l.lines));
  const max = Math.max(...ls.map((l) => l.lines));
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}; lines/file ${min}-${max}`;
});
