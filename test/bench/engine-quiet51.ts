// Blind scenario set quiet51: a real-time collaboration product (document editor syncing edits over WebSockets,
// presence and cursors, comments and mentions, previews and thumbnails, full-text search, notifications and email
// digests, sharing and permissions) run by four made-up companies: Quillpad (10 services, trace ids), Inkwell
// (9, no ids), Loomdesk (9, request ids) and Marginalia (9, trace ids).
// 48 files of 6-20 minutes and about 1,500-10,000 lines, rotating over the dev set's six formats (jsonl, datadog,
// ecs, gcp, logfmt, compose) with multi-line stack traces where the format allows: 40 quiet windows, each built
// around one of 34 kinds of alarming but harmless noise (laptops sleeping and reconnecting, edits rebased, corrupt
// or encrypted uploads, links opened without access, digests deferred by the mail provider, expired share links,
// the gateway's own 429s, ...) plus a second kind, and 8 incidents of different categories (database, memory, disk,
// authentication, configuration, timeout, rate_limiting, null_reference) laid on the same noise.
// What makes it hard: every estate has a service that logs the same harmless error or warning from the first minute;
// callers report failures in their own words and retry louder than the origin; two origins log only at WARN; some
// origins go quiet; a disk block answers 429; a missing setting looks like a refused connection; unrelated deploys
// and config reloads land near the start of each failure.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { baseline, unrelatedChange } from "./quiet51/baseline.js";
import { ESTATES } from "./quiet51/estates.js";
import { EXT, FORMATS, type Format } from "./quiet51/formats.js";
import { INCIDENTS, type IncidentKind } from "./quiet51/incidents.js";
import { NOISE } from "./quiet51/quiet.js";
import { makeRng } from "./quiet51/rng.js";
import { assignSplit } from "./quiet51/split.js";
import { Window } from "./quiet51/stream.js";

export interface Quiet51Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;

export function generateQuiet51(dir: string, seed = 5101): Quiet51Label[] {
  const rng = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const slots: (IncidentKind | null)[] = rng.shuffle([...INCIDENTS, ...new Array<null>(40).fill(null)]);
  const kinds = rng.shuffle([...NOISE.keys()]);
  let quietNo = 0;
  const labels: Quiet51Label[] = [];
  slots.forEach((inc, i) => {
    const id = `q51-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const estate = inc ? (ESTATES.find((e) => e.key === inc.estate) ?? ESTATES[0]) : ESTATES[i % ESTATES.length];
    const offset = inc ? rng.int(3 * MIN, 8 * MIN) : 0;
    const minutes = Math.max(rng.int(6, 20), inc ? Math.ceil(offset / MIN) + 4 : 6);
    const start = Date.UTC(2026, 9, 3 + i, rng.int(0, 23), rng.int(0, 59), 0) + rng.int(0, 999);
    const end = start + minutes * MIN;
    const w = new Window(rng, estate, start, end);
    const t0 = start + offset;
    const notes: string[] = [];
    // incidents register which services go quiet before the baseline is written
    if (inc) inc.run(w, t0);
    const perMin = rng.int(230, 560);
    baseline(w, Math.min(inc ? 6000 : 8200, Math.max(2000, perMin * minutes)));
    let tried = 0;
    const used = new Set<string>();
    let placed = 0;
    while (placed < 2 && tried < NOISE.length) {
      const k = NOISE[inc || placed > 0 ? rng.int(0, NOISE.length - 1) : kinds[(quietNo + tried) % kinds.length]];
      tried++;
      if (used.has(k.key)) continue;
      const before = w.events.length;
      const at = inc && placed === 0 ? t0 - rng.int(30, 200) * 1000 : start + rng.next() * (end - start) * 0.7;
      k.run(w, Math.max(start + 20000, at));
      if (w.events.length - before >= 5) {
        placed++;
        used.add(k.key);
        notes.push(k.what);
      } else w.events.length = before;
    }
    if (!inc) quietNo++;
    unrelatedChange(
      w,
      inc ? t0 + rng.int(-120, 90) * 1000 : start + rng.next() * (end - start),
      inc ? inc.origin : null,
    );
    const file = `${id}.${EXT[format]}`;
    const text = w.write(format);
    writeFileSync(join(dir, file), text);
    const lines = text.split("\n").length - 1;
    if (lines < 1500 || lines > 10000) throw new Error(`${id}: ${lines} lines, outside 1,500-10,000`);
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? w.name(inc.origin) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${estate.company}: ${inc.note}; background includes ${notes[0] ?? "ordinary traffic"}.`
        : `${estate.company}, nothing broken: ${notes.join("; and ")}.`,
      lines,
    });
  });
  const split = assignSplit(rng, labels);
  labels.forEach((l, i) => {
    l.split = split[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet51", generateQuiet51, (labels) => {
  const fmts = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const est = ESTATES.map((e) => `${e.company} ${labels.filter((l) => l.note.startsWith(e.company)).length}`).join(
    ", ",
  );
  return `formats: ${fmts}; estates: ${est}; ${NOISE.length} noise kinds`;
});
