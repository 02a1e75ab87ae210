// Blind set holdout123: online tutoring and test preparation.
//
// 64 scenarios (52 incidents, 4 for each of the 13 categories, one per estate; 12 quiet windows, 3 per estate) over
// four made-up estates of 9-11 services each: TutorMesh (tutoring marketplace: onboarding, Checkr/Persona
// checks, matching, booking across time zones, classroom signalling, whiteboard, Stripe payments and payouts; trace
// ids), PrepForge (test prep: Next.js BFF, .NET practice tests, Python adaptive scoring, Go item bank, homework
// uploads with ClamAV and OCR, parent accounts, Braintree renewals; no ids), LessonLane (lesson booking in
// Kotlin/Java, C++ SFU, Node whiteboard, recorder, notifier, Adyen payouts; trace ids) and BrightPath (Rails edge,
// exam sessions on Mongo, Celery IRT engine, Go media uploads, .NET guardian sign-in, vetting, Stripe checkout;
// no ids). Each file is one aggregated stream, 6-20 minutes, 1,500-10,000 lines, sorted by printed time with
// per-service clock skew up to 300 ms, in one of the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt,
// compose) rotated over the shuffled order, with multi-line Java/.NET/Python/Node/Ruby/Go/V8 traces.
//
// What makes it hard: every window carries the domain's noise (late cancellations, tutor no-shows, whiteboard and
// ICE reconnects, abandoned practice tests, unsupported uploads, declined renewals), one noisy service with a
// constant harmless WARN/ERROR from minute one, deprecation warnings, retries that succeed, periodic jobs, probes
// and an unrelated deploy or reload near the failure. Callers and retry storms are often louder than the failing
// service; several failing services log at WARN only or go quiet; third-party and infrastructure failures
// (Persona, Mathpix, Auth0 JWKS, Sterling, Zoom, Stripe, Google Calendar, DNS, object storage) are only seen through
// the service that talks to them. Quiet windows add a harmless burst (noise spike, cancellation wave, retries
// that recover, a double rollout) so that a loud window is not automatically broken.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./holdout123/estates.js";
import type { Format } from "./holdout123/formats.js";
import { INCIDENTS, type Incident } from "./holdout123/incidents.js";
import { background, quietBlip } from "./holdout123/quiet.js";
import { int, mulberry32, shuffle } from "./holdout123/rng.js";
import { assignSplit } from "./holdout123/split.js";
import { Stream } from "./holdout123/stream.js";

export interface Holdout123Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

type Plan = { kind: "incident"; inc: Incident; estate: Estate } | { kind: "quiet"; estate: Estate; blip: number };

export function generateHoldout123(dir: string, seed = 12301): Holdout123Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const byKey = new Map(ESTATES.map((e) => [e.key, e]));
  const plans: Plan[] = [
    ...INCIDENTS.map((inc): Plan => ({ kind: "incident", inc, estate: byKey.get(inc.estate) as Estate })),
    ...ESTATES.flatMap((estate, ei) => [0, 1, 2].map((k): Plan => ({ kind: "quiet", estate, blip: ei + k }))),
  ];
  const order = shuffle(r, plans);
  const labels: Holdout123Label[] = [];
  order.forEach((plan, i) => {
    const n = String(i + 1).padStart(2, "0");
    const fmt = FORMATS[i % FORMATS.length];
    const file = `h123-${n}.${EXT[fmt]}`;
    const e = plan.estate;
    const day = Date.UTC(2026, 10, 2 + (i % 27), int(r, 6, 21), int(r, 0, 59), int(r, 0, 59), int(r, 0, 999));
    const lead = int(r, 180, 480);
    const minutes = int(r, Math.max(6, Math.ceil(lead / 60) + 4), 20);
    const start = day;
    const end = start + minutes * 60000;
    const t0 = start + lead * 1000 + int(r, 0, 999);
    const perMin = e.services.reduce((s, x) => s + x.rate + (x.health ? 6 : 0), 0) + 40;
    const target = int(r, 2000, 6200);
    const scale = Math.max(0.25, Math.min(1.6, target / (minutes * perMin)));
    let note = "";
    let lines: string[] = [];
    for (let k = 0, sc = scale; k < 4; k++, sc *= 0.8) {
      const s = new Stream(r, start, end, e.services, e.traced);
      if (plan.kind === "incident") {
        const off = plan.inc.deployOffset || 150000;
        background(s, e, sc, t0 - off);
        plan.inc.run({ s, r, t0, end });
        note = plan.inc.note;
      } else {
        background(s, e, sc, start + int(r, 120, 400) * 1000);
        const blip = quietBlip(s, e, plan.blip, start + int(r, 240, Math.max(300, minutes * 60 - 120)) * 1000);
        note = `Quiet ${e.company} window: ordinary traffic and noise; ${blip}.`;
      }
      lines = s.lines(fmt, e.ns);
      if (lines.length <= 9800) break;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = plan.kind === "incident" ? plan.inc : null;
    labels.push({
      id: `h123-${n}`,
      file,
      format: fmt,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: "tune",
      note,
      lines: lines.length,
    });
  });
  const split = assignSplit(r, labels);
  labels.forEach((l, i) => {
    l.split = split[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout123", generateHoldout123, (labels) => {
  const fm = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  return `estates ${ESTATES.map((e) => e.key).join("/")}; formats ${fm}; tune ${labels.filter((l) => l.split === "tune").length}`;
});
