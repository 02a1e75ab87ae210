// Blind set quiet37: energy traders and utilities on a quiet night. 48 scenarios, 40 quiet windows and 8 failures.
//
// Four made-up estates, each file one aggregated stream of 9-10 of its services:
//   - Nordwatt Energy Trading (trade capture, ETRM, EPEX M7 bid gateway, TSO nominations, curves, VaR batch,
//     market data, settlement recon; trace ids),
//   - Valleyline Power & Light (AMI head-end, MDM/VEE, billing, customer portal, outage management, crew
//     dispatch, SMS notifications, GIS, IVR; no ids),
//   - Harbor Grid Operations (IEC 104 telemetry, SCADA historian, alarm gateway, ICCP, DMS, switching orders,
//     crew tablets, weather, shift log; no ids),
//   - Copperfield Energy Retail (customer API, bill run, tariffs, half-hourly reads, PSP adapter, dunning,
//     invoices, CRM sync, smart prepay; trace ids).
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose (8 files each); Java, Python, Go, Node, .NET,
// Ruby and C++ services, stack traces in each runtime's own style where the format allows more lines.
// Windows of 6-20 minutes, 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by printed time.
//
// What makes it hard: the 40 quiet windows each carry a headline of harmless alarm (over 30 kinds: meters missing
// reads and estimated, late bids rejected at gate closure, exchange sessions re-logging in, SCADA points
// chattering, storm call queues that drain, tablets offline, last-gasp meters, handled stack traces, recovered
// Go panics, 429s to scrapers, locked-out customers, ...) on top of a constantly erroring noisy service,
// deprecation warnings, retries that succeed and a restart or config reload. The 8 failures (database, network,
// timeout, dependency, configuration, disk, memory, authentication) sit on the same noise after 3-8 minutes of
// baseline; callers are louder than the service at fault, two of those log only at WARN and several go quiet.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet37/estates.js";
import { EXT, FORMATS, type Format } from "./quiet37/formats.js";
import { FAILURES } from "./quiet37/incidents.js";
import { deploy, fits, NOISES, type Noise } from "./quiet37/quiet.js";
import { mulberry32 } from "./quiet37/rng.js";
import { assignSplit } from "./quiet37/split.js";
import { renderScene, Scene } from "./quiet37/stream.js";

export interface Quiet37Label extends NotedLabel {
  format: Format;
}

const MIN = 60_000;
/** positions (0-based) of the failures; their formats (i % 6) cover all six */
const FAILURE_SLOTS = [4, 7, 14, 17, 24, 33, 41, 45];
/** request lines per second per unit of `perSec`, per estate (measured from the baselines) */
const FLOW_LINES: Record<Estate["key"], number> = { trading: 2.8, utility: 2.2, grid: 1.1, retail: 2.4 };

export function generateQuiet37(dir: string, seed = 3701): Quiet37Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = mulberry32(seed);
  const noiseOrder = rng.shuffle([...NOISES]);
  const usedHeadlines = new Set<string>();
  const drafts: Array<Omit<Quiet37Label, "split">> = [];
  let quietNo = 0;
  let failNo = 0;

  for (let i = 0; i < 48; i++) {
    const id = `q37-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % 6] as Format;
    const failure = FAILURE_SLOTS.includes(i) ? FAILURES[failNo++] : undefined;
    const estate = failure
      ? (ESTATES.find((e) => e.key === failure.estate) as Estate)
      : (ESTATES[quietNo++ % ESTATES.length] as Estate);
    const day = Date.UTC(2026, 9, 3) + i * 86_400_000;
    const hour = rng.pick([0, 1, 2, 3, 3, 4, 5, 9, 13, 16, 22, 23]);
    const start = day + hour * 3_600_000 + rng.int(0, 50) * MIN + rng.int(0, 59_000);
    const t0Off = failure ? rng.int(3 * 60, 8 * 60) * 1000 + rng.int(0, 999) : 0;
    let dur = rng.int(6, 20) * MIN;
    if (failure) dur = Math.max(dur, t0Off + rng.int(5, 10) * MIN);
    dur = Math.min(dur, 20 * MIN);
    const end = start + dur;
    const skew = new Map(estate.services.map((s) => [s.name, rng.int(-300, 300)]));
    const s = new Scene(rng, start, end, skew, estate.traced);
    const target = rng.int(1900, failure ? 6500 : 8000);
    const perSec = Math.max(0.05, (target / (dur / 1000) - 1.1) / FLOW_LINES[estate.key]);
    estate.baseline(s, perSec);

    const fitting = noiseOrder.filter((n) => fits(n, estate));
    const headline = fitting.find((n) => !usedHeadlines.has(n.kind)) ?? rng.pick(fitting);
    const extras: Noise[] = rng.shuffle(fitting.filter((n) => n !== headline)).slice(0, rng.int(2, 3));
    const t0 = start + t0Off;
    if (failure) {
      failure.apply(s, estate, t0);
      for (const n of [headline, ...extras])
        n.apply(s, estate, start + rng.int(20_000, Math.max(30_000, dur - 4 * MIN)));
      const others = estate.services.filter((x) => x.name !== failure.origin);
      const other = rng.pick(others).name;
      const near = t0 + rng.pick([-1, 1]) * rng.int(30_000, 150_000);
      if (failure.category === "configuration") deploy(s, estate, other, t0 + rng.int(60_000, 120_000));
      else deploy(s, estate, other, near);
    } else {
      usedHeadlines.add(headline.kind);
      headline.apply(s, estate, start + rng.int(60_000, Math.max(70_000, dur - 5 * MIN)));
      for (const n of extras) n.apply(s, estate, start + rng.int(20_000, Math.max(30_000, dur - 3 * MIN)));
      deploy(s, estate, rng.pick(estate.services).name, start + rng.int(60_000, dur - 60_000));
    }

    const hosts = new Map(estate.services.map((x) => [x.name, `${x.name}-${rng.hex(9)}-${rng.hex(5)}`]));
    const { text, lines } = renderScene(s, format, estate.namespace, hosts);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), text);
    drafts.push({
      id,
      file,
      format,
      isIncident: Boolean(failure),
      originService: failure?.origin ?? null,
      category: failure?.category ?? null,
      errorTypeHints: failure?.hints ?? [],
      incidentStart: failure ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: failure?.severity ?? null,
      note: failure
        ? `${estate.company}: ${failure.note}`
        : `${estate.company}, nothing broken: ${headline.kind}, plus ${extras.map((n) => n.kind).join(", ")} and a restart.`,
      lines,
    });
  }
  const split = assignSplit(rng, drafts);
  const labels: Quiet37Label[] = drafts.map((d, i) => ({ ...d, split: split[i] ?? "tune" }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet37", generateQuiet37, (labels) => {
  const kinds = new Set(labels.filter((l) => !l.isIncident).map((l) => l.note.split(": ")[1]?.split(", plus")[0]));
  const tune = labels.filter((l) => l.split === "tune").length;
  return `${kinds.size} quiet headline kinds, ${ESTATES.length} estates, formats ${FORMATS.join("/")}, split ${tune}/${labels.length - tune}`;
});
