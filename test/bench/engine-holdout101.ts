// Blind holdout101: online education and exams. 64 scenarios (52 failures, 4 per each of the 13 categories, and 12 quiet
// windows) over four made-up estates: Northgate University (campus portal, LMS, gradebook, SIS sync, lecture capture,
// plagiarism checking; trace ids), Learnloop (online course provider: catalog, enrolment, coupons, Stripe billing,
// certificates, live rooms, media uploads; request ids), Examwise (remote proctoring: exam portal, session broker,
// lockdown browser, ID checks, webcam stream relay, recordings, AI flags; no ids) and Halden College (Moodle, CAS,
// Turnitin bridge, BigBlueButton, lecture video, fee payments, SIS connector; no ids). Each file is one stream of 9-10
// services, 9-18 minutes, sorted by printed time with up to 300 ms per-service skew, in one of the six dev formats
// (jsonl, datadog, ecs, gcp, logfmt, compose) with Java, Python, Go, Node, .NET, Ruby, PHP and C++ stack traces.
// What makes it hard: a noisy service erroring from the first minute (bounced mail, PHP warnings, Quartz misfires),
// domain noise that looks like trouble (late submissions refused, expired SSO sessions, gaze-away flags, webcams
// denied, invalid coupons, declined cards, uploads too large), successful retries, an unrelated deploy near the
// failure, callers' retry storms and circuit breakers louder than the origin, origins that only WARN, go quiet or
// log a bare "internal error", and vendor failures whose origin is the service that talks to the vendor.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout101/estates.js";
import { EXT, type Format, render } from "./holdout101/formats.js";
import { SPECS, type Spec } from "./holdout101/incidents.js";
import { quietExtras } from "./holdout101/quiet.js";
import { Rng } from "./holdout101/rng.js";
import { assignSplits } from "./holdout101/split.js";
import { buildStream } from "./holdout101/stream.js";

export interface Holdout101Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const MIN = 60_000;

export function generateHoldout101(dir: string, seed = 10101): Holdout101Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  type Item = { spec: Spec | null; estate: string; qv: number };
  const items: Item[] = [
    ...SPECS.map((spec) => ({ spec, estate: spec.estate, qv: 0 })),
    ...ESTATES.flatMap((e) => [0, 1, 2].map((qv) => ({ spec: null, estate: e.key, qv }))),
  ];
  r.shuffle(items);
  const splits = assignSplits(
    items.map((it) => it.spec?.category ?? "quiet"),
    r,
  );
  const labels: Holdout101Label[] = [];
  items.forEach((it, i) => {
    const es = ESTATES.find((e) => e.key === it.estate);
    if (!es) throw new Error(it.estate);
    const format = FORMATS[i % FORMATS.length];
    const id = `h101-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const day = Date.UTC(2026, 8, 7) + i * 86_400_000 + r.int(7, 21) * 3_600_000 + r.int(0, 11) * 5 * MIN;
    const start = day + r.int(0, 59) * 1000;
    const dur = r.int(9, 18) * MIN;
    const end = start + dur;
    const t0 = start + r.int(3 * 60, Math.min(8 * 60, dur / 1000 - 180)) * 1000;
    const deployAt = t0 + (r.chance(0.5) ? -1 : 1) * r.int(40, 150) * 1000;
    const extras = it.spec ? [] : quietExtras(es, r, start + r.int(2, Math.max(3, dur / MIN - 4)) * MIN, it.qv);
    const events = buildStream(
      es,
      r,
      start,
      end,
      it.spec ? t0 : null,
      it.spec ? it.spec.fail : null,
      it.spec ? deployAt : start + r.int(3, 7) * MIN,
      extras,
    );
    const skew = new Map(es.services.map((s) => [s.name, r.int(-300, 300)]));
    for (const e of events) e.t += skew.get(e.svc) ?? 0;
    events.sort((a, b) => a.t - b.t);
    const nodes = new Map(es.services.map((s) => [s.name, r.int(0, 3)]));
    const width = Math.max(...es.services.map((s) => s.name.length)) + 4;
    const out: string[] = [];
    for (const e of events)
      out.push(...render(format, e, { namespace: es.namespace, width, node: nodes.get(e.svc) ?? 0 }));
    writeFileSync(join(dir, file), `${out.join("\n")}\n`);
    const spec = it.spec;
    labels.push({
      id,
      file,
      format,
      isIncident: spec !== null,
      originService: spec ? spec.fail.origin : null,
      category: spec ? spec.category : null,
      errorTypeHints: spec ? spec.hints : [],
      incidentStart: spec ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: spec ? spec.sev : null,
      split: splits[i],
      note: spec
        ? spec.note
        : `Quiet ${es.key} window: normal traffic and noise with a harmless burst of ${es.benign[it.qv % es.benign.length].svc} warnings and retries that succeed.`,
      lines: out.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout101", generateHoldout101, (ls) => {
  const byFmt = FORMATS.map((f) => `${f} ${ls.filter((l) => l.format === f).length}`).join(", ");
  const tune = ls.filter((l) => l.split === "tune").length;
  return `formats: ${byFmt}; estates: ${ESTATES.map((e) => e.key).join(", ")}; split tune ${tune}/locked ${ls.length - tune}`;
});
