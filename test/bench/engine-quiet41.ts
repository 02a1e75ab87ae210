// Blind set quiet41: harmless windows that look alarming, from smart buildings and a parking and tolling operator.
//
// 48 scenarios, each one aggregated stream of 9-10 services of one made-up estate, 6-20 minutes, 1,500-10,000
// lines, rotating over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose):
// - Northgate Properties (office towers: BACnet/Modbus gateway, HVAC, energy meters, access control, visitors,
//   lifts, occupancy; no request ids), Halden Science Park (campus: badges over LDAP, kiosks, lifts, BACnet,
//   meters, people counters; no ids), Parkwise (car parks: ANPR lanes, barriers, pay stations, card payments,
//   permits; request ids) and Tollvia (toll road: gantries, tags, trips, image review, registry lookups,
//   violations, billing; request ids).
// - 40 quiet windows, each led by one of 39 kinds of alarming but harmless noise (devices dropping off the bus
//   overnight, forced and held doors, refused badges, unread plates at night in rain, card declines, tags billed
//   by plate, a gantry clock step, fire panel in test mode, G1 pauses, 429 throttling, ...) plus a second kind.
// - 8 outages on the same noise, one per category: timeout, memory, authentication, database, dependency, disk,
//   network, configuration. Callers report them in their own words and retry louder than the origin; one origin
//   logs only at WARN, one goes silent between crashes, one is a third party behind the service that talks to it.
// Every file also has a constantly noisy service from the first minute, health checks, periodic jobs,
// deprecation warnings, retries that succeed, and an unrelated deploy or reload (near the outage, if any), with
// per-service clock skew of up to 300 ms. Deterministic from the seed.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet41/estates.js";
import { EXT, FORMATS, type Format, type LogEvent } from "./quiet41/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet41/incidents.js";
import { deployLines, KINDS, type NoiseKind, retryLines } from "./quiet41/quiet.js";
import { mulberry32, type Rng } from "./quiet41/rng.js";
import { assignSplit } from "./quiet41/split.js";
import { type Breakage, buildEvents, renderWindow } from "./quiet41/stream.js";

export interface Quiet41Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  kind?: NoiseKind;
  second?: NoiseKind;
  incident?: IncidentDef;
}

const ESTATE_ORDER: Estate["key"][] = ["northgate", "parkwise", "tollvia", "halden"];

function plans(r: Rng): Plan[] {
  const quiet: Plan[] = [];
  for (const key of ESTATE_ORDER) {
    const own = KINDS.filter((k) => k.estate === key);
    const any = KINDS.filter((k) => k.estate === "any");
    const list = [...r.shuffle([...own]), ...r.shuffle([...any])].slice(0, 10);
    for (const kind of list) {
      const others = own.filter((k) => k !== kind);
      quiet.push({ estate: ESTATES[key], kind, second: r.pick(others) });
    }
  }
  const inc: Plan[] = INCIDENTS.map((i) => {
    const own = KINDS.filter((k) => k.estate === i.estate);
    return { estate: ESTATES[i.estate], incident: i, kind: r.pick(own) };
  });
  // interleave: incidents land at spread-out positions
  r.shuffle(quiet);
  const out = [...quiet];
  const slots = r
    .shuffle(Array.from({ length: 48 }, (_, i) => i))
    .slice(0, 8)
    .sort((a, b) => a - b);
  slots.forEach((s, k) => {
    out.splice(s, 0, inc[k]);
  });
  return out;
}

export function generateQuiet41(dir: string, seed = 4101): Quiet41Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const all = plans(r);
  const labels: Quiet41Label[] = [];
  const day0 = Date.UTC(2026, 10, 3, 0, 0, 0);
  all.forEach((p, i) => {
    const id = `q41-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const e = p.estate;
    // mostly night and early morning, some daytime
    const hour = r.pick([0, 1, 2, 3, 4, 5, 6, 22, 23, 9, 14, 17]);
    const start = day0 + (i % 12) * 86_400_000 + hour * 3_600_000 + r.int(0, 50) * 60_000 + r.int(0, 59) * 1000;
    const offMin = r.int(3, 8);
    const durMin = r.int(Math.max(6, offMin + 5), 20);
    const end = start + durMin * 60_000;
    const t0 = p.incident ? start + offMin * 60_000 + r.int(0, 59) * 1000 : null;
    const svcs = Object.keys(e.services);
    const extra: LogEvent[] = [];
    const ctx = { r, e, start, end };
    if (p.kind) extra.push(...p.kind.gen(ctx));
    if (p.second) extra.push(...p.second.gen(ctx));
    for (const d of e.deprecations) extra.push({ ...d, t: start + r.int(500, 90_000) });
    for (let k = r.int(3, 7); k > 0; k--) extra.push(...retryLines(r, e, start + r.int(0, durMin * 60_000 - 2000)));
    const bystander = p.incident?.bystander ?? r.pick(svcs);
    const deployAt = t0 !== null ? t0 + r.pick([-1, 1]) * r.int(40, 150) * 1000 : start + r.int(2, durMin - 2) * 60_000;
    const dep = deployLines(
      r,
      bystander,
      e.services[bystander],
      deployAt,
      `${r.int(1, 6)}.${r.int(0, 30)}.${r.int(0, 9)}`,
    );
    extra.push(...dep);
    if (e.services[bystander] !== "cpp")
      for (const d of e.deprecations.filter((x) => x.svc === bystander)) extra.push({ ...d, t: deployAt + 20_000 });
    let breaks: Breakage[] = [];
    let silence: { svc: string; from: number; until?: number }[] = [];
    if (p.incident && t0 !== null) {
      const o = p.incident.build(r, t0, end);
      breaks = o.breaks;
      silence = o.silence;
      extra.push(...o.extra);
    }
    const avgPerFlow =
      e.flows.reduce((s, f) => s + f.weight * f.gen(mulberry32(1), 0).length, 0) /
      e.flows.reduce((s, f) => s + f.weight, 0);
    const target = r.int(2000, 7000);
    let gap = Math.max(60, Math.round((durMin * 60_000 * avgPerFlow) / target));
    let lines: string[] = [];
    for (let tries = 0; tries < 6; tries++) {
      lines = renderWindow(r, buildEvents(r, { estate: e, start, end, gap, breaks, silence, extra }), e, format);
      if (lines.length <= 9_800 && lines.length >= 1_600) break;
      gap = Math.round(gap * (lines.length > 9_800 ? 1.25 : 0.8));
    }
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
      incidentStart: t0 !== null ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: "tune",
      note: inc
        ? `${e.key}: ${inc.note}; leading noise: ${p.kind?.note}.`
        : `${e.key}, nothing broken: ${p.kind?.note}; also ${p.second?.note}.`,
      lines: lines.length,
    });
  });
  const split = assignSplit(
    r,
    labels.map((l) => l.category ?? "quiet"),
  );
  labels.forEach((l, i) => {
    l.split = split[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet41", generateQuiet41, (labels) => {
  const kinds = new Set(labels.filter((l) => !l.isIncident).map((l) => l.note.split(": ")[1]?.split(";")[0]));
  const fm = FORMATS.map((f) => `${f}=${labels.filter((l) => l.format === f).length}`).join(" ");
  return `${kinds.size} quiet kinds, estates northgate/parkwise/tollvia/halden, formats ${fm}, tune=${labels.filter((l) => l.split === "tune").length}`;
});
