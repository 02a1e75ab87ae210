// Blind set quiet96: telemedicine estates, mostly harmless windows that look alarming.
//
// 48 scenarios: 40 quiet windows and 8 incidents (database, network, timeout, dependency, configuration, disk,
// memory, unknown), 12 per estate. Four made-up providers: Brightwell Health (video visits, waiting room,
// interpreters, e-prescribing, trace ids), CareLoop (remote patient monitoring: cuffs, glucose meters, scales;
// no trace ids), Medora Virtual Care (SFU video, interpreters, rx routing, trace ids) and Pinecrest Telehealth
// (TURN relay, glucose ingest, booking; no trace ids). 9-10 services each in Node, Java, Go, Python, Ruby, .NET
// and C++ styles. Each file is one aggregated stream sorted by printed time, clock skew up to 300 ms per service,
// 6-20 minutes, 1,500-10,000 lines, in the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose; 8
// files each) with multi-line stack traces where the format allows.
//
// What makes it hard: every window carries request traffic, health checks, periodic jobs, a noisy service with a
// constant harmless ERROR or WARN from the first minute, deprecation warnings, retries that succeed and an
// unrelated deploy or config reload; quiet windows add three of 36 kinds of alarming but harmless telemedicine noise
// (ICE failures and rejoins, camera permission errors, backfilled device uploads, critical clinical readings,
// no-shows, pharmacy rejections, SMS carrier errors, scanner 404s, a throttled client, an optional breaker that
// opens and closes...). Incidents sit on the same noise: callers report failures in their own words with retries
// louder than the origin, two origins log only at WARN, two go quiet (one only ever says 500 with no reason).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet96/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet96/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet96/incidents.js";
import { KINDS, NOISY } from "./quiet96/quiet.js";
import { rngFrom } from "./quiet96/rng.js";
import { assignSplit } from "./quiet96/split.js";
import { simulate } from "./quiet96/stream.js";

export interface Quiet96Label extends NotedLabel {
  format: Format;
}

interface Slot {
  e: Estate;
  inc?: IncidentDef;
  format?: Format;
}

export function generateQuiet96(dir: string, seed = 9601): Quiet96Label[] {
  const r = rngFrom(seed);
  mkdirSync(dir, { recursive: true });
  const slots: Slot[] = [];
  for (const e of ESTATES) {
    const incs = INCIDENTS.filter((d) => d.estate === e.key);
    for (let k = 0; k < 12; k++) slots.push({ e, inc: incs[k] });
  }
  r.shuffle(slots);
  // formats: incidents rotate first, quiet windows fill up to 8 per format
  const left: Record<string, number> = Object.fromEntries(FORMATS.map((f) => [f, 8]));
  let k = r.i(0, 5);
  for (const s of slots.filter((x) => x.inc)) {
    s.format = FORMATS[k++ % 6];
    left[s.format]--;
  }
  const pool = r.shuffle(FORMATS.flatMap((f) => Array.from({ length: left[f] }, () => f)));
  for (const s of slots.filter((x) => !x.inc)) s.format = pool.pop();
  const kinds = r.shuffle([...KINDS]);
  let kk = 0;
  const raw: Omit<Quiet96Label, "split">[] = [];
  slots.forEach((s, n) => {
    const id = `q96-${String(n + 1).padStart(2, "0")}`;
    const format = s.format as Format;
    const e = s.e;
    const minutes = s.inc ? r.i(11, 20) : r.i(6, 20);
    const t0 = Date.parse(`${e.day}T00:00:00Z`) + (n * 37 + r.i(60, 300)) * 60000 + r.i(0, 59999);
    const start = s.inc ? t0 + r.f(3, Math.min(8, minutes - 4)) * 60000 : 0;
    const services = Object.values(e.svc) as string[];
    const origin = s.inc ? (e.svc[s.inc.role] as string) : "";
    const nEp = s.inc ? 2 : 3;
    const eps = Array.from({ length: nEp }, () => kinds[kk++ % kinds.length]);
    const deployAt = s.inc ? start + r.f(-150000, 120000) : t0 + minutes * 60000 * r.f(0.3, 0.7);
    const deploySvc = r.p(services.filter((x) => x !== origin));
    const recs = simulate({
      e,
      r,
      seed: seed + n,
      t0,
      minutes,
      lines: r.i(1700, 7500),
      fault: s.inc ? s.inc.make(e, start) : undefined,
      episodes: eps.map((x) => x.run),
      noisy: r.p(NOISY[e.key]),
      deployAt,
      deploySvc,
    });
    const out = render(format, recs, e.ns);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${out.join("\n")}\n`);
    raw.push({
      id,
      file,
      format,
      isIncident: !!s.inc,
      originService: s.inc ? origin : null,
      category: s.inc ? s.inc.category : null,
      errorTypeHints: s.inc ? s.inc.hints : [],
      incidentStart: s.inc ? new Date(Math.round(start)).toISOString() : null,
      expectedSeverityAtLeast: s.inc ? s.inc.severity : null,
      note: s.inc ? s.inc.note : `Quiet ${e.key} window: ${eps.map((x) => x.name).join("; ")}; nothing is broken.`,
      lines: out.length,
    });
  });
  const labels = assignSplit(raw, seed) as Quiet96Label[];
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet96", generateQuiet96, (labels) => {
  const by = (f: string) => labels.filter((l) => l.format === f).length;
  return `estates brightwell/careloop/medora/pinecrest x12; formats ${FORMATS.map((f) => `${f}:${by(f)}`).join(" ")}`;
});
