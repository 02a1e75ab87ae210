// Blind holdout129: taxi and private hire dispatch. 64 aggregated log windows (52 failures, 4 for each of the 13
// categories, plus 12 quiet windows) from four made-up dispatch companies: Metrocab Dispatch (licensed taxis,
// Node/Java/Kotlin/Go/C++/Python, W3C trace ids), Bluebird Cars (private hire with phone bookings, .NET/Node/Go/
// Python/C++/Ruby, no ids), CityRide (app-only hailing, Go/Python/Java/Node/Elixir, uuid request ids) and Northern
// Taxi Co-op (radio dispatch co-operative, Node/Java/Python/Ruby, short ids). Each window is 6-20 minutes of 8-10
// services, 1,500-10,000 lines, sorted by printed time with up to 300 ms per-service skew, rotating over jsonl,
// datadog, ecs, gcp, logfmt and compose (stack traces multi-line where the shape allows). What makes it hard:
// every estate has a noisy service with a constant harmless complaint (sometimes the broken service itself), the
// domain's everyday warnings (declined offers, GPS jumps in tunnels, declined cards, no driver in outer zones),
// an unrelated rollout near the failure, callers that retry louder than the broken service, origins that only warn
// or log at info, origins that go silent, and third-party failures whose only witness is the caller.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout129/estates.js";
import { EXT, FORMATS, type Format } from "./holdout129/formats.js";
import { FAILURES, type Failure } from "./holdout129/incidents.js";
import { QUIET, type QuietVariant } from "./holdout129/quiet.js";
import { mulberry32 } from "./holdout129/rng.js";
import { assignSplits } from "./holdout129/split.js";
import { buildWindow } from "./holdout129/stream.js";

export interface Holdout129Label extends NotedLabel {
  format: Format;
}

const QUIET_HOURS = [20, 4, 8, 12, 2, 18, 23, 10, 14, 5, 17, 15];

type Item = { kind: "fail"; f: Failure } | { kind: "quiet"; q: QuietVariant; hour: number };

export function generateHoldout129(dir: string, seed = 12901): Holdout129Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = r.shuffle([
    ...FAILURES.map((f): Item => ({ kind: "fail", f })),
    ...QUIET.map((q, i): Item => ({ kind: "quiet", q, hour: QUIET_HOURS[i] })),
  ]);
  const splits = assignSplits(
    items.map((it) => (it.kind === "fail" ? it.f.cat : null)),
    r,
  );
  const labels: Holdout129Label[] = [];
  items.forEach((it, i) => {
    const id = `h129-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const estate = ESTATES[it.kind === "fail" ? it.f.estate : it.q.estate];
    const day = Date.UTC(2026, 5, 1) + i * 86400000;
    const hour = it.kind === "quiet" ? it.hour : r.pick([7, 8, 9, 11, 13, 16, 17, 18, 19, 21, 22, 1]);
    const t0 = day + hour * 3600000 + r.int(0, 50) * 60000 + r.int(0, 59) * 1000;
    const lead = r.int(3, 8) * 60000 + r.int(0, 59) * 1000;
    const minutes = Math.max(Math.ceil(lead / 60000) + r.int(3, 8), r.int(6, 20));
    const targetLines = r.int(1700, 8200);
    const built =
      it.kind === "fail"
        ? buildWindow({ estate, format, t0, minutes, targetLines, failure: it.f, failStart: t0 + lead }, r)
        : buildWindow({ estate, format, t0, minutes, targetLines, extras: it.q.extras, extrasAt: t0 + lead }, r);
    if (built.lines < 1500 || built.lines > 10000) throw new Error(`${id}: ${built.lines} lines out of range`);
    writeFileSync(join(dir, file), built.text);
    const f = it.kind === "fail" ? it.f : null;
    labels.push({
      id,
      file,
      format,
      isIncident: f !== null,
      originService: f ? f.origin : null,
      category: f ? f.cat : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: f ? new Date(t0 + lead).toISOString() : null,
      expectedSeverityAtLeast: f ? f.sev : null,
      split: splits[i],
      note: f ? f.note : it.kind === "quiet" ? it.q.note : "",
      lines: built.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout129", generateHoldout129, (ls) => {
  const by = (k: "format" | "split") =>
    [...new Set(ls.map((l) => l[k]))].map((v) => `${v}=${ls.filter((l) => l[k] === v).length}`).join(" ");
  return `estates metrocab/bluebird/cityride/northern; formats ${by("format")}; ${by("split")}`;
});
