// Blind holdout 13: "the awkward windows on-call engineers actually ask about".
//
// 52 incidents (4 per category x 13 categories) and 12 quiet windows over three made-up estates:
//   - ride:  a ride-hailing dispatch platform (envoy edge, Node rider-api, Go matcher/eta/locations, JVM trip
//            ledger, .NET payments bridge, Python pricing and push, postgres, redis, kafka); W3C trace ids on hops
//   - card:  a bank's card-authorisation path (nginx gateway, JVM ISO 8583 switch/authz core/ledger, Python fraud
//            and settlement, Go token vault and HSM proxy, .NET limits and stand-in, MySQL); no request ids
//   - video: a streaming origin/packaging pipeline (nginx shield, Go origin/packager/object store, Node manifests,
//            Python transcode/thumbnails, .NET DRM, JVM catalog, redis, kafka, kubelet); x-request-id uuids
// Shapes, spread over the categories:
//   - windows that open 10-90 s before the fault (no real baseline) and windows where the fault is already on at
//     the first line (onset = window start + 2-8 s);
//   - origins that fail by going quiet (their INFO stops; callers time out / get refused; a kubelet line may or
//     may not say why);
//   - two things at once: an unrelated batch job erroring from the first line next to the real incident;
//   - origin errors logged a second or more after the callers' first errors (caller timeouts fire first);
//   - cascades of 3-4 hops, with request ids on every hop in two estates and none in the third;
//   - origins that only log INFO/WARN with words that say something failed;
//   - long quiet lead-in with the incident in the last 1-2 minutes;
//   - high-cardinality normal lines (thousands of distinct ids/urls per minute), a few 80k-140k line files.
// Quiet windows: busy traffic, clean rolling deploys, scheduled Redis/MySQL failovers, cache warm-ups with slow
// requests, isolated single errors. Files rotate over the six formats of shared/data/incidents/README.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { build } from "./holdout13/builder.js";
import { card } from "./holdout13/estate-card.js";
import { ride } from "./holdout13/estate-ride.js";
import { video } from "./holdout13/estate-video.js";
import { EXT } from "./holdout13/formats.js";
import { cardIncidents } from "./holdout13/incidents-card.js";
import { rideIncidents } from "./holdout13/incidents-ride.js";
import { videoIncidents } from "./holdout13/incidents-video.js";
import { quietWindows } from "./holdout13/quiet.js";
import { Rng } from "./holdout13/rng.js";
import type { Category, Estate, Format, Scenario } from "./holdout13/types.js";

export interface Holdout13Label extends NotedLabel {
  format: Format;
}

const CATS: Category[] = [
  "authentication",
  "authorization",
  "database",
  "network",
  "timeout",
  "rate_limiting",
  "validation",
  "null_reference",
  "configuration",
  "dependency",
  "memory",
  "disk",
  "unknown",
];
const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const ESTATES: Record<string, Estate> = { ride, card, video };

/** Incidents ordered round by round over the categories, then the quiet windows. */
function ordered(): Scenario[] {
  const all = [...rideIncidents, ...cardIncidents, ...videoIncidents];
  const byCat = CATS.map((c) => all.filter((s) => s.cat === c));
  for (const [i, list] of byCat.entries()) {
    if (list.length !== 4) throw new Error(`holdout13: ${CATS[i]} has ${list.length} incidents, want 4`);
  }
  const out: Scenario[] = [];
  for (let k = 0; k < 4; k++) for (const list of byCat) out.push(list[k]);
  return [...out, ...quietWindows];
}

export function generateHoldout13(dir: string, seed = 13): Holdout13Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = new Rng(seed * 7919 + 13);
  const scenarios = ordered();
  // ids are assigned in a shuffled order so that the number says nothing about the category
  const idOf = rng.shuffle(scenarios.map((_, i) => i));
  // split: per category two tune, two locked; quiet windows six and six
  const split = new Map<number, "tune" | "locked">();
  const groups = [
    ...CATS.map((c) => scenarios.flatMap((s, i) => (s.cat === c ? [i] : []))),
    scenarios.flatMap((s, i) => (s.quiet ? [i] : [])),
  ];
  let flip = 0;
  for (const g of groups) {
    const order = rng.shuffle([...g]);
    const first = flip++ % 2 === 0 ? "tune" : "locked";
    const second = first === "tune" ? "locked" : "tune";
    for (const [k, i] of order.entries()) split.set(i, k < Math.ceil(order.length / 2) ? first : second);
  }
  const labels: Holdout13Label[] = [];
  const base = Date.UTC(2026, 9, 3, 0, 0, 0);
  for (const [i, sc] of scenarios.entries()) {
    const n = idOf[i] + 1;
    const id = `h13-${String(n).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const r = new Rng(seed * 100003 + n * 7717);
    const startMs =
      base + n * 86400000 + r.int(0, 23) * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59) * 1000 + r.int(0, 999);
    const { lines, onsetMs } = build(sc, ESTATES[sc.estate], r, startMs, format);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !sc.quiet,
      originService: sc.quiet ? null : (sc.origin ?? null),
      category: sc.quiet ? null : (sc.cat ?? null),
      errorTypeHints: sc.quiet ? [] : (sc.hints ?? []),
      incidentStart: sc.quiet ? null : new Date(onsetMs).toISOString(),
      expectedSeverityAtLeast: sc.quiet ? null : (sc.sev ?? "medium"),
      split: split.get(i) ?? "tune",
      note: sc.note,
      lines: lines.length,
    });
  }
  labels.sort((a, b) => a.id.localeCompare(b.id));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout13", generateHoldout13, (labels) => {
  const fmts = FORMATS.map((f) => `${f}=${labels.filter((l) => l.format === f).length}`).join(" ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats ${fmts}; tune=${tune} locked=${labels.length - tune}`;
});
