// Blind set quiet67: public transport fare collection and passenger information.
//
// 48 windows (40 quiet, 8 failures, one per category: database, memory, configuration, network, authentication,
// rate_limiting, timeout, disk) from four made-up estates of nine services each:
//   tapline   - account-based ticketing back office (Go, Java, Python, Node, .NET, Ruby), W3C-style trace ids
//   lumen     - passenger information: GTFS-realtime ingest, predictions, displays (C++), planner; no ids
//   fairway   - mobile ticket app: BFF, issuer, barcode signing, wallet passes, inspection; 16-hex request ids
//   northvale - regional gates, denylist, capping and settlement; no ids
// Each file is one aggregated stream in one of the dev set's six formats (rotating), 6-20 minutes, 1,500-10,000
// lines, per-service clock skew up to 300 ms, sorted by printed time, multi-line traces where the format allows.
//
// What makes it hard: every quiet window has one loud burst of a harmless-but-alarming kind (34 kinds in all:
// declined expired cards, denylisted taps, validators offline in tunnels then bulk uploading, stale depot
// vehicles, cancelled trip updates, display heartbeats flapping, reconciliation mismatches, readiness 503s during a
// rollout, Kafka rebalances...), on top of a constant ERROR from one noisy service, deprecation warnings, retries
// that succeed and an unrelated deploy or config reload. The failures sit on the same noise: callers are louder
// than the origin (retry storms, 5xx naming the callee), one origin only WARNs, one goes quiet, and one broken
// component (a vendor feed path, Vault, Google Wallet) never logs itself.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet67/estates.js";
import { EXT, FORMATS, type Format } from "./quiet67/formats.js";
import { INCIDENTS } from "./quiet67/incidents.js";
import { FIT, noiseByKind } from "./quiet67/quiet.js";
import { chance, int, mulberry32, pick, shuffle } from "./quiet67/rng.js";
import { assignSplits } from "./quiet67/split.js";
import { buildWindow, type WindowSpec } from "./quiet67/stream.js";

export interface Quiet67Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estateKey: string;
  loudKind?: string;
  incidentIndex?: number;
}

export function generateQuiet67(dir: string, seed = 6701): Quiet67Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const quiet: Plan[] = [];
  for (const est of ESTATES) for (const k of FIT[est.key].slice(0, 10)) quiet.push({ estateKey: est.key, loudKind: k });
  const incidents: Plan[] = INCIDENTS.map((inc, i) => ({
    estateKey: inc.estate,
    incidentIndex: i,
    loudKind: chance(r, 0.75) ? pick(r, FIT[inc.estate]) : undefined,
  }));
  // every format carries at least one failure: incident k goes to a free slot whose format is fmts[k % 6]
  const total = quiet.length + incidents.length;
  const order: (Plan | undefined)[] = new Array(total).fill(undefined);
  const fmts = shuffle(
    r,
    FORMATS.map((_, i) => i),
  );
  shuffle(r, incidents).forEach((plan, k) => {
    const free = order.map((p, i) => (p === undefined && i % FORMATS.length === fmts[k % fmts.length] ? i : -1));
    order[
      pick(
        r,
        free.filter((i) => i >= 0),
      )
    ] = plan;
  });
  const rest = shuffle(r, quiet);
  for (let i = 0; i < total; i++) if (order[i] === undefined) order[i] = rest.shift();
  const drafts: Omit<Quiet67Label, "split">[] = [];
  order.forEach((plan, i) => {
    if (!plan) throw new Error(`slot ${i} empty`);
    const est = ESTATES.find((e) => e.key === plan.estateKey);
    if (!est) throw new Error(plan.estateKey);
    const inc = plan.incidentIndex === undefined ? undefined : INCIDENTS[plan.incidentIndex];
    const format = FORMATS[i % FORMATS.length];
    const day = 1 + i;
    const hour = pick(r, [1, 2, 3, 4, 5, 6, 7, 8, 12, 17, 18, 22, 23]);
    const t0 = Date.UTC(2026, 9, 1, 0, 0, 0) + (day - 1) * 86_400_000 + hour * 3_600_000 + int(r, 0, 50) * 60_000;
    const durMs = (inc ? int(r, 11, 20) : int(r, 6, 20)) * 60_000;
    const ts = inc ? t0 + int(r, 180, 480) * 1000 : undefined;
    const perMin = int(r, 180, 480);
    const targetLines = Math.min(inc ? 6500 : 8500, Math.max(2000, Math.round((perMin * durMs) / 60_000)));
    const spec: WindowSpec = {
      est,
      format,
      t0,
      durMs,
      targetLines,
      loud: plan.loudKind ? noiseByKind(plan.loudKind) : undefined,
      inc,
      ts,
    };
    // incident flows add lines (retry storms), so a window outside 1,500-10,000 lines is rebuilt at a new rate
    let lines = buildWindow(spec, r);
    for (let k = 0; k < 6 && (lines.length < 1600 || lines.length > 9800); k++) {
      spec.targetLines = Math.round(spec.targetLines * (lines.length > 9800 ? 0.75 : 1.35));
      lines = buildWindow(spec, r);
    }
    if (lines.length < 1500 || lines.length > 10_000) throw new Error(`${i}: ${lines.length} lines`);
    const id = `q67-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    drafts.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: ts === undefined ? null : new Date(ts).toISOString(),
      expectedSeverityAtLeast: inc?.severity ?? null,
      note: inc
        ? `${est.key}: ${inc.note}`
        : `${est.key}: quiet window with a loud burst of ${plan.loudKind?.replace(/-/g, " ")}; nothing is broken.`,
      lines: lines.length,
    });
  });
  const splits = assignSplits(r, drafts);
  const labels: Quiet67Label[] = drafts.map((d, i) => ({ ...d, split: splits[i] }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet67", generateQuiet67, (labels) => {
  const est = new Set(labels.map((l) => l.note.split(":")[0]));
  const fm = new Set(labels.map((l) => l.format));
  return `estates ${[...est].join(", ")}; formats ${[...fm].join(", ")}`;
});
