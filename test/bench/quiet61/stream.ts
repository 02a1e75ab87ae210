// Builds one window: ordinary traffic, the noise bursts, an optional outage; then skews clocks, sorts and renders.
import type { Ctx } from "./ctx.js";
import type { Estate } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { IncidentSpec } from "./incidents.js";
import type { NoiseKind } from "./quiet.js";
import type { Rng } from "./rng.js";
import { baseline, deployNear, deprecations, noisy, probes, retriesThatWork, timers } from "./traffic.js";

export interface WindowPlan {
  estate: Estate;
  format: Format;
  start: number;
  minutes: number;
  noise: NoiseKind[];
  incident?: IncidentSpec;
  /** minutes of calm before the outage */
  leadMinutes: number;
  linesPerSec: number;
}

export interface BuiltWindow {
  text: string;
  lines: number;
  incidentStart: number | null;
  origin: string | null;
}

export function buildWindow(r: Rng, p: WindowPlan): BuiltWindow {
  const c: Ctx = { r, e: p.estate, start: p.start, end: p.start + p.minutes * 60000, out: [] };
  baseline(c, p.linesPerSec);
  probes(c);
  timers(c);
  noisy(c);
  deprecations(c);
  retriesThatWork(c);
  const t0 = p.incident ? p.start + p.leadMinutes * 60000 + r.int(0, 59) * 1000 + r.int(0, 999) : null;
  const mid = t0 ?? p.start + r.int(Math.floor((c.end - c.start) * 0.3), Math.floor((c.end - c.start) * 0.7));
  const originRole = p.incident?.origin;
  const others = p.estate.svcs.filter((s) => s.role !== originRole);
  deployNear(c, mid + r.pick([-1, 1]) * r.int(40000, 170000), r.pick(others));
  for (const n of p.noise) {
    const span = c.end - c.start;
    n.run(c, c.start + r.int(Math.floor(span * 0.05), Math.floor(span * 0.75)));
  }
  let mute: (e: Ev) => boolean = () => false;
  if (p.incident && t0 !== null) {
    const before = c.out.length;
    mute = p.incident.run(c, t0);
    // outage lines are written after the ordinary ones; only ordinary lines can be silenced
    const ordinary = c.out.slice(0, before).filter((e) => !mute(e));
    c.out = [...ordinary, ...c.out.slice(before)];
  }
  const skew = new Map(p.estate.svcs.map((s) => [s.name, r.int(-300, 300)]));
  const width = Math.max(...p.estate.svcs.map((s) => s.name.length)) + 4;
  const rows = c.out
    .filter((e) => e.t >= c.start && e.t < c.end)
    .map((e, i) => ({ e, i, printed: e.t + (skew.get(e.svc) ?? 0) }))
    .sort((a, b) => a.printed - b.printed || a.i - b.i);
  const lines: string[] = [];
  for (const row of rows) lines.push(...render(row.e, row.printed, p.format, { ns: p.estate.ns, width }));
  const origin = p.incident ? (p.estate.svcs.find((s) => s.role === originRole)?.name ?? null) : null;
  return { text: `${lines.join("\n")}\n`, lines: lines.length, incidentStart: t0, origin };
}
