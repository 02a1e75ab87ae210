// Blind scenario set quiet52: alarming-but-harmless windows from a payroll provider and an HR/workforce suite.
//
// 48 aggregated log files: 40 quiet windows and 8 incidents (database, network, dependency, configuration, disk,
// memory, null_reference, unknown; one each). Four made-up estates of nine services each: Paylark Payroll (pay runs,
// tax filing, ACH origination, pay slips; trace ids), Crewdeck HR (time clock, shift planning, leave, SCIM, onboarding;
// no ids), Benefly Benefits & Pay (enrolment, carrier EDI, deductions, bank gateway; trace ids) and Tallyhour Time &
// Attendance (kiosks, punch processing, overtime rules, HRIS sync; no ids). Runtimes: Java, Python, Go, Node, .NET,
// Ruby and C++, each logging and failing in its own words. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and
// compose; windows last 6-20 minutes with 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by
// printed time.
//
// What makes it hard: every quiet window carries one or two of 38 kinds of scary noise (duplicate clock-ins,
// timesheets after cut-off, ACH pre-note returns, SCIM deletes for users already gone, late carrier
// acknowledgements, slow state tax portals, negative net pay with stack traces, deadlocks that retry, breaker blips,
// 401/429 storms from one tenant, ...), plus a service that errors all day, deprecation warnings, retries that
// succeed, a deploy and a config reload. Incidents sit on the same noise and start after 3-8 minutes of baseline;
// callers report them in their own words and retry louder than the failing service, which sometimes logs at WARN
// only or goes quiet.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, estate, type Role } from "./quiet52/estates.js";
import { EXT, FORMATS, type Format, type Rec, render, sortPrinted } from "./quiet52/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet52/incidents.js";
import { fits, NOISES, type Noise } from "./quiet52/quiet.js";
import { Rng } from "./quiet52/rng.js";
import { assignSplit } from "./quiet52/split.js";
import { background, type Fault, makeCtx } from "./quiet52/stream.js";

export interface Quiet52Label extends NotedLabel {
  format: Format;
}

interface Plan {
  e: Estate;
  noises: Noise[];
  incident?: IncidentDef;
}

const REASONS = [
  "feature flags",
  "log levels",
  "rate-limit table",
  "tenant overrides",
  "TLS trust bundle",
  "routing weights",
];

function plans(r: Rng): Plan[] {
  const uses = new Map<string, number>(ESTATES.map((e) => [e.key, 0]));
  const pickEstate = (n: Noise) => {
    const ok = r.shuffle(ESTATES.filter((e) => fits(e, n)));
    ok.sort((a, b) => (uses.get(a.key) ?? 0) - (uses.get(b.key) ?? 0));
    const e = ok[0];
    uses.set(e.key, (uses.get(e.key) ?? 0) + 1);
    return e;
  };
  const kinds = [...NOISES, ...r.shuffle(NOISES).slice(0, 40 - NOISES.length)];
  const out: Plan[] = [];
  for (const n of kinds) {
    const e = pickEstate(n);
    const more = r.chance(0.6) ? r.shuffle(NOISES.filter((x) => x !== n && fits(e, x))).slice(0, 1) : [];
    out.push({ e, noises: [n, ...more] });
  }
  const quiet = r.shuffle(out);
  // incidents go to slots that cover every format at least once
  const total = quiet.length + INCIDENTS.length;
  const taken = new Set<number>();
  r.shuffle(INCIDENTS).forEach((_inc, k) => {
    const residue = k < FORMATS.length ? k : r.int(0, FORMATS.length - 1);
    const free = [...Array(total).keys()].filter((i) => i % FORMATS.length === residue && !taken.has(i) && i > 0);
    taken.add(r.pick(free));
  });
  const all: Plan[] = [];
  const incs = r.shuffle(INCIDENTS);
  for (let i = 0; i < total; i++) {
    if (taken.has(i)) {
      const inc = incs.shift() as IncidentDef;
      const e = estate(inc.estate);
      all.push({ e, incident: inc, noises: r.shuffle(NOISES.filter((x) => fits(e, x))).slice(0, 2) });
    } else all.push(quiet.shift() as Plan);
  }
  return all;
}

function buildFile(
  plan: Plan,
  r: Rng,
  format: Format,
  index: number,
): { lines: string[]; start: number | null; t0: number; minutes: number } {
  const { e, incident } = plan;
  const minutes = incident ? r.int(11, 20) : r.int(6, 20);
  const hour = r.pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 16, 22, 23]);
  const t0 = Date.parse(`${e.day}T${String(hour).padStart(2, "0")}:00:00Z`) + index * 61000 + r.int(0, 50) * 60000;
  const span = minutes * 60000;
  const target = r.int(1900, 8600);
  const start = incident ? t0 + r.int(180, 480) * 1000 + r.int(0, 999) : null;
  const seed = Math.floor(r.next() * 4294967296);
  const names = e.services.map((s) => s.name);
  const pivot = start ?? t0 + r.range(0.3, 0.7) * span;
  const others = names.filter((n) => n !== incident?.origin);
  const depSvc = r.pick(others);
  const relSvc = r.pick(others.filter((n) => n !== depSvc));
  const depAt = pivot + r.pick([-1, 1]) * r.int(40, 170) * 1000;
  const relAt = pivot + r.pick([-1, 1]) * r.int(20, 200) * 1000;
  const ver = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 12)}`;
  const reason = r.pick(REASONS);
  const hops = e.routes.reduce((s, x) => s + x.length, 0) / e.routes.length;

  let requests = Math.round((target * 0.7) / hops);
  let recs: Rec[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const rr = new Rng(seed);
    const c = makeCtx(e, rr, t0, span);
    let fault: Fault | undefined;
    if (incident && start !== null) fault = incident.fault(c, start);
    const deploy = incident?.deploysOrigin
      ? { svc: incident.origin, at: (start ?? 0) - rr.int(25, 70) * 1000, ver: `${rr.int(3, 6)}.${rr.int(0, 20)}.0` }
      : { svc: depSvc, at: Math.min(Math.max(depAt, t0 + 30000), t0 + span - 30000), ver };
    const reload = {
      svc: incident?.deploysOrigin ? depSvc : relSvc,
      at: Math.min(Math.max(relAt, t0 + 20000), t0 + span - 20000),
      what: reason,
    };
    recs = background(c, { requests, fault, deploy, reload });
    const role = (x: Role) => e.roles[x] ?? names[0];
    for (const n of plan.noises) recs.push(...n.make(c, role));
    recs = recs.filter((x) => x.t >= t0 && x.t < t0 + span);
    const n = render(format, recs, e.namespace).length;
    if (n >= 1600 && n <= 9800) break;
    requests = Math.max(50, Math.round((requests * target) / n));
  }
  return { lines: render(format, sortPrinted(recs), e.namespace), start, t0, minutes };
}

/** The noise kinds the last generated set used as the main kind of a quiet window. */
const lastKinds = new Set<string>();

export function generateQuiet52(dir: string, seed = 5201): Quiet52Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const ps = plans(r.fork(1));
  lastKinds.clear();
  for (const p of ps) if (!p.incident) lastKinds.add(p.noises[0].kind);
  const labels: Quiet52Label[] = [];
  const fr = r.fork(2);
  ps.forEach((p, i) => {
    const id = `q52-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const built = buildFile(p, fr.fork(i + 7), format, i);
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = p.incident;
    const noiseNote = p.noises.map((n) => n.note).join("; meanwhile ");
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: built.start !== null ? new Date(built.start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${p.e.company}: ${inc.note} (background: ${noiseNote}).`
        : `${p.e.company}, nothing broken: ${noiseNote}.`,
      lines: built.lines.length,
    });
  });
  const halves = assignSplit(r.fork(3), labels, (l) => l.category ?? "quiet");
  for (const l of labels) l.split = halves.get(l) ?? "tune";
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet52", generateQuiet52, (labels) => {
  const per = (f: (l: Quiet52Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k} ${v}`).join(", ");
  };
  return `${lastKinds.size} quiet kinds; estates: ${per((l) => l.note.split(/[:,]/)[0])}; splits: ${per((l) => l.split)}`;
});
