// Builds one aggregated window: background traffic, the domain's noise, jobs, a nearby unrelated deploy, whatever
// the scenario adds; then skews each service's clock, sorts by printed time and renders the lines.
import { type Estate, flowKeys, type Gen } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  est: Estate;
  t0: number;
  t1: number;
  start: number;
  /** background lines of svc dropped with probability p from time `from` on (a service going quiet or failing) */
  suppress(svc: string, p: number, from?: number): void;
  emit(svc: string, t: number, level: Level, msg: string, stack?: string[], trace?: string): void;
  /** a Poisson stream of perMin events per minute between from and to */
  poisson(from: number, to: number, perMin: number, fn: (t: number, trace: string | undefined) => void): void;
  every(from: number, to: number, sec: number, fn: (t: number) => void): void;
  trace(): string | undefined;
}

interface Built {
  lines: string[];
}

export function buildWindow(
  r: Rng,
  est: Estate,
  fmt: Format,
  t0: number,
  t1: number,
  start: number,
  targetLines: number,
  scenario: (ctx: Ctx) => void,
): Built {
  const evs: (Ev & { bg?: boolean })[] = [];
  const supp = new Map<string, { p: number; from: number }>();
  const trace = () => (est.tracing ? r.hex(16) : undefined);
  const poissonRaw = (from: number, to: number, perMin: number, fn: (t: number) => void) => {
    if (perMin <= 0) return;
    const mean = 60000 / perMin;
    let t = from + -Math.log(1 - r.next()) * mean;
    while (t < to) {
      fn(Math.round(t));
      t += -Math.log(1 - r.next()) * mean;
    }
  };
  const pods = new Map(est.services.map((s) => [s.name, r.int(1, 3)]));
  const push = (svc: string, t: number, level: Level, msg: string, stack?: string[], tr?: string, bg?: boolean) => {
    evs.push({ t, svc, level, msg, stack, trace: tr, pod: r.int(0, (pods.get(svc) ?? 1) - 1), bg });
  };
  const ctx: Ctx = {
    r,
    est,
    t0,
    t1,
    start,
    suppress: (svc, p, from) => supp.set(svc, { p, from: from ?? start }),
    emit: (svc, t, level, msg, stack, tr) => push(svc, t, level, msg, stack, tr),
    poisson: (from, to, perMin, fn) => poissonRaw(from, to, perMin, (t) => fn(t, trace())),
    every: (from, to, sec, fn) => {
      for (let t = from + r.int(0, sec * 1000); t < to; t += sec * 1000 + r.int(-400, 400)) fn(t);
    },
    trace,
  };
  // the scenario first, so that its suppressions apply to the background
  scenario(ctx);

  const minutes = (t1 - t0) / 60000;
  const perMinBase =
    est.services.reduce((s, v) => s + v.perMin, 0) +
    est.flowsPerMin * (est.flows.reduce((s, f) => s + f.w * f.hops.length, 0) / est.flows.reduce((s, f) => s + f.w, 0));
  const scale = Math.max(0.3, (targetLines - evs.length * 1.3) / (minutes * perMinBase));
  const dropped = (svc: string, t: number) => {
    const s = supp.get(svc);
    return s !== undefined && t >= s.from && r.chance(s.p);
  };
  const pickW = <T extends { w: number }>(xs: T[]) => {
    let x = r.next() * xs.reduce((s, v) => s + v.w, 0);
    for (const v of xs) {
      x -= v.w;
      if (x <= 0) return v;
    }
    return xs[xs.length - 1];
  };
  for (const s of est.services) {
    poissonRaw(t0, t1, s.perMin * scale, (t) => {
      if (dropped(s.name, t)) return;
      const tp = pickW(s.tpl);
      push(s.name, t, tp.level ?? "INFO", tp.f(r), undefined, undefined, true);
    });
  }
  poissonRaw(t0, t1, est.flowsPerMin * scale, (t) => {
    const fl = pickW(est.flows);
    const tr = trace();
    const k = flowKeys(r);
    let at = t;
    // a hop whose service is failing or quiet ends the flow there: the scenario writes what happens instead
    for (const h of fl.hops) {
      if (dropped(h.svc, t)) return;
      at += r.int(2, 90);
      push(h.svc, at, h.level ?? "INFO", h.f(r, k), undefined, tr, true);
    }
  });
  poissonRaw(t0, t1, est.noisy.perMin, (t) => {
    if (!dropped(est.noisy.svc, t)) push(est.noisy.svc, t, est.noisy.level, est.noisy.f(r), undefined, undefined, true);
  });
  for (const j of est.jobs) {
    ctx.every(t0, t1, j.everySec, (t) => {
      if (!dropped(j.svc, t)) push(j.svc, t, j.level ?? "INFO", j.f(r), undefined, undefined, true);
    });
  }
  // an unrelated deploy or config reload close to the scenario's start
  const dep = r.pick(est.deploys);
  let dt = Math.min(t1 - 30000, Math.max(t0 + 30000, start + r.int(-150, 120) * 1000));
  for (const g of dep.lines as Gen[]) {
    dt += r.int(200, 2500);
    push(dep.svc, dt, "INFO", g(r));
  }

  const skew = new Map(est.services.map((s) => [s.name, r.int(-300, 300)]));
  const withPrinted = evs
    .filter((e) => e.t >= t0 && e.t < t1)
    .map((e, i) => ({ e, i, p: e.t + (skew.get(e.svc) ?? 0) }))
    .sort((a, b) => a.p - b.p || a.i - b.i);
  const padTo = Math.max(...est.services.map((s) => s.name.length)) + 3;
  const lines: string[] = [];
  for (const { e, p } of withPrinted) lines.push(...render(fmt, e, p, est.ns, padTo));
  return { lines };
}
