// Blind scenario set quiet121: florists and flower-delivery networks, mostly quiet windows that look alarming.
//
// Domains and estates (4 made-up companies, 9-10 services each): Petalwire (a wire service relaying orders between
// member florists; Node, Java, Go, Python, .NET, Ruby; 16-hex trace ids), Bloomroute (same-day courier network with
// driver app, proof-of-delivery photos and a C++ route solver; no correlation ids), Stem & Co (online florist with
// stock, substitutions, card messages, Adyen payments; request ids) and Fleurnet Nordic (a florists' cooperative
// with relays, wire settlements and SMS; trace ids on part of the traffic).
//
// Counts: 48 windows of 6-20 minutes and 1,500-10,000 lines: 40 quiet windows built around 38 different kinds of
// harmless but alarming noise (orders refused after the cut-off by the hundred, relays rejected by closed shops,
// substitutions for every rose on the fourteenth, recipients not home, failed address validation, blurry
// proof-of-delivery photos, settlement reconciliation flags, card declines, a scraping bot throttled, rolling
// restarts, consumer rebalances, a planned database switchover, handled tracebacks ...) and 8 incidents, one per
// category (memory, configuration, disk, network, database, dependency, rate_limiting, authentication), laid on the
// same noise and starting 3-8 minutes into the window.
//
// Formats rotate over the dev set's six (jsonl, datadog, ecs, gcp, logfmt, compose), with multi-line stack traces
// in Java, Python, Node, .NET and Ruby style. What makes it hard: every file has a noisy service erroring from the
// first minute, deprecation warnings, retries that succeed, an unrelated deploy or config reload, per-service
// clock skew up to 300 ms; in incidents the callers are louder than the origin, one origin only warns and one
// goes quiet.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet121/estates.js";
import { FILE_EXT, FORMATS, type Format } from "./quiet121/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet121/incidents.js";
import { KINDS, type NoiseKind } from "./quiet121/quiet.js";
import { mulberry32 } from "./quiet121/rng.js";
import { assignSplit } from "./quiet121/split.js";
import { buildWindow } from "./quiet121/stream.js";

export interface Quiet121Label extends NotedLabel {
  format: Format;
}

const DAYS = [
  { day: "2026-02-14", what: "Valentine's Day" },
  { day: "2026-02-13", what: "the eve of Valentine's Day" },
  { day: "2026-03-15", what: "Mothering Sunday" },
  { day: "2026-05-10", what: "Mother's Day" },
  { day: "2026-05-31", what: "Swedish Mother's Day" },
  { day: "2026-03-08", what: "International Women's Day" },
  { day: "2026-04-21", what: "an ordinary Tuesday" },
  { day: "2026-09-17", what: "an ordinary Thursday" },
  { day: "2026-12-23", what: "the run-up to Christmas" },
];

export function generateQuiet121(dir: string, seed = 12151): Quiet121Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const total = 48;
  // Incidents spread over all six formats: slot j sits in format j % 6 (the last two in any format).
  const incidentSlots = new Set<number>();
  for (let j = 0; j < INCIDENTS.length; j++) {
    const free = [...Array(total).keys()].filter((i) => !incidentSlots.has(i) && (j >= 6 || i % 6 === j));
    incidentSlots.add(r.pick(free));
  }
  const incidentOrder = r.shuffle([...INCIDENTS]);
  const kindOrder = r.shuffle([...KINDS]);
  const labels: Quiet121Label[] = [];
  let q = 0;
  let k = 0;
  for (let i = 0; i < total; i++) {
    const id = `q121-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const file = `${id}.${FILE_EXT[format]}`;
    const d = r.pick(DAYS);
    const hour = r.pick([3, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 21, 23]);
    const start =
      Date.parse(`${d.day}T${String(hour).padStart(2, "0")}:00:00.000Z`) + r.int(0, 40) * 60000 + r.int(0, 999);
    let inc: IncidentDef | undefined;
    let est: Estate;
    let minutes: number;
    let incidentStart: number | undefined;
    const kinds: NoiseKind[] = [];
    if (incidentSlots.has(i)) {
      inc = incidentOrder[k++] as IncidentDef;
      est = ESTATES.find((x) => x.key === inc?.estate) as Estate;
      minutes = r.int(11, 20);
      incidentStart = start + r.int(180, 480) * 1000 + r.int(0, 999);
      const calm = KINDS.filter((x) => x.name !== "db-switchover" && x.name !== "rolling-restart");
      kinds.push(r.pick(calm));
      if (r.chance(0.6)) kinds.push(r.pick(calm.filter((x) => !kinds.includes(x))));
    } else {
      est = ESTATES[q % ESTATES.length] as Estate;
      minutes = r.int(6, 20);
      kinds.push(kindOrder[q % kindOrder.length] as NoiseKind);
      kinds.push(r.pick(KINDS.filter((x) => !kinds.includes(x))));
      if (r.chance(0.5)) kinds.push(r.pick(KINDS.filter((x) => !kinds.includes(x))));
      q++;
    }
    const perMin = r.int(230, 520);
    const targetLines = Math.min(inc ? 5200 : 8200, Math.max(2000, perMin * minutes));
    const built = buildWindow(r, { est, format, start, minutes, targetLines, kinds, incident: inc, incidentStart });
    writeFileSync(join(dir, file), built.text);
    const primary = kinds[0] as NoiseKind;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: incidentStart !== undefined ? new Date(incidentStart).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${est.company} on ${d.what}: ${inc.note}.`
        : `${est.company} on ${d.what}, nothing broken: ${primary.what}, amid ${kinds
            .slice(1)
            .map((x) => x.what)
            .join(" and ")}.`,
      lines: built.lines,
    });
  }
  const split = assignSplit(
    r,
    labels.map((l) => l.category),
  );
  labels.forEach((l, i) => {
    l.split = split[i] ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet121", generateQuiet121, (labels) => {
  const fmts = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `estates petalwire/bloomroute/stemco/fleurnet; formats ${fmts}; split tune ${tune} / locked ${labels.length - tune}`;
});
