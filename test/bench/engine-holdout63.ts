// Blind holdout63: manufacturing and ports. 64 aggregated log windows (52 failures, 4 per each of the 13 categories,
// and 12 quiet windows) from four made-up estates: Kestrel Microfab (wafer fab: MES, lot tracking, SECS/GEM
// equipment gateway, recipes, RTD dispatching, SPC, FDC, ERP link, label printing), Alder Biologics (batch MES,
// electronic batch records, LIMS, OPC UA bridge, weigh & dispense, serialization, SAP link, historian), North Quay
// Terminal (TOS, gate API with OCR, appointments, EDI hub, customs, crane telemetry, berth planning, AIS) and
// Baywater Container Terminal (kiosks, VBS, OCR portals, TOS, straddle carriers, EDI, customs, yard optimiser,
// billing, AIS). 9-10 services per file in Java, Python, Go, Node, .NET, Ruby and C++ wording; trace ids in the
// fab and North Quay estates only. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; windows of
// 6-20 minutes and 1,500-10,000 lines, the failure 3-8 minutes in, clock skew up to 300 ms per service.
// What makes it hard: each estate has one service that logs a constant harmless error or warning (and is twice the
// origin itself), callers' retries and 5xx outnumber the origin, several origins log only WARN or go quiet,
// unrelated deploys and reloads sit near every failure, domain noise (PM tools, SPC rules, OCR misreads, unknown
// containers in EDI, AIS gaps, walk-in trucks) runs throughout, and third parties that do not log (SAP PO, print
// server, AIS provider, customs portal) make the service that talks to them the origin.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout63/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout63/formats.js";
import { SPECS } from "./holdout63/incidents.js";
import { QUIET } from "./holdout63/quiet.js";
import { Rng } from "./holdout63/rng.js";
import { assignSplit } from "./holdout63/split.js";
import { simulate } from "./holdout63/stream.js";

export interface Holdout63Label extends NotedLabel {
  format: Format;
}

export function generateHoldout63(dir: string, seed = 6301): Holdout63Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const items = r.shuffle([
    ...SPECS.map((spec) => ({ spec, quiet: null as (typeof QUIET)[number] | null })),
    ...QUIET.map((q) => ({ spec: null, quiet: q })),
  ]);
  const splits = assignSplit(
    items.map((x) => x.spec?.cat ?? null),
    seed,
  );
  const labels: Holdout63Label[] = [];
  const day0 = Date.parse("2026-06-01T00:00:00Z");
  items.forEach((it, i) => {
    const id = `h63-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const estate = ESTATES[it.spec?.estate ?? it.quiet?.estate ?? "fab"];
    const incAt = r.int(180, 480) * 1000 + r.int(0, 999);
    const minutes = Math.max(r.int(6, 20), Math.ceil(incAt / 60000) + 4);
    const t0 = day0 + i * 86400000 * 0.5 + r.int(0, 22) * 3600000 + r.int(0, 11) * 300000;
    const target = Math.min(8600, Math.max(1600, Math.round(minutes * r.int(140, 520))));
    const recs = simulate(
      { estate, spec: it.spec, extra: it.quiet?.extra ?? "none", t0, minutes, incAt, target },
      new Rng(seed * 1000 + i),
    );
    const lines = render(format, recs, estate.ns);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const sp = it.spec;
    labels.push({
      id,
      file,
      format,
      isIncident: !!sp,
      originService: sp?.origin ?? null,
      category: sp?.cat ?? null,
      errorTypeHints: sp?.hints ?? [],
      incidentStart: sp ? new Date(t0 + incAt).toISOString() : null,
      expectedSeverityAtLeast: sp?.sev ?? null,
      split: splits[i],
      note: sp?.note ?? it.quiet?.note ?? "",
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout63", generateHoldout63, (ls) => {
  const by = (k: (l: Holdout63Label) => string) => {
    const m = new Map<string, number>();
    for (const l of ls) m.set(k(l), (m.get(k(l)) ?? 0) + 1);
    return [...m].map(([a, b]) => `${a} ${b}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; split: ${by((l) => l.split)}`;
});
