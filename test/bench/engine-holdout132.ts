// Blind holdout set 132: pawnbrokers and consignment resale.
//
// 64 scenarios (52 incidents, 4 per each of the 13 root-cause categories, and 12 quiet windows) over four made-up
// companies: Gold Anchor Pawn (10 services, .NET/Java/Node/Python/Go/Ruby, trace ids), Brass Key Loans (9 services,
// Go/Ruby/Python/Node/Java, no ids), Second Act Consignment (10 services incl. a C++ register bridge, trace ids) and
// Encore Closet (9 services, Ruby/Go/Java/Python/C++/.NET/Node, no ids). Each company carries all 13 categories once
// and three quiet windows. Files rotate over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose),
// 6-20 minute windows, ~1,500-10,000 lines, per-service clock skew up to 300 ms, incidents 3-8 minutes in.
//
// What makes it hard: a noisy service per company that errors from the first minute (and is itself the origin in
// two files), domain noise (serials flagged for manual check, last-day renewals, bids under reserve, payouts held
// for returns, late gold ticks, dark intake photos), deprecation warnings, retries that succeed, an unrelated deploy
// or reload near every incident, callers that shout louder than the origin, WARN-only origins, origins that go
// quiet or restart without saying why, misleading real messages (gunicorn's "Perhaps out of memory?" on a timeout
// kill), and stack traces in each runtime's own shape.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout132/estates.js";
import { FILE_EXT, FORMATS, type Format } from "./holdout132/formats.js";
import { INCIDENTS } from "./holdout132/incidents.js";
import { QUIET } from "./holdout132/quiet.js";
import { mulberry32 } from "./holdout132/rng.js";
import { assignSplit } from "./holdout132/split.js";
import { buildStream } from "./holdout132/stream.js";

export interface Holdout132Label extends NotedLabel {
  format: Format;
}

export function generateHoldout132(dir: string, seed = 13201): Holdout132Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  type Item = { kind: "incident"; i: number } | { kind: "quiet"; i: number };
  const items: Item[] = r.shuffle([
    ...INCIDENTS.map((_, i) => ({ kind: "incident" as const, i })),
    ...QUIET.map((_, i) => ({ kind: "quiet" as const, i })),
  ]);
  const splits = assignSplit(
    items.map((it) => (it.kind === "quiet" ? "quiet" : (INCIDENTS[it.i]?.category ?? "?"))),
    r,
  );
  const labels: Holdout132Label[] = [];
  const day0 = Date.UTC(2026, 8, 14, 0, 0, 0);
  items.forEach((it, k) => {
    const id = `h132-${String(k + 1).padStart(2, "0")}`;
    const format = FORMATS[k % FORMATS.length] as Format;
    const file = `${id}.${FILE_EXT[format]}`;
    const t0 = day0 + k * 86400000 + r.int(8, 20) * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59) * 1000;
    const startSec = r.int(180, 480);
    const windowSec = Math.max(startSec + r.int(200, 420), r.int(6 * 60, 20 * 60));
    const targetLines = r.int(1900, 8500);
    const inc = it.kind === "incident" ? INCIDENTS[it.i] : undefined;
    const quiet = it.kind === "quiet" ? QUIET[it.i] : undefined;
    const estate = ESTATES[(inc ?? quiet)?.estate ?? "A"];
    const lines = buildStream(
      {
        estate,
        format,
        t0,
        windowSec,
        pivotSec: inc ? startSec : Math.floor(windowSec / 2),
        origin: inc?.origin ?? null,
        targetLines,
        ...(inc ? { play: inc.play } : quiet ? { play: quiet.play } : {}),
      },
      r,
    );
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(t0 + startSec * 1000).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: splits[k] ?? "tune",
      note: inc?.note ?? quiet?.note ?? "",
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout132", generateHoldout132, (labels) => {
  const est = Object.values(ESTATES)
    .map((e) => `${e.company} (${Object.keys(e.runtimes).length} svc, ${e.traces ? "ids" : "no ids"})`)
    .join(", ");
  const mn = Math.min(...labels.map((l) => l.lines));
  const mx = Math.max(...labels.map((l) => l.lines));
  return `${est}; ${FORMATS.length} formats; ${mn}-${mx} lines per file`;
});
