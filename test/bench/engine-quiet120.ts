// Blind set quiet120: driving schools and road-test booking, 48 windows of aggregated logs (40 quiet, 8 incidents).
//
// Estates (4 made-up companies, 8-10 services per file): Clutchwise Driving School (lesson booking, instructor
// calendars, lesson-pack payments, learner logbooks; Node/Java/Ruby/Python/Go/.NET), TheoryPal (theory test practice
// app, mock exams, hazard clips, subscriptions), SlotSmart (road test slots released by the licensing authority,
// waitlists, captcha, SMS offers) and DualTrack Telematics (dual-control car telematics, MQTT gateway in C++, trip
// processing, map matching). Clutchwise and SlotSmart carry request ids, the other two none.
// Formats rotate over the six dev shapes (jsonl, datadog, ecs, gcp, logfmt, compose), 8 files each; windows of
// 6-20 minutes and roughly 1,500-10,000 lines; per-service clock skew up to 300 ms; multi-line traces per runtime.
// Quiet windows: 40 distinct alarming-but-harmless kinds as the main noise (slot-release bot floods, weather
// cancellations, telematics offline in garages, overlapping logbook entries, declined pack payments, OTA reboot
// waves, scanner floods, cron lock losers, GC pauses, ...), each with one or two more kinds on top.
// Incidents (one each of database, timeout, dependency, configuration, authentication, memory, disk, network) start
// after 3-8 minutes of baseline, on the same noise. What makes it hard: every file has a constantly erroring
// service from the first minute, an unrelated deploy close to the change, callers and retry storms louder than the
// service at fault, two origins that log at WARN only, and two that mostly fall silent.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { deployNear } from "./quiet120/deploy.js";
import { ESTATES, type Estate } from "./quiet120/estates.js";
import { EXT, FORMATS, type Format } from "./quiet120/formats.js";
import { INCIDENTS, type IncidentKind } from "./quiet120/incidents.js";
import { QUIET, type QuietKind } from "./quiet120/quiet.js";
import { mulberry32 } from "./quiet120/rng.js";
import { assignSplit } from "./quiet120/split.js";
import { Stream } from "./quiet120/stream.js";

export interface Quiet120Label extends NotedLabel {
  format: Format;
}

interface Spec {
  estate: Estate;
  main?: QuietKind;
  incident?: IncidentKind;
}

const NEEDS: Record<string, string> = {
  "leaderboard-overrun": "leaderboard",
  "content-import-warnings": "content-importer",
  "emergency-stop-alerts": "alert-notifier",
};

const MIN = 60000;

export function generateQuiet120(dir: string, seed = 12051): Quiet120Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });

  const generic = rng.shuffle(QUIET.filter((k) => k.estate === "any"));
  const specs: Spec[] = [];
  ESTATES.forEach((estate, n) => {
    for (const main of QUIET.filter((k) => k.estate === estate.key)) specs.push({ estate, main });
    for (const main of generic.slice(n * 3, n * 3 + 3)) specs.push({ estate, main });
    for (const incident of INCIDENTS.filter((k) => k.estate === estate.key)) specs.push({ estate, incident });
  });
  // 28 estate kinds + 12 generic = 40 quiet; the 8 incidents are spread 3/2/1/2 over the estates.
  // incidents land on every format: positions row*6+col with the first six columns distinct
  const quiet = rng.shuffle(specs.filter((x) => !x.incident));
  const incs = rng.shuffle(specs.filter((x) => x.incident));
  const cols = rng.shuffle([0, 1, 2, 3, 4, 5]);
  const taken = new Set<number>();
  const slots = incs.map((_, k) => {
    let pos = 0;
    do pos = rng.int(0, 7) * 6 + cols[k % 6];
    while (taken.has(pos));
    taken.add(pos);
    return pos;
  });
  specs.length = 0;
  for (let p = 0; p < 48; p++) {
    const k = slots.indexOf(p);
    specs.push(k >= 0 ? incs[k] : (quiet.shift() as Spec));
  }

  const labels: Quiet120Label[] = [];
  specs.forEach((spec, i) => {
    const id = `q120-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const e = spec.estate;
    const day = new Date(Date.UTC(2026, 10, 2 + i));
    let hour = rng.int(7, 21);
    if (spec.main?.name === "slot-release-bots") hour = 5;
    if (spec.main?.name === "authority-maintenance") hour = 1;
    if (spec.main?.name === "weather-cancellations" || spec.main?.name === "emergency-stop-alerts") hour = 6;
    const start = day.getTime() + hour * 3600000 + rng.int(0, 59) * MIN + rng.int(0, 59999);
    const t0 = spec.incident ? start + rng.int(3 * MIN, 8 * MIN) : null;
    let minutes = rng.int(6, 20);
    if (t0 !== null) minutes = Math.max(minutes, Math.ceil((t0 - start) / MIN) + rng.int(4, 9));
    const end = start + minutes * MIN;
    const target = rng.int(2300, 8000);

    const svcs = new Set(e.core);
    for (const x of e.extra) if (rng.chance(0.5)) svcs.add(x);
    for (const r of Object.values(e.roles)) svcs.add(r);
    const need = spec.main ? NEEDS[spec.main.name] : undefined;
    if (need) svcs.add(need);
    for (const x of spec.incident?.needs ?? []) svcs.add(x);

    const s = new Stream(rng, [...svcs], start, end, e.traced);
    e.traffic(s, Math.max(8, (target / minutes - 90) / e.perFlow));
    e.background(s);
    const extras = rng.shuffle(QUIET.filter((k) => (k.estate === e.key || k.estate === "any") && k !== spec.main));
    const nExtra = rng.int(1, 2);
    const mainAt = start + rng.int(MIN, Math.max(MIN + 1, (minutes - 3) * MIN));
    spec.main?.run(s, e, mainAt);
    for (const k of extras.slice(0, nExtra)) k.run(s, e, start + rng.int(MIN, (minutes - 1) * MIN));
    const origin = spec.incident?.origin ?? null;
    const deployAt =
      t0 !== null ? t0 + rng.pick([-1, 1]) * rng.int(30000, 150000) : start + rng.int(MIN, (minutes - 1) * MIN);
    deployNear(s, e, deployAt, origin);
    if (spec.incident && t0 !== null) spec.incident.run(s, t0);

    const lines = s.lines(format, e.namespace);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = spec.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: t0 !== null ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: `${e.company}: ${inc ? inc.note : `quiet; ${spec.main?.note ?? ""}`}`,
      lines: lines.length,
    });
  });

  const splits = assignSplit(
    labels.map((l) => l.category),
    rng,
  );
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet120", generateQuiet120, (labels) => {
  const per = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const min = Math.min(...labels.map((l) => l.lines));
  const max = Math.max(...labels.map((l) => l.lines));
  return `estates ${ESTATES.map((e) => e.key).join("/")}; formats ${per}; lines/file ${min}-${max}`;
});
