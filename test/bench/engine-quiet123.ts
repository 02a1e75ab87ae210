// Blind set quiet123: harmless-but-alarming windows from farm box / CSA subscription companies.
//
// 48 scenarios, one aggregated log file each: 40 quiet windows (nothing broken) and 8 incidents of 8 different
// categories (database, disk, dependency, unknown, configuration, memory, network, timeout). Four made-up estates of
// 9-10 services: Furrow & Fold Farm Boxes (request ids), Greenhollow CSA (none), Crate & Clover (request ids) and
// Tidewater Growers Co-op (none), in Node, Java, Python, Go, Ruby, .NET and C++. Formats rotate over the dev set's
// six (jsonl, datadog, ecs, gcp, logfmt, compose), 8 files each; windows of 6-20 minutes, 1,500-10,000 lines,
// per-service clock skew up to 300 ms, incidents starting after 3-8 minutes of baseline.
//
// What makes it hard: every quiet window carries at least two of 36 kinds of domain noise that pages people for
// nothing (swaps refused after the cut-off, frost out-of-stock, box-day card declines, holiday skip waves, closed
// pickup sites, printer outages, bounced mail, TLS handshake EOFs, GC pauses, rolling restarts, disputes ...) on
// top of a constant harmless complainer, deprecation warnings, retries that succeed and an unrelated rollout. The
// incidents sit on the same noise: callers are louder than the origin, two origins only warn, two go quiet.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, svcOf } from "./quiet123/estates.js";
import { extOf, FORMATS, type Format } from "./quiet123/formats.js";
import { INCIDENTS } from "./quiet123/incidents.js";
import { QUIET } from "./quiet123/quiet.js";
import { mulberry32 } from "./quiet123/rng.js";
import { assignSplit } from "./quiet123/split.js";
import { Win } from "./quiet123/stream.js";
import { baseline, chores, rollout } from "./quiet123/traffic.js";

export interface Quiet123Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;
const TOTAL = 48;
const HOURS = [3, 4, 5, 6, 7, 9, 13, 17, 20, 22];

export function generateQuiet123(dir: string, seed = 12351): Quiet123Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  // incidents spread over the formats: the k-th lands on a file of format (k + shift) mod 6
  const incidentAt = new Map<number, number>();
  const shift = rng.int(0, FORMATS.length - 1);
  for (const k of rng.shuffle([...INCIDENTS.keys()])) {
    const f = (incidentAt.size + shift) % FORMATS.length;
    const free = [...Array(TOTAL).keys()].filter((i) => i % FORMATS.length === f && !incidentAt.has(i));
    incidentAt.set(rng.pick(free), k);
  }
  const kindOrder = [...rng.shuffle([...QUIET.keys()]), ...rng.shuffle([...QUIET.keys()])];
  let kindCursor = 0;
  const nextKind = (): number => kindOrder[kindCursor++ % kindOrder.length] as number;

  const labels: Quiet123Label[] = [];
  let quietIdx = 0;
  for (let i = 0; i < TOTAL; i++) {
    const id = `q123-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const file = `${id}.${extOf(format)}`;
    const incK = incidentAt.get(i);
    const inc = incK === undefined ? undefined : INCIDENTS[incK];
    const estate = inc
      ? (ESTATES.find((e) => e.key === inc.estate) ?? ESTATES[0])
      : ESTATES[quietIdx++ % ESTATES.length];
    if (!estate) throw new Error("no estate");
    const day = Date.UTC(2026, 10, 2) + i * 86400000;
    const start = day + (rng.pick(HOURS) * 60 + rng.int(0, 50)) * MIN + rng.int(0, 59) * 1000;
    const offset = rng.int(3 * MIN, 8 * MIN);
    let dur = rng.int(6 * MIN, 20 * MIN);
    if (inc) dur = Math.max(dur, offset + rng.int(4 * MIN, 9 * MIN));
    const w = new Win(mulberry32(seed * 131 + i), estate, start, start + Math.min(dur, 20 * MIN));
    const target = rng.int(2000, inc ? 4500 : 8500);
    baseline(w, target / ((w.end - w.start) / 1000) / 2.6);
    chores(w);
    const t0 = start + offset;
    const kinds = [nextKind(), nextKind()];
    if (kinds[0] === kinds[1]) kinds.pop();
    for (const [j, k] of kinds.entries()) {
      const q = QUIET[k];
      const at = inc
        ? start + (j === 0 ? rng.int(30000, offset - 30000) : rng.int(MIN, dur - 3 * MIN))
        : start + rng.int(30000, Math.max(60000, offset + MIN));
      if (q) q.run(w, at);
    }
    let note: string;
    if (inc) {
      rollout(w, t0 + inc.rolloutAt);
      w.loud = true;
      inc.run(w, t0);
      w.loud = false;
      note = `${estate.company}: ${inc.note}.`;
    } else {
      rollout(w, start + rng.int(2 * MIN, Math.max(3 * MIN, dur - 2 * MIN)));
      const q0 = QUIET[kinds[0] as number];
      const q1 = kinds[1] === undefined ? undefined : QUIET[kinds[1]];
      note = `${estate.company}, nothing broken: ${q0?.note ?? ""}${q1 ? `; also ${q1.note}` : ""}.`;
    }
    const lines = w.write(join(dir, file), format);
    labels.push({
      id,
      file,
      format,
      isIncident: Boolean(inc),
      originService: inc ? svcOf(estate, inc.origin).name : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note,
      lines,
    });
  }
  const halves = assignSplit(rng, labels);
  for (const [i, l] of labels.entries()) l.split = halves[i] ?? "tune";
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet123", generateQuiet123, (labels) => {
  const by = (f: string) => labels.filter((l) => l.format === f).length;
  const estates = ESTATES.map((e) => e.company).join(", ");
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates ${estates}; ${QUIET.length} noise kinds`;
});
