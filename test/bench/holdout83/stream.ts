// Builds one aggregated window: background traffic, jobs, noise, an unrelated change, the failure (if any),
// per-service clock skew, sorted by printed time and rendered in the scenario's format.
import type { Estate, Step } from "./estates.js";
import { fill } from "./fill.js";
import { type Format, type LogEvent, render } from "./formats.js";
import type { Emit, IncidentSpec } from "./incidents.js";
import type { Rng } from "./rng.js";

export interface WindowPlan {
  estate: Estate;
  format: Format;
  /** true start of the window, ms since epoch */
  t0: number;
  durSec: number;
  /** seconds after t0 when the failure starts; null for a quiet window */
  startSec: number | null;
  /** the moment quiet blips and the unrelated change are anchored to */
  anchorSec: number;
  spec: IncidentSpec | null;
  emits: Emit[];
  targetLines: number;
}

interface Raw {
  t: number;
  svc: string;
  level: LogEvent["level"];
  msg: string;
  stack?: string;
  trace?: string;
}

export function buildWindow(p: WindowPlan, r: Rng): string[] {
  const { estate, spec } = p;
  const endMs = p.durSec * 1000;
  const startMs = p.startSec === null ? Number.POSITIVE_INFINITY : p.startSec * 1000;
  const origin = spec?.origin ?? "";
  const skew = new Map<string, number>();
  const host = new Map<string, string>();
  for (const s of estate.services) {
    skew.set(s, r.int(-300, 300));
    host.set(s, `${s}-${r.hex(6)}-${r.hex(5).slice(0, 5)}`);
  }
  const out: Raw[] = [];
  const push = (t: number, st: Step, trace?: string, stack?: string) => {
    if (t < 0 || t >= endMs) return;
    if (spec?.silent && st[0] === origin && t >= startMs) return;
    out.push({ t, svc: st[0], level: st[1], msg: fill(st[2], r), trace, stack: stack ? fill(stack, r) : undefined });
  };

  // background flows, scaled so the window lands near its target size
  const base = estate.flows.reduce((s, f) => s + f.steps.length / f.every, 0);
  const scale = (base * p.durSec) / p.targetLines;
  for (const f of estate.flows) {
    const every = f.every * scale;
    const touches = spec ? f.steps.some((s) => s[0] === origin) : false;
    for (let t = r.exp(every) * 1000; t < endMs; t += r.exp(every) * 1000) {
      if (touches && t >= startMs && r.chance(0.75)) continue;
      const trace = estate.traced ? r.hex(16) : undefined;
      let at = t;
      for (const st of f.steps) {
        at += st[3] * (0.6 + r.next() * 0.8);
        push(at, st, trace);
      }
    }
  }
  for (const j of estate.jobs) {
    for (let t = r.int(0, j.period * 1000); t < endMs; t += j.period * 1000 + r.int(-400, 400)) {
      let at = t;
      for (const st of j.steps) {
        at += st[3];
        push(at, st);
      }
    }
  }
  for (let t = r.exp(estate.noisy.every) * 1000; t < endMs; t += r.exp(estate.noisy.every) * 1000) {
    for (const st of estate.noisy.steps) push(t, st);
  }

  // an unrelated deploy or reload near the anchor
  const deploys = estate.deploys.filter((d) => !d.some((s) => s[0] === origin));
  let at = (p.anchorSec + r.pick([-1, 1]) * r.int(25, 150)) * 1000;
  for (const st of r.pick(deploys)) {
    at += st[3];
    push(at, st);
  }

  // the change that precedes a configuration problem
  if (spec?.change) {
    const total = spec.change.reduce((s, st) => s + st[3], 0);
    let c = startMs - total - r.int(4000, 25000);
    for (const st of spec.change) {
      c += st[3];
      out.push({ t: c, svc: st[0], level: st[1], msg: fill(st[2], r) });
    }
  }

  // the failure's own lines and the callers' (or a quiet window's harmless blip)
  const anchor = p.startSec === null ? p.anchorSec * 1000 : startMs;
  // a long failure is sampled more sparsely so the window stays within its size
  const thin = Math.max(1, (endMs - anchor) / 1000 / 420);
  for (const em of p.emits) {
    const every = em.every * thin;
    const from = anchor + (em.from ?? 0) * 1000;
    const until = em.until === undefined ? endMs : Math.min(endMs, anchor + em.until * 1000);
    // callers ramp up over the first half minute
    for (let t = from + r.exp(every) * 1000; t < until; t += r.exp(every) * 1000) {
      if (t - from < 30000 && r.chance(0.5 - (t - from) / 60000)) continue;
      const trace = estate.traced && r.chance(0.8) ? r.hex(16) : undefined;
      out.push({
        t,
        svc: em.svc,
        level: em.level,
        msg: fill(em.text, r),
        trace,
        stack: em.stack ? fill(em.stack, r) : undefined,
      });
    }
  }

  const pad = Math.max(...estate.services.map((s) => s.length)) + 2;
  const events: LogEvent[] = out.map((o) => ({
    at: p.t0 + Math.round(o.t) + (skew.get(o.svc) ?? 0),
    service: o.svc,
    level: o.level,
    message: o.msg,
    stack: o.stack,
    trace: o.trace,
    host: host.get(o.svc) ?? o.svc,
  }));
  events.sort((a, b) => a.at - b.at);
  return events.flatMap((ev) => render(p.format, ev, estate.namespace, pad));
}
