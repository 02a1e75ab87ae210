// Builds one aggregated stream: everyday traffic of a company, its ambient noise, a deploy near the interesting
// moment, and (for incidents) what the broken service and its callers log; per-service clock skew, sorted by
// printed time, rendered in one of the six formats.
import type { Estate } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Spec } from "./incidents.js";
import type { Ambient } from "./quiet.js";
import { chance, hex, int, pick, type Rng } from "./rng.js";

export interface Plan {
  estate: Estate;
  format: Format;
  t0: number; // window start (ms)
  windowSec: number;
  startSec: number | null; // incident start, seconds into the window
  spec: Spec | null;
  ambient: Ambient[];
}

interface Raw {
  t: number; // true time
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

/** Poisson arrivals with mean gap `every` seconds between `from` and `to`. */
function arrivals(r: Rng, from: number, to: number, every: number): number[] {
  const out: number[] = [];
  let t = from + -Math.log(1 - r()) * every * r();
  while (t < to) {
    out.push(t);
    t += -Math.log(1 - r()) * every;
  }
  return out;
}

export function buildStream(r: Rng, p: Plan): string[] {
  const { estate: es, spec } = p;
  const end = p.windowSec;
  const start = p.startSec ?? Number.POSITIVE_INFINITY;
  const origin = spec?.origin ?? null;
  const keep = spec?.keep ?? 0.5;
  const evs: Raw[] = [];
  const tid = () => (es.traceKey ? hex(r, es.traceLen) : undefined);
  const dropped = (svc: string, t: number) => svc === origin && t >= start && !chance(r, keep);
  const push = (t: number, svc: string, lvl: Level, msg: string, stack?: string[], trace?: string): void => {
    evs.push({ t: p.t0 + Math.round(t * 1000), svc, lvl, msg, stack, trace });
  };

  // request flows across services
  if (es.flows.length) {
    for (const t of arrivals(r, 0, end, 60 / es.flowsPerMin)) {
      const flow = pick(r, es.flows);
      if (origin && t >= start && flow.some(([s]) => s === origin) && !chance(r, keep)) continue;
      const trace = tid();
      let dt = 0;
      for (const [svc, line] of flow) {
        push(t + dt, svc, "info", line(r), undefined, trace);
        dt += int(r, 2, 45) / 1000;
      }
    }
  }
  for (const [svc, perMin, line] of es.solo) {
    for (const t of arrivals(r, 0, end, 60 / perMin)) {
      if (dropped(svc, t)) continue;
      const [lvl, msg] = line(r);
      push(t, svc, lvl, msg, undefined, es.traceKey && chance(r, 0.5) ? tid() : undefined);
    }
  }
  for (const [svc, msg] of es.health) {
    for (let t = int(r, 0, 14000) / 1000; t < end; t += 15 + int(r, -300, 300) / 1000) {
      if (svc === origin && t >= start && keep < 0.1) continue;
      push(t, svc, "info", msg);
    }
  }
  const [jobSvc, period, job] = es.job;
  for (let t = int(r, 1, period); t < end; t += period + int(r, 0, 900) / 1000) {
    if (!dropped(jobSvc, t)) push(t, jobSvc, "info", job(r));
  }
  const [nSvc, nLvl, nPerMin, nLine] = es.noisy;
  for (const t of arrivals(r, 2, end, 60 / nPerMin)) if (!dropped(nSvc, t)) push(t, nSvc, nLvl, nLine(r));
  const [dSvc, dPerMin, dMsg] = es.deprecation;
  for (const t of arrivals(r, 10, end, 60 / dPerMin)) if (!dropped(dSvc, t)) push(t, dSvc, "warn", dMsg);
  const [rSvc, rLines] = es.retryOk;
  for (const t of arrivals(r, 20, end, 80)) {
    if (dropped(rSvc, t)) continue;
    const [a, b] = rLines(r);
    push(t, rSvc, "warn", a);
    push(t + int(r, 500, 3000) / 1000, rSvc, "info", b);
  }
  for (const [svc, lvl, perMin, line] of p.ambient) {
    for (const t of arrivals(r, 0, end, 60 / perMin)) if (!dropped(svc, t)) push(t, svc, lvl, line(r));
  }

  // an unrelated deploy or config reload near the moment that matters (or somewhere in a quiet window)
  const deploys = es.deploys.filter(([svc]) => svc !== origin);
  const [depSvc, depLines] = pick(r, deploys);
  const anchor = Number.isFinite(start) ? start : int(r, 120, Math.max(121, end - 120));
  const depAt = Math.min(end - 20, Math.max(10, anchor + pick(r, [-1, 1]) * int(r, 25, 150)));
  for (const [i, l] of depLines.entries()) push(depAt + i * int(r, 1, 6), depSvc, "info", l);

  if (spec && Number.isFinite(start)) {
    if (spec.change) {
      const [before, svc, lines] = spec.change;
      for (const [i, l] of lines.entries()) push(start - before + i * 0.8, svc, "info", l);
    }
    for (const e of spec.emits) {
      const caller = e.svc !== spec.origin;
      const from = start + (e.from ?? (caller ? int(r, 2, 9) : 0));
      const to = e.until !== undefined ? Math.min(end, start + e.until) : end;
      const times = to - from <= 1 ? [from] : arrivals(r, from, to, e.every);
      if (!caller && e.from === undefined) times.unshift(start);
      for (const t of times) {
        if (t >= end) continue;
        push(t, e.svc, e.lvl, e.m(r), e.stack?.(r), caller && es.traceKey ? tid() : undefined);
      }
    }
  }

  // per-service clock skew, then sort by printed time
  const skew = new Map<string, number>();
  for (const s of es.services) skew.set(s, int(r, -300, 300));
  const printed: Ev[] = evs.map((e) => ({ ...e, t: e.t + (skew.get(e.svc) ?? 0) }));
  printed.sort((a, b) => a.t - b.t);
  const pad = Math.max(...es.services.map((s) => s.length)) + 4;
  return printed.flatMap((e) => render(p.format, e, es.ns, pad, es.traceKey));
}
