// Builds one aggregated stream: baseline flows and periodic noise, one unrelated change, the story (if any),
// per-service clock skew, sorted by printed time and rendered in one format.
import type { Estate, Line } from "./estates.js";
import { type Format, type LogEvent, render } from "./formats.js";
import type { Incident } from "./incidents.js";
import type { Rng } from "./rng.js";

export interface StreamSpec {
  estate: Estate;
  format: Format;
  /** true start of the window, ms */
  t0: number;
  durSec: number;
  /** seconds after t0 at which the fault starts (incidents) or the quiet episodes centre */
  startSec: number;
  flowsPerSec: number;
  incident?: Incident;
  episodes?: ((r: Rng) => Line[])[];
}

export function buildEvents(spec: StreamSpec, r: Rng): LogEvent[] {
  const { estate, t0, durSec, startSec, incident } = spec;
  const end = t0 + durSec * 1000;
  const start = t0 + startSec * 1000;
  const ev: LogEvent[] = [];
  const active = (t: number) => incident !== undefined && t >= start;
  const dropped = (svc: string, msg: string, t: number): boolean => {
    if (!incident || !active(t)) return false;
    if (incident.quiet && svc === incident.origin) return true;
    for (const s of incident.suppress) {
      if (s.svc === svc && (!s.match || msg.includes(s.match)) && r.chance(s.p)) return true;
    }
    return false;
  };
  const push = (t: number, l: Line, trace?: string) => {
    if (t < t0 || t >= end) return;
    ev.push({ t, svc: l.svc, level: l.level, msg: l.msg, stack: l.stack, trace });
  };

  // request flows
  for (let t = t0 + r.exp(1000 / spec.flowsPerSec); t < end; t += r.exp(1000 / spec.flowsPerSec)) {
    const flow = pickWeighted(estate.flows, r);
    const trace = estate.traced ? r.hex(16) : undefined;
    for (const l of flow.gen(r)) {
      const at = t + (l.dt ?? 0) + r.int(0, 6);
      if (!dropped(l.svc, l.msg, at)) push(at, l, trace);
    }
  }
  // periodic noise, health checks, jobs
  for (const p of estate.periodic) {
    for (let t = t0 + r.float(0, p.every * 1000); t < end; t += p.every * 1000 * r.float(0.6, 1.4)) {
      for (const l of p.gen(r)) {
        const at = t + (l.dt ?? 0);
        if (!dropped(l.svc, l.msg, at)) push(at, l);
      }
    }
  }
  // one unrelated change near the interesting minute
  const change = r.pick(estate.changes);
  const ct = start + r.int(-150, 90) * 1000;
  for (const l of change(r)) push(ct + (l.dt ?? 0), l);

  if (incident) {
    if (incident.pre) for (const l of incident.pre(r)) push(start + (l.dt ?? 0), l);
    for (const s of incident.streams) {
      if (s.group) {
        const to = s.stop === undefined ? end : start + s.stop * 1000;
        let k = 0;
        for (
          let t = start + (s.delay ?? 0) * 1000 + r.float(0, 3000);
          t < to;
          t += s.every * 1000 * r.float(0.8, 1.2)
        ) {
          const trace = estate.traced && r.chance(0.5) ? r.hex(16) : undefined;
          for (const l of s.group(r, k)) push(t + (l.dt ?? 0), l, trace);
          k++;
        }
        continue;
      }
      const from = start + (s.delay ?? 0) * 1000;
      const to = s.stop === undefined ? end : start + s.stop * 1000;
      const first = from + Math.min(r.exp(s.every * 200), r.float(0, 0.5) * (to - from));
      for (let t = first; t < to; t += r.exp(s.every * 1000)) {
        const withStack = s.stack !== undefined && r.chance(s.stackP ?? 0.35);
        const trace = estate.traced && r.chance(0.7) ? r.hex(16) : undefined;
        push(
          t,
          { svc: s.svc, level: s.level, msg: s.msg(r), stack: withStack && s.stack ? s.stack(r) : undefined },
          trace,
        );
      }
    }
  }
  for (const ep of spec.episodes ?? []) {
    const at = start + r.int(-120, 240) * 1000;
    for (const l of ep(r)) push(at + (l.dt ?? 0), l);
  }
  return ev;
}

export function pickWeighted<T extends { weight: number }>(xs: T[], r: Rng): T {
  const total = xs.reduce((s, x) => s + x.weight, 0);
  let v = r.float(0, total);
  for (const x of xs) {
    v -= x.weight;
    if (v < 0) return x;
  }
  return xs[xs.length - 1];
}

/** Applies per-service skew (|skew| <= 300 ms), sorts by printed time and renders; returns the file's lines. */
export function renderStream(spec: StreamSpec, events: LogEvent[], r: Rng): string[] {
  const skew = new Map<string, number>();
  for (const svc of Object.keys(spec.estate.services)) skew.set(svc, r.int(-300, 300));
  const printed = events.map((e) => ({ e, p: Math.round(e.t + (skew.get(e.svc) ?? 0)) }));
  printed.sort((a, b) => a.p - b.p);
  const width = Math.max(...Object.keys(spec.estate.services).map((s) => s.length + 2)) + 1;
  const ctx = {
    format: spec.format,
    host: (svc: string) => spec.estate.services[svc] ?? svc,
    namespace: spec.estate.namespace,
    composeWidth: width,
  };
  return printed.flatMap(({ e, p }) => render(e, p, ctx));
}
