// Blind scenario set holdout73: airlines and airports. 64 windows (52 failures, 4 for each of the 13 categories,
// and 12 quiet windows) from four made-up estates: Skylark Air (NDC/GDS commercial stack, Java/Node/Go/.NET/
// Python/Ruby, request ids), BlueCrest Airlines (departure control, crew, flight ops, load control, C++/Kotlin,
// no ids), Port Meridian Airport (AODB, gates, FIDS, BSM baggage, sortation PLC bridge, ids) and Kestrel Regional
// (web booking, kiosks, bag tag printers, crew portal, no ids). Each file is one aggregated stream of 9-10
// services, 6-20 minutes, sorted by printed time with up to 300 ms skew per service, rotating over the six dev
// formats (jsonl, datadog, ecs, gcp, logfmt, compose) with multi-line stack traces where the format allows.
// What makes it hard: a noisy service erroring from the first minute (GDS rejections, dirty scanner heads, MRZ
// read failures, dead APNs tokens), domain warnings everywhere (sold-out fares, DNB for documents, rush bags,
// crew legality, FIDS reconnects), succeeding retries, an unrelated release or reload near the failure, callers
// that shout louder than the origin, origins that only warn or that go silent, third-party failures seen only
// through the service that talks to them, and quiet windows with busy but harmless episodes.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout73/estates.js";
import { EXT, FORMATS } from "./holdout73/formats.js";
import { SPECS, type Spec } from "./holdout73/incidents.js";
import { QUIET, type QuietSpec } from "./holdout73/quiet.js";
import { mulberry32 } from "./holdout73/rng.js";
import { assignSplits } from "./holdout73/split.js";
import { buildWindow } from "./holdout73/stream.js";

export interface Holdout73Label extends NotedLabel {
  format: string;
}

type Item = { kind: "incident"; spec: Spec } | { kind: "quiet"; q: QuietSpec };

export function generateHoldout73(dir: string, seed = 7301): Holdout73Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = r.shuffle([
    ...SPECS.map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((q): Item => ({ kind: "quiet", q })),
  ]);
  const splits = assignSplits(
    r,
    items.map((it) => (it.kind === "incident" ? it.spec.cat : null)),
  );
  const labels: Holdout73Label[] = [];
  items.forEach((it, i) => {
    const id = `h73-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] ?? "jsonl";
    const file = `${id}.${EXT[format]}`;
    const est = ESTATES[it.kind === "incident" ? it.spec.est : it.q.est];
    if (!est) throw new Error(`no estate for ${id}`);
    const day = 1 + (i % 28);
    const t0 = Date.UTC(2026, 9 + (i % 2), day, r.int(4, 20), r.int(0, 11) * 5, 0) + r.int(0, 900);
    const w =
      it.kind === "incident"
        ? buildWindow(r, est, format, t0, it.spec, [])
        : buildWindow(r, est, format, t0, null, it.q.episodes);
    writeFileSync(join(dir, file), `${w.lines.join("\n")}\n`);
    const spec = it.kind === "incident" ? it.spec : null;
    labels.push({
      id,
      file,
      format,
      isIncident: spec !== null,
      originService: spec?.origin ?? null,
      category: spec?.cat ?? null,
      errorTypeHints: spec?.hints ?? [],
      incidentStart: w.start === null ? null : new Date(w.start).toISOString(),
      expectedSeverityAtLeast: spec?.sev ?? null,
      split: splits[i] ?? "tune",
      note: spec ? spec.note : it.kind === "quiet" ? it.q.note : "",
      lines: w.lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout73", generateHoldout73, (labels) => {
  const per = new Map<string, number>();
  for (const l of labels) per.set(l.format, (per.get(l.format) ?? 0) + 1);
  const min = Math.min(...labels.map((l) => l.lines));
  const max = Math.max(...labels.map((l) => l.lines));
  return `estates skylark/bluecrest/meridian/kestrel; formats ${[...per].map(([f, n]) => `${f}=${n}`).join(" ")}; lines/file ${min}-${max}`;
});
