// Builds one aggregated stream: baseline traffic, periodic jobs, noise, a nearby unrelated change, and the
// incident's own lines; then applies per-service clock skew and sorts by printed time.
import type { Estate } from "./estates.js";
import { type Ctx, type Ev, type Format, render } from "./formats.js";
import type { Emit, Spec } from "./incidents.js";
import { chance, hex, int, pick, type Rng } from "./rng.js";

export interface Window {
  estate: Estate;
  format: Format;
  start: number;
  minutes: number;
  targetLines: number;
  spec?: Spec;
  /** true ms of the start at the origin */
  at?: number;
  extra?: Emit[];
}

function poisson(r: Rng, from: number, to: number, perMin: number, ramp = false): number[] {
  const out: number[] = [];
  if (perMin <= 0) return out;
  const mean = 60000 / perMin;
  let t = from + r() * mean * 0.5;
  while (t < to) {
    if (!ramp || r() < Math.min(1, 0.1 + (0.9 * (t - from)) / 150000)) out.push(t);
    t += -Math.log(1 - r()) * mean;
  }
  return out;
}

export function buildStream(r: Rng, w: Window): string[] {
  const { estate: es, spec } = w;
  const end = w.start + w.minutes * 60000;
  const at = w.at ?? Number.POSITIVE_INFINITY;
  const silence = new Set(spec?.silence ?? []);
  const breaks = new Set(spec?.breaks ?? (spec ? [spec.origin] : []));
  const evs: Ev[] = [];
  const tid = () => (es.traces ? hex(r, 16) : undefined);
  const push = (ev: Ev, baseline = true) => {
    if (baseline && silence.has(ev.svc) && ev.t >= at) return;
    if (ev.t < w.start || ev.t >= end) return;
    evs.push(ev);
  };
  // periodic jobs and health checks
  for (const p of es.periodic) {
    let t = w.start + r() * p.every * 1000;
    while (t < end) {
      const [level, msg] = p.make(r);
      push({ t, svc: p.svc, level, msg });
      t += p.every * 1000 * (0.9 + r() * 0.2);
    }
  }
  // the noisy service, from the first minute
  for (const t of poisson(r, w.start, end, 60 / es.noisy.every)) {
    const [level, msg] = es.noisy.make(r);
    push({ t, svc: es.noisy.svc, level, msg });
  }
  // the domain's normal noise
  for (const t of poisson(r, w.start, end, 1.2)) {
    const d = pick(r, es.domain);
    const [level, msg] = d.make(r);
    push({ t, svc: d.svc, level, msg });
  }
  for (const [svc, msg] of es.deprecations) {
    for (const t of poisson(r, w.start, end, 0.25)) push({ t, svc, level: "warn", msg });
  }
  for (const t of poisson(r, w.start, end, 0.5)) {
    const rt = pick(r, es.retries);
    const [a, b] = rt.make(r);
    const trace = tid();
    push({ t, svc: rt.svc, level: "warn", msg: a, trace });
    push({ t: t + int(r, 400, 2500), svc: rt.svc, level: "info", msg: b, trace });
  }
  // an unrelated change near the start (or mid-window when quiet)
  const deps = es.deploys.filter((d) => d.svc !== spec?.origin);
  const dep = pick(r, deps);
  const depAt = Number.isFinite(at)
    ? at + (chance(r, 0.5) ? -1 : 1) * int(r, 30, 150) * 1000
    : w.start + (0.3 + r() * 0.4) * (end - w.start);
  for (const [i, msg] of dep.make(r).entries()) {
    push({ t: depAt + i * int(r, 40, 900), svc: dep.svc, level: "info", msg });
  }
  // the incident or quiet extras
  const emits = [...(spec?.emits ?? []), ...(w.extra ?? [])];
  const base = Number.isFinite(at) ? at : w.start;
  for (const em of emits) {
    const from = base + (em.from ?? 0) * 1000;
    const to = em.to === undefined ? end : base + em.to * 1000;
    for (const t of poisson(r, from, to, em.perMin, em.ramp)) {
      const trace = em.svc !== spec?.origin && chance(r, 0.8) ? tid() : undefined;
      push({ t, svc: em.svc, level: em.level, msg: em.make(r), stack: em.stack?.(r), trace }, false);
    }
  }
  for (const o of spec?.once ?? []) push({ t: at + o.at * 1000, svc: o.svc, level: o.level, msg: o.msg }, false);
  // request flows fill the rest of the budget
  const lineCount = (e: Ev) =>
    1 + (e.stack && (w.format === "logfmt" || w.format === "compose") ? e.stack.split("\n").length : 0);
  let used = evs.reduce((s, e) => s + lineCount(e), 0);
  const totalW = es.flows.reduce((s, f) => s + f.w, 0);
  const pickFlow = () => {
    let x = r() * totalW;
    for (const f of es.flows) {
      x -= f.w;
      if (x <= 0) return f;
    }
    return es.flows[0];
  };
  let guard = 0;
  while (used < w.targetLines && guard++ < 100000) {
    const t0 = w.start + r() * (end - w.start);
    const steps = pickFlow().make(r);
    // an edge's access line is written when its response goes out, after the calls it made
    if (steps.length > 1 && /(-> |status=| )20[01]\b/.test(steps[0].msg) && steps[1].svc !== steps[0].svc) {
      const first = steps.shift() as (typeof steps)[number];
      const rest = steps.reduce((a, x) => a + x.gap, 0);
      steps[0] = { ...steps[0], gap: steps[0].gap + first.gap };
      steps.push({ ...first, gap: int(r, 1, 25) + (rest > 5000 ? -rest + int(r, 50, 400) : 0) });
    }
    const trace = tid();
    const after = t0 >= at;
    if (after && steps.some((s) => breaks.has(s.svc)) && chance(r, 0.85)) continue;
    let t = t0;
    for (const s of steps) {
      t += s.gap;
      if (t >= end) break;
      if (after && silence.has(s.svc)) continue;
      if (s.level === "debug" && !chance(r, 0.3)) continue;
      push({ t, svc: s.svc, level: s.level === "debug" ? "info" : s.level, msg: s.msg, trace });
      used++;
    }
  }
  // per-service clock skew, then sort by printed time
  const skew = new Map(es.services.map((s) => [s, int(r, -300, 300)]));
  const pods = new Map(es.services.map((s) => [s, `${s}-${hex(r, 9)}-${hex(r, 5)}`]));
  const ctx: Ctx = {
    namespace: es.namespace,
    hostOf: (svc) => pods.get(svc) ?? svc,
    padTo: Math.max(...es.services.map((s) => s.length)) + 2,
  };
  const printed = evs.map((e) => ({ e, p: Math.round(e.t + (skew.get(e.svc) ?? 0)) }));
  printed.sort((a, b) => a.p - b.p);
  return printed.flatMap(({ e, p }) => render(w.format, e, p, ctx));
}
