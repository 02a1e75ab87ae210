// Blind set quiet80: 48 aggregated log windows from four made-up water utilities (Harrow Vale Water, Ridgeline
// Municipal Water, Corrin Bay Water Authority, Elsmere Waterworks), 9-10 services each: SCADA telemetry pollers
// over radio and Modbus, historians, LoRaWAN meter head-ends, meter data management, leak detection, field work
// orders, billing, customer portals and boil-notice / outage SMS senders. 40 windows are quiet: nothing is broken,
// but each is built around one of 36 kinds of alarming-but-harmless noise (overnight meter reads missing then
// backfilled, radio links flapping in rain, estimated bills, leak loggers tripped by traffic, tank level alarms
// during planned drawdown, join storms after a gateway reboot, boil-notice drills, archive shifts, ...). 8 windows
// hold one real failure each, of 8 different categories (database, network, configuration, disk, memory,
// dependency, authentication, timeout), laid on the same noise. Formats rotate over jsonl, datadog, ecs, gcp,
// logfmt and compose; 6-20 minute windows, 1,500-10,000 lines, clock skew up to 300 ms per service, Java / .NET /
// Python / Go / Node / Ruby traces in their own style, trace ids in two estates only.
// What makes it hard: every quiet file has ERROR lines (a constantly noisy service from the first minute, SCADA
// COMMS FAIL and alarm lines, undeliverable SMS, card declines), and the failures are reported loudest by their
// callers (retry storms, 5xx naming the callee), some origins log only WARN or go quiet between restarts.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, has, name } from "./quiet80/estates.js";
import { EXT, FORMATS, type Format } from "./quiet80/formats.js";
import { INCIDENTS } from "./quiet80/incidents.js";
import { KINDS, type NoiseKind } from "./quiet80/quiet.js";
import { int, mulberry32, pick, shuffle } from "./quiet80/rng.js";
import { assignSplit } from "./quiet80/split.js";
import { build, type Scenario } from "./quiet80/stream.js";

export interface Quiet80Label extends NotedLabel {
  format: Format;
}

export function generateQuiet80(dir: string, seed = 8001): Quiet80Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const slots = shuffle(r, [...Array.from({ length: 40 }, () => -1), ...INCIDENTS.map((_, i) => i)]);
  const fits = (e: Estate, k: NoiseKind) => k.needs.every((role) => has(e, role));
  const used = new Set<string>();
  let quietNo = 0;
  let incNo = 0;
  const labels: Quiet80Label[] = [];
  const groups: { id: string; group: string }[] = [];
  slots.forEach((slot, i) => {
    const id = `q80-${String(i + 1).padStart(2, "0")}`;
    const inc = slot >= 0 ? INCIDENTS[slot] : undefined;
    const format = FORMATS[(inc ? incNo++ : quietNo) % FORMATS.length];
    const estate = inc ? (ESTATES.find((e) => e.key === inc.estate) as Estate) : ESTATES[quietNo++ % ESTATES.length];
    const minutes = inc ? int(r, 11, 20) : int(r, 6, 20);
    const day = Date.UTC(2026, 9, 1) + i * 2 * 86_400_000 + int(r, 0, 1) * 86_400_000;
    const hour = inc ? int(r, 0, 22) : pick(r, [0, 1, 2, 3, 4, 5, 22, 23, 13, 7]);
    const t0 = day + hour * 3_600_000 + int(r, 0, 11) * 5 * 60_000;
    // the primary noise kind: the next unused one that fits this estate
    const fitting = KINDS.filter((k) => fits(estate, k));
    const primary = fitting.find((k) => !used.has(k.id)) ?? pick(r, fitting);
    used.add(primary.id);
    const extra = shuffle(
      r,
      fitting.filter((k) => k !== primary),
    ).slice(0, int(r, 2, 4));
    const kinds = [primary, ...extra];
    const incidentStart = inc ? t0 + int(r, 180, 480) * 1000 + int(r, 0, 999) : undefined;
    const sc: Scenario = {
      id,
      file: `${id}.${EXT[format]}`,
      format,
      estate,
      t0,
      minutes,
      targetLines: int(r, 1900, Math.min(8800, 330 * minutes + 1200)),
      kinds,
      incident: inc,
      incidentStart,
      seed: (seed * 7919 + i * 104_729) >>> 0,
    };
    const lines = build(sc);
    writeFileSync(join(dir, sc.file), `${lines.join("\n")}\n`);
    const origin = inc ? name(estate, inc.origin) : null;
    labels.push({
      id,
      file: sc.file,
      format,
      isIncident: !!inc,
      originService: origin,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: incidentStart === undefined ? null : new Date(incidentStart).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${estate.company}: ${inc.note}.`
        : `${estate.company}, nothing broken: ${kinds.map((k) => k.id.replace(/-/g, " ")).join("; ")}.`,
      lines: lines.length,
    });
    groups.push({ id, group: inc ? inc.category : "quiet" });
  });
  const split = assignSplit(groups, seed);
  for (const l of labels) l.split = split.get(l.id) ?? "tune";
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet80", generateQuiet80, (labels) => {
  const kinds = new Set(labels.filter((l) => !l.isIncident).map((l) => l.note.split(": ")[1]?.split(";")[0]));
  return `${kinds.size} primary quiet kinds, formats ${FORMATS.join("/")}, estates ${ESTATES.map((e) => e.key).join("/")}`;
});
