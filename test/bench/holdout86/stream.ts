// Builds one aggregated stream: baseline traffic, periodic jobs, noise, an unrelated change, and optionally trouble.
import type { Estate } from "./estates.js";
import type { Rec } from "./formats.js";
import type { Incident } from "./incidents.js";
import type { Rng } from "./rng.js";

export interface Window {
  t0: number; // ms
  durS: number;
  flowGapS: number; // mean gap between request flows
  startS: number | null; // trouble start, seconds after t0
  deployAtS: number;
  thin?: number; // stretches the gaps of the trouble's own lines when a file runs too long
}

export function buildStream(estate: Estate, r: Rng, w: Window, inc: Incident | null): Rec[] {
  const skew = new Map<string, number>();
  for (const s of estate.services) skew.set(s, r.i(-300, 300));
  const recs: Rec[] = [];
  const end = w.t0 + w.durS * 1000;
  const start = w.startS === null ? Number.POSITIVE_INFINITY : w.t0 + w.startS * 1000;
  const silenced = (svc: string, t: number): boolean => inc?.quietOrigin === true && svc === inc.origin && t >= start;
  const push = (t: number, svc: string, lv: Rec["level"], msg: string, req?: string): void => {
    if (t < w.t0 || t >= end) return;
    recs.push({ t, svc, level: lv, msg, skew: skew.get(svc) ?? 0, ...(req ? { req } : {}) });
  };

  // request flows
  for (let t = w.t0 + r.f() * 1000; t < end; t += r.f() * 2 * w.flowGapS * 1000) {
    const flow = r.pick(estate.flows);
    const req = estate.traces ? r.hex(16) : undefined;
    const touchesOrigin = inc !== null && flow.some((s) => s.svc === inc.origin);
    const broken = touchesOrigin && t >= start && r.chance(inc?.dropP ?? 0.5);
    let tt = t;
    for (const step of flow) {
      if (broken && step.svc === inc?.origin) break;
      const [lv, msg] = step.gen(r);
      if (!silenced(step.svc, tt)) push(tt, step.svc, lv, msg, req);
      tt += r.i(2, 120);
    }
  }
  // periodic jobs
  for (const p of estate.periodic) {
    for (let t = w.t0 + r.f() * p.everyS * 1000; t < end; t += p.everyS * 1000 * (0.9 + r.f() * 0.2)) {
      const [lv, msg] = p.gen(r);
      if (!silenced(p.svc, t)) push(t, p.svc, lv, msg);
    }
  }
  // the noisy service, from the first minute
  for (let t = w.t0 + r.f() * 2000; t < end; t += r.f() * 2 * estate.noisy.everyS * 1000) {
    const [lv, msg] = estate.noisy.gen(r);
    if (!silenced(estate.noisy.svc, t)) push(t, estate.noisy.svc, lv, msg);
  }
  // domain noise
  for (let t = w.t0 + r.f() * 3000; t < end; t += r.f() * 2 * 2500) {
    const s = r.pick(estate.sprinkle);
    const [lv, msg] = s.gen(r);
    if (!silenced(s.svc, t)) push(t, s.svc, lv, msg);
  }
  // an unrelated deploy or reload near the trouble (or somewhere in a quiet window)
  const deps = estate.deploys.filter((d) => d.svc !== inc?.origin);
  const dep = r.pick(deps.length ? deps : estate.deploys);
  let td = w.t0 + w.deployAtS * 1000;
  for (const l of dep.lines) {
    push(td, dep.svc, l.toLowerCase().includes("warning") ? "warn" : "info", l);
    td += r.i(50, 1500);
  }
  // the trouble itself
  if (inc && w.startS !== null) {
    for (const e of inc.emit) {
      const first = start + (e.delayS ?? 0) * 1000 + r.f() * 400;
      if (e.once) {
        const [lv, msg] = e.gen(r);
        push(first, e.svc, lv, msg, estate.traces ? r.hex(16) : undefined);
        continue;
      }
      for (let t = first; t < end; t += e.everyS * (w.thin ?? 1) * 1000 * (0.5 + r.f())) {
        const [lv, msg] = e.gen(r);
        push(t, e.svc, lv, msg, estate.traces && r.chance(0.7) ? r.hex(16) : undefined);
      }
    }
  }
  recs.sort((a, b) => a.t + a.skew - (b.t + b.skew));
  return recs;
}
