// Blind set quiet21: 48 aggregated log windows from four made-up companies in three domains: a semiconductor
// assembly fab (Kestrel: MES dispatch, SECS/GEM equipment host, OPC UA gateway, LIMS, SPC, label printing, no
// request ids), a pharma packaging plant (Nordpak: serialization, vision, label printing, EPCIS, ids), a container
// terminal (Westkade: TOS, gate OCR, crane telemetry, EDI with shipping lines, AIS, VGM, reefers, ids) and a hotel
// group's distribution stack (Lumen: PMS, channel manager, booking engine, ARI publisher, payment tokenizer, no ids).
// 40 quiet windows, each built around one of 42 kinds of harmless but alarming noise (SECS alarm floods, SPC
// out-of-control holds, OOS lab results, ribbon-out printers, wind stops on quay cranes, BAPLIE rejects, night
// audit pauses, card declines, scanner 404 storms, handled exceptions with stack traces, GC pauses, rebalances,
// rolling restarts ...), and 8 failures, one per category (database, network, disk, dependency, configuration,
// timeout, memory, unknown), laid on the same noise. Every file has 8-10 services, 6-20 minutes, ~1,500-10,000
// lines in one of the six dev formats (rotating), per-service clock skew up to 300 ms, a constantly complaining
// service, deprecation warnings, retries that succeed and an unrelated rollout. Hard because the quiet windows
// are loud and red while nothing is broken, and because in the failures the callers (retry storms, 5xx, breaker
// and timeout messages) outnumber the origin, which sometimes logs only WARN or goes silent.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS, type Format } from "./quiet21/formats.js";
import { INCIDENTS } from "./quiet21/incidents.js";
import { NOISES } from "./quiet21/quiet.js";
import { mulberry32 } from "./quiet21/rng.js";
import { assignSplit } from "./quiet21/split.js";
import { build, type Spec } from "./quiet21/stream.js";

export interface Quiet21Label extends NotedLabel {
  format: Format;
}

/** file positions (0-based) of the eight failures; together they cover all six formats */
const INCIDENT_AT = [2, 7, 12, 17, 22, 27, 35, 46];

export function generateQuiet21(dir: string, seed = 2101): Quiet21Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const primaries = rng.shuffle([...NOISES]);
  const specs: Spec[] = [];
  let q = 0;
  let k = 0;
  for (let idx = 0; idx < 48; idx++) {
    const format = FORMATS[idx % FORMATS.length];
    const at = INCIDENT_AT.indexOf(idx);
    if (at >= 0) {
      const inc = INCIDENTS[at];
      const fits = NOISES.filter((n) => n.estates.includes(inc.estate));
      const noises = [rng.pick(fits), rng.pick(fits)].filter((n, i, a) => a.indexOf(n) === i);
      specs.push({ idx, estate: inc.estate, format, noises, incident: inc });
    } else {
      const main = primaries[q++ % primaries.length];
      const estate = rng.pick(main.estates);
      const fits = NOISES.filter((n) => n !== main && n.estates.includes(estate));
      // the two kinds that are not a window's main episode appear as second episodes first
      const spare = primaries.slice(40).filter((n) => n.estates.includes(estate));
      const second = spare.length > 0 && k < 2 && !spare.includes(main) ? spare[k++ % spare.length] : rng.pick(fits);
      specs.push({ idx, estate, format, noises: [main, second] });
    }
  }
  const built = specs.map((s) => build(s, rng));
  const base = specs.map((s, i) => ({ s, b: built[i], category: s.incident?.category ?? null }));
  const split = assignSplit(base, rng);
  const labels: Quiet21Label[] = base.map(({ s, b }, i) => {
    const id = `q21-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[s.format]}`;
    writeFileSync(join(dir, file), b.text);
    const inc = s.incident;
    return {
      id,
      file,
      format: s.format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: b.incidentStart === null ? null : new Date(b.incidentStart).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: split[i],
      note: inc ? inc.note : `Nothing is broken: ${s.noises.map((n) => n.what).join("; and ")}.`,
      lines: b.lines,
    };
  });
  for (const l of labels)
    if (l.lines < 1500 || l.lines > 10000) throw new Error(`${l.file}: ${l.lines} lines outside 1,500-10,000`);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet21", generateQuiet21, (labels) => {
  const f = FORMATS.map((x) => `${x} ${labels.filter((l) => l.format === x).length}`).join(", ");
  const t = labels.filter((l) => l.split === "tune").length;
  return `formats: ${f}; estates: fab, pharma, port, hotel; split tune ${t} / locked ${labels.length - t}`;
});
