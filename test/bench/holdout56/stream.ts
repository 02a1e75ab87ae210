// Builds one aggregated stream: baseline traffic of an estate, its background noise, and timed bursts on top.
import type { Estate } from "./estates.js";
import type { Level, Printed } from "./formats.js";
import { fill, type Rng } from "./rng.js";

export interface Ev {
  t: number; // true epoch ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

/** Messages one service logs repeatedly from `delay` seconds after the start of the trouble. */
export interface Burst {
  svc: string;
  lvl: Level;
  msgs: string[];
  perMin: number;
  delay?: number;
  until?: number;
  stack?: string;
  stackEvery?: number; // 1 = every event carries the stack, 3 = every third
}
/** A single line at `at` seconds relative to the start of the trouble (negative = before). */
export interface Once {
  at: number;
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string;
}

export interface WindowPlan {
  start: number;
  durMs: number;
  target: number; // baseline lines wanted
  silence: { svc: string; from: number }[];
  deployAt: number;
  deployAvoid: string[];
}

export function baseline(est: Estate, r: Rng, p: WindowPlan): Ev[] {
  const evs: Ev[] = [];
  const end = p.start + p.durMs;
  const silent = (svc: string, t: number) => p.silence.some((s) => s.svc === svc && t >= s.from);
  const traceBuckets = new Map<number, string>();
  const traceAt = (t: number) => {
    const b = Math.floor(t / 1700);
    let id = traceBuckets.get(b);
    if (!id) {
      id = r.hex(16);
      traceBuckets.set(b, id);
    }
    return id;
  };
  const push = (e: Ev) => {
    if (e.t < p.start || e.t >= end || silent(e.svc, e.t)) return;
    evs.push(e);
  };
  const totalW = est.services.reduce((s, x) => s + x.weight, 0);
  for (const s of est.services) {
    const n = Math.round((p.target * s.weight) / totalW);
    const tw = s.tpls.reduce((a, x) => a + (x.w ?? 1), 0);
    for (let i = 0; i < n; i++) {
      let k = r.next() * tw;
      let tpl = s.tpls[0];
      for (const x of s.tpls) {
        k -= x.w ?? 1;
        if (k <= 0) {
          tpl = x;
          break;
        }
      }
      if (!tpl) continue;
      const t = p.start + Math.floor(r.next() * p.durMs);
      push({
        t,
        svc: s.name,
        level: tpl.lvl,
        msg: fill(tpl.t, r),
        trace: est.traces && tpl.trace ? traceAt(t) : undefined,
      });
    }
  }
  for (const pj of est.periodic) {
    for (let t = p.start + r.int(0, pj.everySec * 1000); t < end; t += pj.everySec * 1000 + r.int(-400, 400)) {
      push({ t, svc: pj.svc, level: pj.lvl, msg: fill(pj.t, r) });
    }
  }
  const nz = est.noise;
  const nNoise = Math.round((nz.perMin * p.durMs) / 60000);
  push({ t: p.start + r.int(500, 20000), svc: nz.svc, level: nz.lvl, msg: fill(nz.t, r) });
  for (let i = 0; i < nNoise; i++) {
    push({ t: p.start + Math.floor(r.next() * p.durMs), svc: nz.svc, level: nz.lvl, msg: fill(nz.t, r) });
  }
  for (const d of est.deprecations) {
    for (let t = p.start + r.int(2000, 50000); t < end; t += r.int(150000, 300000)) {
      push({ t, svc: d.svc, level: "warn", msg: fill(d.t, r) });
    }
  }
  for (const rt of est.retries) {
    const n = r.int(2, 5);
    for (let i = 0; i < n; i++) {
      const t = p.start + Math.floor(r.next() * (p.durMs - 5000));
      push({ t, svc: rt.svc, level: "warn", msg: fill(rt.warn, r) });
      push({ t: t + r.int(300, 3500), svc: rt.svc, level: "info", msg: fill(rt.ok, r) });
    }
  }
  const deps = est.deploys.filter((d) => !p.deployAvoid.includes(d.svc));
  const dep = r.pick(deps.length ? deps : est.deploys);
  let t = p.deployAt;
  for (const l of dep.lines) {
    push({ t, svc: dep.svc, level: l.lvl, msg: fill(l.t, r) });
    t += r.int(2500, 9000);
  }
  return evs;
}

export function bursts(r: Rng, t0: number, end: number, bs: Burst[], once: Once[], traces: boolean): Ev[] {
  const evs: Ev[] = [];
  for (const b of bs) {
    let t = t0 + Math.round((b.delay ?? 0) * 1000);
    const stop = b.until === undefined ? end : Math.min(end, t0 + b.until * 1000);
    let i = 0;
    const gap = 60000 / b.perMin;
    while (t < stop) {
      const every = b.stackEvery ?? 1;
      evs.push({
        t,
        svc: b.svc,
        level: b.lvl,
        msg: fill(r.pick(b.msgs), r),
        stack: b.stack && i % every === 0 ? fill(b.stack, r) : undefined,
        trace: traces && r.chance(0.6) ? r.hex(16) : undefined,
      });
      i++;
      t += Math.max(20, Math.round(gap * (0.3 + r.next() * 1.4)));
    }
  }
  for (const o of once) {
    const t = t0 + Math.round(o.at * 1000);
    if (t < end)
      evs.push({ t, svc: o.svc, level: o.lvl, msg: fill(o.msg, r), stack: o.stack ? fill(o.stack, r) : undefined });
  }
  return evs;
}

/** Applies each service's clock skew and sorts by printed time. */
export function skewAndSort(evs: Ev[], skew: Map<string, number>, hosts: Map<string, string>): Printed[] {
  const day = (s: string, t: number) => {
    const d = new Date(t).toISOString().slice(0, 10);
    const c = d.replace(/-/g, "");
    return s
      .replace(/2026-06-0\d/g, d)
      .replace(/2026060\d_/g, `${c}_`)
      .replace(/\$2026060\d/g, `$${c}`)
      .replace(/\b202606_/g, `${c.slice(0, 6)}_`);
  };
  const out: Printed[] = evs.map((e) => ({
    at: e.t + (skew.get(e.svc) ?? 0),
    svc: e.svc,
    level: e.level,
    msg: day(e.msg, e.t),
    stack: e.stack === undefined ? undefined : day(e.stack, e.t),
    trace: e.trace,
    host: hosts.get(e.svc) ?? `${e.svc}-0`,
  }));
  return out.sort((a, b) => a.at - b.at);
}
