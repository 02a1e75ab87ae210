// Blind set quiet66: 48 windows from a library consortium, a city library and two museums, written as one
// aggregated log stream each. 40 windows are quiet but look alarming (patrons blocked for fines, unfillable holds,
// malformed MARC records, SIP2 kiosks reconnecting, DRM loan limits, IIIF 404s for unpublished images, stale
// fixity re-checks, sold-out timed-entry slots, scanners, GC pauses, OOMKilled report jobs ... 41 kinds, each window
// led by one and seasoned with two more); 8 windows hold a real failure, one per category (database, timeout,
// authentication, dependency, disk, memory, configuration, network), laid on the same noise.
// Estates: Tri-County Library Consortium (10 services, trace ids), Harbourside City Library (9, no ids), Meridian
// Museum of Art & Design (10, trace ids), Fenwick Natural History Museum (9, no ids); runtimes Java, Node, Python,
// Go, .NET, Ruby, Perl, PHP and C++. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; windows of
// 6-20 minutes, 1,500-10,000 lines, per-service clock skew up to 300 ms.
// What makes it hard: every estate has an always-failing service louder than any real origin, callers and retry
// storms outshout the origin, one origin logs only at WARN, two go quiet (a full volume, a JVM that restarts), an
// unrelated redeploy or config reload sits near every failure, and quiet windows carry ERROR bursts, stack traces,
// "timed out", "connection reset" and 5xx of their own.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet66/estates.js";
import { EXT, FORMATS, type Format } from "./quiet66/formats.js";
import { INCIDENTS, type IncidentKind } from "./quiet66/incidents.js";
import { NOISE, type NoiseKind } from "./quiet66/quiet.js";
import { Rng } from "./quiet66/rng.js";
import { redeploy, reload } from "./quiet66/runtimes.js";
import { assignSplits } from "./quiet66/split.js";
import { Stream } from "./quiet66/stream.js";

export interface Quiet66Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  lead?: NoiseKind;
  incident?: IncidentKind;
}

const fits = (n: NoiseKind, e: Estate) => (n.domain === "any" || n.domain === e.domain) && (n.fits?.(e) ?? true);

function plans(rng: Rng): Plan[] {
  const byKey = (k: string) => ESTATES.find((e) => e.key === k) as Estate;
  const out: Plan[] = [];
  const lib = NOISE.filter((n) => n.domain === "library");
  const mus = NOISE.filter((n) => n.domain === "museum");
  const any = NOISE.filter((n) => n.domain === "any");
  lib.forEach((n, i) => {
    out.push({ estate: byKey(i % 2 ? "hcl" : "tcl"), lead: n });
  });
  mus.forEach((n, i) => {
    out.push({ estate: byKey(i % 2 ? "fnhm" : "mmad"), lead: n });
  });
  // Fill to 40 with the estate-agnostic kinds, each on an estate it fits.
  for (let i = 0; out.length < 40; i++) {
    const n = any[i % any.length];
    const cands = ESTATES.filter((e) => fits(n, e));
    out.push({ estate: cands[(i + rng.int(0, 3)) % cands.length], lead: n });
  }
  // Incidents go to slots of six different formats (and two more anywhere); quiet windows fill the rest.
  const quiet = rng.shuffle(out);
  const slots = new Set<number>();
  for (const f of rng.shuffle([0, 1, 2, 3, 4, 5])) slots.add(f + 6 * rng.int(0, 7));
  while (slots.size < INCIDENTS.length) slots.add(rng.int(0, 47));
  const incs = rng.shuffle(INCIDENTS);
  const all: Plan[] = [];
  for (let i = 0; i < 48; i++) {
    if (slots.has(i)) {
      const inc = incs.pop() as IncidentKind;
      all.push({ estate: byKey(inc.estate), incident: inc });
    } else all.push(quiet.pop() as Plan);
  }
  return all;
}

function build(p: Plan, seed: number, load: number) {
  const rng = new Rng(seed);
  const e = p.estate;
  const minutes = rng.int(p.incident ? 10 : 6, 20);
  const day = rng.int(1, 28);
  const hour = e.domain === "museum" ? rng.int(9, 16) : rng.pick([1, 2, 3, 9, 11, 14, 17, 19]);
  const start = Date.UTC(2026, rng.pick([10, 11]), day, hour, rng.int(0, 59), rng.int(0, 59)) + rng.int(0, 999);
  const end = start + minutes * 60000;
  const s = new Stream(rng, start, end, e.traces);
  s.load = load;
  let t0: number | null = null;
  if (p.incident) {
    const maxLead = Math.min(8, minutes - 4);
    t0 = start + rng.int(180, maxLead * 60) * 1000 + rng.int(0, 999);
    p.incident.run(s, e, t0);
  } else if (p.lead) {
    const whole = rng.chance(0.35);
    const from = whole ? start : start + rng.int(60, Math.round(minutes * 60 * 0.5)) * 1000;
    const to = whole ? end : Math.min(end, from + rng.int(3, 8) * 60000);
    p.lead.run(s, e, from, to, 1);
  }
  const avoid = new Set([...(p.incident?.avoid ?? []), p.lead?.id ?? ""]);
  const extra = rng.shuffle(NOISE.filter((n) => fits(n, e) && !avoid.has(n.id))).slice(0, 2);
  for (const n of extra) n.run(s, e, start, end, 0.35);
  // An unrelated rollout and a config reload somewhere near the action.
  const origin = p.incident?.origin;
  const others = e.services.filter((x) => x !== origin && x !== e.services[0]);
  const pivot = t0 ?? start + rng.int(2, minutes - 2) * 60000;
  redeploy(s, e, rng.pick(others), pivot + rng.int(-150, 120) * 1000, rng.int(4000, 12000));
  reload(s, e, rng.pick(others), pivot + rng.int(-300, 300) * 1000);
  e.baseline(s);
  return { s, t0, minutes };
}

export function generateQuiet66(dir: string, seed = 6601): Quiet66Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = new Rng(seed);
  const ps = plans(rng);
  const labels: Quiet66Label[] = [];
  ps.forEach((p, i) => {
    const id = `q66-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const sub = rng.int(1, 2 ** 31);
    let load = 1;
    let lines: string[] = [];
    let t0: number | null = null;
    for (let attempt = 0; attempt < 6; attempt++) {
      const b = build(p, sub + attempt, load);
      lines = b.s.write(format, p.estate.services, p.estate.namespace);
      t0 = b.t0;
      if (lines.length > 9800) load *= (lines.length / 8500) * 1.05;
      else if (lines.length < 1600) load *= lines.length / 2500;
      else break;
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: t0 === null ? null : new Date(t0).toISOString(),
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: "tune",
      note: inc
        ? `${p.estate.company}: ${inc.note}.`
        : `${p.estate.company}: ${p.lead?.note}; nothing is actually broken.`,
      lines: lines.length,
    });
  });
  const splits = assignSplits(
    labels.map((l) => l.category ?? "quiet"),
    rng,
  );
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet66", generateQuiet66, (ls) => {
  const by = (k: (l: Quiet66Label) => string) =>
    Object.entries(
      ls.reduce<Record<string, number>>((a, l) => {
        a[k(l)] = (a[k(l)] ?? 0) + 1;
        return a;
      }, {}),
    )
      .map(([k, n]) => `${k} ${n}`)
      .join(", ");
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}`;
});
