// Builds one aggregated window: baseline traffic, jobs, noise, a nearby unrelated change and (optionally) the
// incident's lines; applies per-service clock skew and sorts by printed time.
import { type Estate, health, newCtx } from "./estates.js";
import type { FormatCtx, Printed } from "./formats.js";
import type { Emit, Incident } from "./incidents.js";
import type { Rng } from "./rng.js";

export interface WindowSpec {
  estate: Estate;
  t0: number; // epoch ms of the window start
  duration: number; // seconds
  start: number; // seconds from t0 when the fault starts (or the quiet window's busy episode)
  targetLines: number;
  incident?: Incident;
  extras?: Emit[];
}

interface Ev {
  t: number; // true ms
  svc: string;
  level: Printed["level"];
  msg: string;
  stack?: string;
  trace?: string;
}

function times(r: Rng, from: number, to: number, every: number, fixed: boolean, phase = true): number[] {
  const out: number[] = [];
  let t = fixed ? from + (phase ? r.next() * Math.min(every, 3) : r.next() * 0.3) : from + r.gap(every);
  while (t < to) {
    out.push(fixed && !phase ? t + r.next() * 0.6 : t);
    t += fixed ? (phase ? every * (0.97 + r.next() * 0.06) : every) : r.gap(every);
  }
  return out;
}

export function buildWindow(r: Rng, w: WindowSpec): { events: Printed[]; ctx: FormatCtx } {
  const { estate, incident } = w;
  const svcs = Object.keys(estate.services);
  const skew: Record<string, number> = {};
  for (const s of svcs) skew[s] = r.int(-300, 300);
  const evs: Ev[] = [];
  const end = w.duration;
  const origin = incident?.origin;
  const silentAfter = (svc: string, t: number) => incident?.silent === true && svc === origin && t >= w.start;
  const trace = () => (estate.traces ? r.hex(12) : undefined);

  // periodic lines: jobs, domain noise, deprecations, successful retries, the noisy service, health probes
  const periodic = [...estate.periodic, estate.noisy];
  let fixedRate = 0;
  for (const p of periodic) fixedRate += 1 / p.every;
  fixedRate += svcs.length / 20;
  let flowRate = 0;
  for (const f of estate.flows) flowRate += f.steps.length / f.every;
  const k = Math.max(0.3, (w.targetLines / w.duration - fixedRate) / flowRate);

  for (const p of periodic) {
    for (const t of times(r, 0, end, p.every, p.jitter !== true)) {
      if (silentAfter(p.svc, t)) continue;
      const c = newCtx(r);
      const text = p.msg(r, c);
      if (p.svc === origin && t >= w.start && incident?.mute?.some((m) => text.includes(m))) continue;
      evs.push({ t, svc: p.svc, level: p.level, msg: text, stack: p.stack?.(r, c) });
    }
  }
  for (const s of svcs) {
    const h = health(estate.services[s], s);
    for (const t of times(r, 0, end, 20, true)) {
      if (silentAfter(s, t)) continue;
      evs.push({ t, svc: s, level: "info", msg: h(r, newCtx(r)) });
    }
  }

  // request flows
  for (const f of estate.flows) {
    const oi = origin ? f.steps.findIndex((s) => s.svc === origin) : -1;
    for (const t of times(r, 0, end, f.every / k, false)) {
      const c = newCtx(r);
      const tr = trace();
      const broken = oi >= 0 && t >= w.start && (incident?.silent === true || r.chance(incident?.failFrac ?? 0.85));
      let at = t;
      f.steps.forEach((s, i) => {
        at += (s.lag * (0.6 + r.next() * 0.8)) / 1000;
        if (broken && i >= oi) return;
        evs.push({ t: at, svc: s.svc, level: s.level, msg: s.msg(r, c), trace: tr });
      });
    }
  }

  // an unrelated release or config reload near the start
  const changes = estate.changes.filter((c) => c.svc !== origin);
  const ch = r.pick(changes);
  let ct = Math.min(end - 30, Math.max(20, w.start + r.int(-150, 120)));
  for (const [level, msg] of ch.lines) {
    evs.push({ t: ct, svc: ch.svc, level, msg: msg(r, newCtx(r)) });
    ct += 0.3 + r.next() * 2;
  }

  // the origin's own change before the start (configuration)
  if (incident?.pre) {
    let pt = w.start - r.int(40, 150);
    for (const [level, msg] of incident.pre) {
      evs.push({ t: pt, svc: incident.origin, level, msg: msg(r, newCtx(r)) });
      pt += 0.5 + r.next() * 1.5;
    }
  }

  // incident or quiet-episode lines
  const emits = incident ? incident.emits : (w.extras ?? []);
  let firstOrigin = true;
  for (const em of emits) {
    const from = w.start + (em.after ?? 0) + (em.after && !em.fixed ? r.next() * 2 : 0);
    const to = Math.min(end, em.until === undefined ? end : w.start + em.until);
    const ts = times(r, from, to, em.every, em.fixed === true, false);
    if (incident && firstOrigin && em.svc === origin && em.after === undefined) {
      firstOrigin = false;
      ts.unshift(w.start + 0.05 + r.next() * 0.4);
    }
    for (const t of ts) {
      const c = newCtx(r);
      const tr = estate.traces && r.chance(0.6) ? r.hex(12) : undefined;
      evs.push({ t, svc: em.svc, level: em.level, msg: em.msg(r, c), stack: em.stack?.(r, c), trace: tr });
    }
  }

  const printed: Printed[] = evs
    .filter((e) => e.t >= 0 && e.t < end)
    .map((e) => ({
      ts: w.t0 + Math.round(e.t * 1000) + skew[e.svc],
      svc: e.svc,
      level: e.level,
      msg: e.msg,
      stack: e.stack,
      trace: e.trace,
    }));
  printed.sort((a, b) => a.ts - b.ts);
  const pad = Math.max(...svcs.map((s) => s.length)) + 3;
  return { events: printed, ctx: { namespace: estate.namespace, pad } };
}
