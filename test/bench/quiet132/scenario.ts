// Builds one scenario's file: picks its day and window, lays periodic lines, a chronic harmless error, the
// noise, the incident if any, and background traffic sized so the file lands within its line budget.
import { isDown } from "./ctx.js";
import { EXT, makeRenderCtx, render } from "./formats.js";
import type { Plan } from "./plan.js";
import { Rng } from "./rng.js";
import { background } from "./stream.js";
import { iso } from "./text.js";
import type { Ctx } from "./types.js";

export interface Built {
  file: string;
  text: string;
  lines: number;
  incidentStart: string | null;
  note: string;
}

const MIN_LINES = 1500;
const MAX_LINES = 10000;

function avgSteps(c: Ctx): number {
  const scratch = { ...c, rng: c.rng.fork(7), events: [], hooks: [], down: [], drop: [] };
  const items = c.estate.flows.map((f) => [f, f.weight] as const);
  let n = 0;
  for (let i = 0; i < 300; i++) n += scratch.rng.weighted(items).run(scratch, c.start).length;
  return n / 300;
}

function attempt(plan: Plan, seed: number, target: number): Built {
  const r = new Rng(seed);
  const e = plan.estate;
  const day = r.pick(e.days);
  const [y, m, d] = day.date.split("-").map(Number) as [number, number, number];
  const seconds = r.int(6 * 60, 20 * 60);
  const start = Date.UTC(y, m - 1, d, r.int(day.from, day.to - 1), r.int(0, 59), r.int(0, 59), r.int(0, 999));
  const end = start + seconds * 1000;
  const c: Ctx = { rng: r, estate: e, start, end, events: [], hooks: [], down: [], drop: [] };
  const span = end - start;

  e.periodic(c);
  if (r.chance(0.85)) r.pick(e.chronic)(c);
  let t0: number | null = null;
  let note: string;
  if (plan.incident) {
    const inc = plan.incident;
    t0 = Math.round(start + span * r.float(0.3, 0.6));
    for (const [i, k] of plan.extras.entries()) k.run(c, start, end, i === 0 && r.chance(0.6));
    inc.build(c, t0);
    note = inc.note;
  } else {
    const primary = plan.primary;
    if (!primary) throw new Error(`${plan.id}: quiet window without a noise kind`);
    const from = start + span * r.float(0, 0.3);
    const to = Math.min(end, from + span * r.float(0.45, 0.95));
    primary.run(c, from, to, true);
    const loud = r.chance(0.35);
    for (const [i, k] of plan.extras.entries()) k.run(c, start, end, loud && i === 0);
    note = `Quiet window at ${e.org}: ${primary.what}, with ${plan.extras.map((k) => k.what).join(" and ")}; nothing is broken.`;
  }

  const fixed = c.events.reduce((s, ev) => s + 1 + (ev.stack?.length ?? 0), 0);
  const perFlow = avgSteps(c);
  const budget = Math.max(target - fixed, target * 0.25);
  background(c, Math.max(0.2, budget / (perFlow * (span / 1000))));
  if (t0 !== null && !c.events.some((ev) => ev.t === t0 && ev.svc === plan.incident?.origin))
    throw new Error(`${plan.id}: the origin logs nothing at the incident start`);

  const events = c.events
    .map((ev, i) => ({ ev, i }))
    .filter(({ ev }) => !c.drop.some((f) => f(ev)) && !isDown(c, ev.svc, ev.t))
    .sort((a, b) => a.ev.t - b.ev.t || a.i - b.i)
    .map(({ ev }) => ev);
  const rc = makeRenderCtx(plan.format, e, r.fork(11));
  const out: string[] = [];
  for (const ev of events) out.push(...render(rc, ev));
  return {
    file: `${plan.id}.${EXT[plan.format]}`,
    text: `${out.join("\n")}\n`,
    lines: out.length,
    incidentStart: t0 === null ? null : iso(t0),
    note,
  };
}

/** Builds the scenario, re-drawing its budget until the file is 1,500-10,000 lines. */
export function buildScenario(plan: Plan, seed: number): Built {
  const r = new Rng(seed ^ 0x5bd1e995);
  for (let k = 0; k < 8; k++) {
    const target = r.int(1900, 8800);
    const b = attempt(plan, seed + k * 7919, target);
    if (b.lines >= MIN_LINES && b.lines <= MAX_LINES) return b;
  }
  throw new Error(`${plan.id}: could not land within ${MIN_LINES}-${MAX_LINES} lines`);
}
