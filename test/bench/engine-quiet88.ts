// Blind set quiet88: a clinical laboratory, mostly quiet.
//
// 48 scenarios: 40 quiet windows and 8 incidents (database, network, memory, disk, authentication, configuration,
// timeout, dependency; one each). Four made-up lab estates, 8-10 services each: a hospital core lab (northgate:
// lis-core, astm-bridge, autoverify, specimen-track, hl7-outbound, ...), a hospital pathology group (harbour), a
// reference lab (meridian) and an outpatient clinic network (valley). Runtimes per role: Java LIS and HL7 sender,
// C++ ASTM analyzer interface, .NET autoverification middleware, Go specimen tracking, Node order intake, Python
// portal/reference gateway/QC, Ruby billing. Request ids in northgate (12 hex) and meridian (W3C), none elsewhere.
// Files rotate over jsonl, datadog, ecs, gcp, logfmt and compose; 6-20 minute windows of 1,500-10,000 lines, each
// service skewed up to 300 ms, sorted by printed time, multi-line stack traces where the format carries them.
//
// What makes it hard: every quiet window carries lab noise that pages people for nothing (haemolysed and unlabelled
// specimens rejected, critical values held for a call, analyzers in maintenance refusing connections, delta-check
// holds, Westgard QC holds, portal lockouts and scanners, HL7 NACKs for merged patients, a planned database failover
// with a PSQLException, freezer alarms, billing denials with Ruby backtraces, ...; at least 30 kinds), on top of one
// service per estate that logs a constant harmless ERROR or WARN, deprecation warnings, retries that succeed and a
// deploy or config reload. Incidents lie on the same noise: callers log louder than origins, two origins log WARN
// only, two go quiet (crash loop, blocked handlers), and the dependency and database cases resemble quiet noise
// (eligibility 503s that recover, pool retries) except that they do not recover.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import type { Ctx } from "./quiet88/baseline.js";
import { baseline, deploy } from "./quiet88/baseline.js";
import type { Estate, Role } from "./quiet88/estates.js";
import { ESTATES, makeIds } from "./quiet88/estates.js";
import type { Ev, Format } from "./quiet88/formats.js";
import { EXT, FORMATS } from "./quiet88/formats.js";
import type { IncidentKind } from "./quiet88/incidents.js";
import { INCIDENTS } from "./quiet88/incidents.js";
import type { NoiseKind } from "./quiet88/quiet.js";
import { NOISE } from "./quiet88/quiet.js";
import type { Rng } from "./quiet88/rng.js";
import { mulberry32 } from "./quiet88/rng.js";
import { assignSplit } from "./quiet88/split.js";
import { toLines } from "./quiet88/stream.js";

export interface Quiet88Label extends NotedLabel {
  format: Format;
}

interface Spec {
  estate: Estate;
  incident?: IncidentKind;
  noise: NoiseKind[];
}

const MIN = 60000;

function fits(k: NoiseKind, e: Estate): boolean {
  return k.needs.every((r) => e.names[r] !== undefined);
}

function plan(rng: Rng): Spec[] {
  const incidents: Spec[] = rng
    .shuffle([...INCIDENTS])
    .map((inc) => ({ estate: ESTATES.find((e) => e.key === inc.estate)!, incident: inc, noise: [] }));
  const order = rng.shuffle([...NOISE]);
  const used = new Set<string>();
  const quiet: Spec[] = [];
  for (let i = 0; i < 40; i++) {
    const estate = ESTATES[i % ESTATES.length];
    let k = order.find((n) => !used.has(n.name) && fits(n, estate));
    if (!k) {
      used.clear();
      k = order.find((n) => fits(n, estate))!;
    }
    used.add(k.name);
    quiet.push({ estate, noise: [k] });
  }
  for (const s of [...incidents, ...quiet]) {
    const extra = rng.int(1, 2);
    for (let j = 0; j < extra; j++) {
      const k = rng.pick(NOISE);
      if (fits(k, s.estate) && !s.noise.includes(k)) s.noise.push(k);
    }
  }
  // incidents land on positions spread over all six formats
  const slots: number[] = [];
  incidents.forEach((_, k) => {
    const free = Array.from({ length: 48 }, (_, i) => i).filter(
      (i) => i % FORMATS.length === k % FORMATS.length && !slots.includes(i),
    );
    slots.push(rng.pick(free));
  });
  rng.shuffle(quiet);
  const specs: Spec[] = [];
  for (let i = 0; i < 48; i++) {
    const k = slots.indexOf(i);
    specs.push(k >= 0 ? incidents[k] : quiet.shift()!);
  }
  return specs;
}

function window(spec: Spec, idx: number, seed: number, attempt: number, scale: number) {
  const rng = mulberry32((seed * 7919 + idx * 104729 + attempt * 31) >>> 0);
  const est = spec.estate;
  const roles = (Object.keys(est.names) as Role[]).filter((r) => est.names[r] !== undefined);
  const day = rng.int(1, 28);
  const hour = rng.pick([0, 1, 2, 3, 3, 4, 5, 6, 14, 22, 23]);
  const start = Date.UTC(2026, 10, day, hour, rng.int(0, 59), rng.int(0, 59)) + rng.int(0, 999);
  const t0 = spec.incident ? start + rng.int(3 * MIN, 8 * MIN) : undefined;
  let dur = rng.int(6 * MIN, 20 * MIN);
  if (t0 !== undefined) dur = Math.min(20 * MIN, Math.max(dur, t0 - start + rng.int(5 * MIN, 9 * MIN)));
  const end = start + dur;
  const ids = makeIds(rng, 305 + day);
  const c: Ctx = {
    rng,
    est,
    ids,
    roles,
    start,
    end,
    svc: (r) => est.names[r]!,
    has: (r) => est.names[r] !== undefined,
    trace: () => (est.traces === "none" ? undefined : rng.hex(est.traces === "w3c" ? 32 : 12)),
  };
  const targetLines = rng.int(2200, 7000) * scale;
  const hcLines = roles.length * (dur / 15000);
  const rate = Math.max(0.3, (targetLines - hcLines) / (2.4 * (dur / 1000)));
  let events: Ev[] = baseline(c, rate);
  // noise
  spec.noise.forEach((k, j) => {
    const a = start + (j === 0 ? rng.int(0, 3 * MIN) : rng.int(0, dur - 3 * MIN));
    const b = Math.min(end, a + rng.int(4 * MIN, 14 * MIN));
    events.push(...k.make(c, a, b));
  });
  // an unrelated deploy or config reload
  const others = roles.filter((r) => r !== spec.incident?.role);
  const depAt = t0 !== undefined ? t0 + rng.int(-3 * MIN, 2 * MIN) : start + rng.int(2 * MIN, dur - 2 * MIN);
  events.push(...deploy(c, rng.pick(others), depAt));
  if (spec.incident && t0 !== undefined) {
    const applied = spec.incident.make(c, t0);
    const next: Ev[] = [];
    for (const e of events) {
      const r = e.t >= t0 ? applied.affect(e) : undefined;
      next.push(...(r ?? [e]));
    }
    events = [...next, ...applied.extra];
  }
  events = events.filter((e) => e.t >= start && e.t < end);
  return { rng, events, start, t0 };
}

export function generateQuiet88(dir: string, seed = 8801): Quiet88Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = mulberry32(seed);
  const specs = plan(rng);
  const splits = assignSplit(
    specs.map((s) => s.incident?.category ?? "quiet"),
    rng,
  );
  // categories each hold one incident: balance the incidents as one group of eight
  const incIdx = specs.map((s, i) => (s.incident ? i : -1)).filter((i) => i >= 0);
  const incOrder = rng.shuffle([...incIdx]);
  incOrder.forEach((i, k) => {
    splits[i] = k < incOrder.length / 2 ? "tune" : "locked";
  });
  const labels: Quiet88Label[] = [];
  specs.forEach((spec, i) => {
    const format = FORMATS[i % FORMATS.length];
    const id = `q88-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    let scale = 1;
    let w = window(spec, i, seed, 0, scale);
    let lines = toLines(w.events, format, w.rng, spec.estate.namespace);
    for (let attempt = 1; attempt < 6 && (lines.length < 1500 || lines.length > 10000); attempt++) {
      scale *= lines.length < 1500 ? 1.5 : 0.6;
      w = window(spec, i, seed, attempt, scale);
      lines = toLines(w.events, format, w.rng, spec.estate.namespace);
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = spec.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== undefined,
      originService: inc ? spec.estate.names[inc.role]! : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc && w.t0 !== undefined ? new Date(w.t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[i],
      note: inc
        ? inc.note
        : `Quiet ${spec.estate.key} window: ${spec.noise.map((n) => n.name).join(", ")}; nothing is broken.`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet88", generateQuiet88, (labels) => {
  const f = new Map<string, number>();
  for (const l of labels) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return `estates northgate/harbour/meridian/valley; formats ${[...f].map(([k, v]) => `${k}=${v}`).join(" ")}`;
});
