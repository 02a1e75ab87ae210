// Builds one window: picks its services, lays the incident (or the main noise), small noise, chronic errors,
// traffic and ambient background, fits it into its line budget, skews each service's clock and renders it.
import { ambient } from "./ambient.js";
import { chronic } from "./chronic.js";
import { Ctx } from "./ctx.js";
import { ESTATES } from "./estates.js";
import { extOf, type Meta, render } from "./formats.js";
import type { Plan } from "./plan.js";
import { Rng } from "./rng.js";
import { runQueue, traffic } from "./traffic.js";
import type { Ev, Service } from "./types.js";

export interface Built {
  file: string;
  text: string;
  lines: number;
  incidentStart: string | null;
  note: string;
}

const RATE = { A: 1.9, B: 1.5, C: 1.7, D: 1.7 };

function pickServices(r: Rng, p: Plan): Service[] {
  const est = ESTATES[p.estate];
  const needs = p.incident?.needs ?? [];
  const excl = p.incident?.exclude ?? [];
  const out = est.services
    .filter((s) => !excl.includes(s.name))
    .filter((s) => !s.optional || needs.includes(s.name) || r.chance(0.65))
    .map((s) => ({ ...s }));
  return out;
}

function build(p: Plan, seed: number, scale: number): { c: Ctx; t: number | null; note: string } {
  const r = new Rng(seed);
  const est = ESTATES[p.estate];
  const svcs = pickServices(r.fork(1), p);
  const t0 = p.start;
  const t1 = t0 + p.minutes * 60000 + r.int(0, 59999);
  const c = new Ctx(r.fork(2), est, svcs, t0, t1, scale);
  const rs = r.fork(3);
  for (const s of svcs) c.skew.set(s.name, rs.chance(0.15) ? 0 : rs.int(-300, 300));
  let t: number | null = null;
  let note: string;
  const avoid: string[] = [];
  if (p.incident) {
    t = c.at(p.at);
    c.protect.push(p.incident.origin);
    p.incident.run(c, t);
    avoid.push(p.incident.origin);
    note = p.incident.note;
  } else {
    const main = p.main;
    main?.run(c, t0, t1);
    note = `A healthy ${est.brand} window whose main noise is ${main?.what ?? "ordinary traffic"}, with smaller noise beside it (${p.smalls.map((k) => k.what).join("; ")}), and nothing that needs action.`;
  }
  for (const k of p.smalls) k.run(c, t0, t1);
  chronic(c, avoid);
  traffic(c, RATE[p.estate] * scale);
  runQueue(c);
  ambient(c);
  return { c, t, note };
}

function renderAll(p: Plan, c: Ctx, seed: number): { text: string; lines: number } {
  const r = new Rng(seed ^ 0x5bd1e995);
  const skew = c.skew;
  const pods = new Map<string, string>();
  for (const s of c.svcs) {
    const hash = r.alnum(r.chance(0.5) ? 9 : 10, "bcdfghjklmnpqrstvwxz2456789");
    pods.set(
      s.name,
      s.role === "edge" || s.rt === "pgbouncer"
        ? `${s.name.replace(/_/g, "-")}-${r.alnum(5, "bcdfghjklmnpqrstvwxz2456789")}`
        : `${s.name.replace(/_/g, "-")}-${hash}-${r.alnum(5, "bcdfghjklmnpqrstvwxz2456789")}`,
    );
  }
  const m: Meta = {
    est: c.est,
    svc: new Map(c.svcs.map((s) => [s.name, s])),
    skew,
    pod: (svc) => pods.get(svc) ?? svc,
    r,
    width: Math.max(...c.svcs.map((s) => s.name.length + 2)) + 1,
  };
  const printed = (e: Ev) => e.t + (skew.get(e.svc) ?? 0);
  const evs = [...c.evs].sort((a, b) => printed(a) - printed(b) || a.seq - b.seq);
  const out = evs.map((e) => render(p.format, e, m));
  const text = `${out.join("\n")}\n`;
  return { text, lines: text.split("\n").length - 1 };
}

/** Thins background events (never the incident's or noise lines) until the file fits its budget. */
function thin(c: Ctx, keepShare: number, seed: number): void {
  const r = new Rng(seed ^ 0x2545f491);
  c.evs = c.evs.filter((e) => !e.bg || r.chance(keepShare));
}

export function buildScenario(p: Plan, seed: number): Built {
  let scale = 1;
  let b = build(p, seed, scale);
  let out = renderAll(p, b.c, seed);
  for (
    let i = 0;
    i < 4 && (out.lines < 1500 || out.lines > 10000 || Math.abs(out.lines - p.targetLines) > p.targetLines * 0.25);
    i++
  ) {
    scale = Math.max(0.15, Math.min(6, (scale * p.targetLines) / Math.max(1, out.lines)));
    b = build(p, seed, scale);
    out = renderAll(p, b.c, seed);
  }
  let keep = 1;
  while (out.lines > 10000 && keep > 0.05) {
    keep *= 0.85;
    const again = build(p, seed, scale);
    thin(again.c, keep, seed);
    b = again;
    out = renderAll(p, b.c, seed);
  }
  if (out.lines < 1500 || out.lines > 10000) throw new Error(`${p.id}: ${out.lines} lines outside 1500-10000`);
  return {
    file: `${p.id}.${extOf(p.format)}`,
    text: out.text,
    lines: out.lines,
    incidentStart: b.t === null ? null : new Date(b.t).toISOString(),
    note: b.note,
  };
}
