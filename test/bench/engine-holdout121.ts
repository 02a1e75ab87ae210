// Blind set holdout121: on-demand 3D printing and CNC manufacturing.
//
// 64 windows (52 failing: 4 per category for all 13 categories; 12 quiet) over four made-up estates:
//   layerwerk  - print bureau (storefront-api, quote-engine, mesh-repair, slicer-svc, farm-scheduler, printer-telemetry,
//                material-stock, qc-vision, ship-desk, billing); request ids on flows.
//   millforge  - CNC job-shop marketplace (edge-gw, instaquote, cad-ingest, dfm-check, shop-matcher, partner-hub,
//                order-ledger, customs-docs, invoicing, notify-mailer); no request ids.
//   fabloop    - print farm with partner overflow (web-bff, upload-svc, mesh-doctor, slice-pool, print-queue,
//                octo-bridge, spool-tracker, inspect-api, overflow-router, accounts); request ids on flows.
//   partsmith  - metal print + CNC shop (portal, quote-svc, cam-toolpath, machine-monitor, jobs-board, cmm-reports,
//                freight-svc, payments, doc-render); no request ids.
// Each file: one aggregated stream of 8-10 services, 6-20 minutes, ~1,700-10,000 lines, clocks skewed up to 300 ms,
// formats rotating over jsonl, datadog, ecs, gcp, logfmt and compose (stack traces inline, in error.stack /
// error.stack_trace, or on continuation lines). Runtimes: Node, Python, Go, Java/Kotlin, .NET, Ruby, C++.
// What makes it hard: a noisy service repeats a harmless error or warning from the first minute; domain noise
// (non-watertight meshes, oversize parts, filament runouts, partner declines, failed inspections, abandoned quotes);
// deprecation warnings; retries that succeed; an unrelated deploy or config reload near the failing minute; callers
// that report in their own words with retry storms louder than the origin; origins that only warn or go quiet;
// third-party failures (tax provider, MQTT broker, Redis, PDF engine) attributed to the service that talks to them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS, type Format } from "./holdout121/formats.js";
import { SPECS, type Spec } from "./holdout121/incidents.js";
import { QUIET, type QuietSpec } from "./holdout121/quiet.js";
import { mulberry32 } from "./holdout121/rng.js";
import { assignSplit } from "./holdout121/split.js";
import { buildWindow } from "./holdout121/stream.js";

export interface Holdout121Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: Spec } | { kind: "quiet"; spec: QuietSpec };

export function generateHoldout121(dir: string, seed = 12101): Holdout121Label[] {
  const r = mulberry32(seed);
  const items: Item[] = [
    ...SPECS.map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Item => ({ kind: "quiet", spec })),
  ];
  for (let i = items.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  const splits = assignSplit(
    items.map((it) => (it.kind === "incident" ? it.spec.cat : "quiet")),
    r,
  );
  mkdirSync(dir, { recursive: true });
  const day0 = Date.UTC(2026, 9, 1);
  const labels: Holdout121Label[] = items.map((it, i) => {
    const id = `h121-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const start = day0 + i * 86_400_000 + r.int(0, 22) * 3_600_000 + r.int(0, 11) * 300_000;
    if (it.kind === "incident") {
      const dur = r.int(10, 20);
      const at = start + r.int(180, Math.min(480, (dur - 4) * 60)) * 1000 + r.int(0, 999);
      const w = buildWindow(r, it.spec.estate, format, start, dur, it.spec, at, []);
      writeFileSync(join(dir, file), `${w.lines.join("\n")}\n`);
      return {
        id,
        file,
        format,
        isIncident: true,
        originService: it.spec.origin,
        category: it.spec.cat,
        errorTypeHints: it.spec.hints,
        incidentStart: new Date(at).toISOString(),
        expectedSeverityAtLeast: it.spec.sev,
        split: splits[i],
        note: it.spec.note,
        lines: w.lines.length,
      };
    }
    const dur = r.int(6, 20);
    const w = buildWindow(r, it.spec.estate, format, start, dur, null, null, it.spec.extras);
    writeFileSync(join(dir, file), `${w.lines.join("\n")}\n`);
    return {
      id,
      file,
      format,
      isIncident: false,
      originService: null,
      category: null,
      errorTypeHints: [],
      incidentStart: null,
      expectedSeverityAtLeast: null,
      split: splits[i],
      note: it.spec.note,
      lines: w.lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout121", generateHoldout121, (labels) => {
  const by = (k: string) => labels.filter((l) => l.format === k).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates layerwerk, millforge, fabloop, partsmith`;
});
