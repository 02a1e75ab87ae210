// Builds one aggregated window: everyday traffic of an estate, health checks, jobs, noise, a deploy, and (for an
// incident) the failing service and its callers; per-service clock skew; sorted by printed time.
import { type Estate, health, type Svc } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Emit, Spec } from "./incidents.js";
import type { Rng } from "./rng.js";

export interface WindowPlan {
  t0: number;
  minutes: number;
  /** ms from t0; undefined for a quiet window */
  startMs?: number;
  traffic: number;
}

/** Poisson-ish arrival times at `perMin` between a and b (ms). */
function arrivals(r: Rng, a: number, b: number, perMin: number): number[] {
  const out: number[] = [];
  if (perMin <= 0) return out;
  const mean = 60000 / perMin;
  let t = a + r.next() * mean;
  while (t < b) {
    out.push(Math.floor(t));
    t += -Math.log(1 - r.next() * 0.999) * mean;
  }
  return out;
}

export function buildWindow(est: Estate, plan: WindowPlan, r: Rng, spec?: Spec, extras: Emit[] = []): Ev[] {
  const end = plan.t0 + plan.minutes * 60000;
  const start = plan.startMs === undefined ? undefined : plan.t0 + plan.startMs;
  const evs: Omit<Ev, "p">[] = [];
  const add = (t: number, svc: string, level: Level, msg: string, stack?: string, traced = false) =>
    evs.push({ t, svc, level, msg, ...(stack ? { stack } : {}), ...(traced ? { trace: "?" } : {}) });
  const origin = spec?.origin;
  const keep = spec?.keep ?? 0.6;

  // everyday traffic
  for (const s of est.svcs) {
    for (const t of arrivals(r, plan.t0, end, s.perMin * plan.traffic)) {
      if (origin === s.name && start !== undefined && t >= start && !r.chance(keep)) continue;
      const l = s.line(r);
      add(t, s.name, l.level, l.msg, undefined, true);
    }
    // health checks every 30 s (a quiet origin stops answering them too)
    const phase = r.int(0, 29999);
    for (let t = plan.t0 + phase; t < end; t += 30000) {
      if (origin === s.name && start !== undefined && t >= start && keep === 0) continue;
      add(t + r.int(0, 40), s.name, "INFO", health(s.rt, s.name, r));
    }
  }
  // constant harmless complaint from the first minute
  for (let t = plan.t0 + r.int(500, 8000); t < end; t += est.noisy.every * 1000 * (0.7 + r.next() * 0.6)) {
    const l = est.noisy.line(r);
    add(Math.floor(t), est.noisy.svc, l.level, l.msg);
  }
  for (const j of est.jobs) {
    for (let t = plan.t0 + r.int(0, j.every * 1000); t < end; t += j.every * 1000 + r.int(-300, 300)) {
      const l = j.line(r);
      add(t, j.svc, l.level, l.msg);
    }
  }
  for (const d of est.deprecations) {
    for (const t of arrivals(r, plan.t0, end, 0.12)) add(t, d.svc, "WARN", d.msg);
  }
  for (const k of est.retryOk) {
    for (const t of arrivals(r, plan.t0, end, 0.5)) add(t, k.svc, "WARN", k.msg(r));
  }
  // an unrelated deploy or reload near the failure (or somewhere mid-window)
  const deploys = est.deploys.filter((d) => d.svc !== origin);
  const dep = r.pick(deploys);
  const depAt =
    start !== undefined
      ? start + r.pick([-1, 1]) * r.int(25, 110) * 1000
      : plan.t0 + r.int(2, plan.minutes - 2) * 60000;
  add(depAt, dep.svc, "INFO", dep.msg(r));
  add(depAt + r.int(1500, 6000), dep.svc, "INFO", "ready: accepting traffic");

  for (const x of extras) {
    for (const t of arrivals(r, plan.t0 + (x.after ?? 0) * 1000, end, x.perMin))
      add(t, x.svc, x.level, x.msg(r), undefined, true);
  }

  if (spec && start !== undefined) {
    for (const p of spec.pre ?? []) add(start + (p.dt ?? 0) * 1000, p.svc, p.level, p.msg);
    for (const em of spec.emits) {
      const from = start + (em.after ?? 0) * 1000 + r.int(200, 4000);
      // ramp: the first minute at half rate
      for (const t of arrivals(r, from, end, em.perMin)) {
        if (t < from + 60000 && r.chance(0.4)) continue;
        const stack = em.stack && r.chance(em.stackP ?? 1) ? em.stack(r) : undefined;
        add(t, em.svc, em.level, em.msg(r), stack, em.level !== "FATAL");
      }
    }
  }

  // skew per service, then traces for traced estates (requests near in time share an id)
  const skew = new Map<string, number>();
  for (const s of [...new Set(evs.map((x) => x.svc))].sort()) skew.set(s, r.int(-300, 300));
  evs.sort((a, b) => a.t - b.t);
  let last = { id: r.hex(12), t: 0 };
  const out: Ev[] = [];
  for (const x of evs) {
    const ev: Ev = { ...x, p: x.t + (skew.get(x.svc) ?? 0) };
    if (x.trace) {
      if (est.traced) {
        if (!(x.t - last.t < 900 && r.chance(0.7))) last = { id: r.hex(12), t: x.t };
        ev.trace = last.id;
      } else delete ev.trace;
    }
    out.push(ev);
  }
  out.sort((a, b) => a.p - b.p);
  return out;
}

export const perMinute = (svcs: Svc[]) => svcs.reduce((s, x) => s + x.perMin, 0) + svcs.length * 2;
