// Builds one window: baseline flows, periodic jobs and noise of an estate, plus whatever a scenario adds, then skews,
// sorts by printed time and renders.
import type { Estate, Step } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string[];
  errType?: string;
}

export interface Ctx {
  rng: Rng;
  start: number;
  t0: number;
  end: number;
  estate: Estate;
  emit(t: number, svc: string, level: Level, msg: string, extra?: Partial<Ev>): void;
  /** Calls fn at jittered intervals in [from, to). */
  every(from: number, to: number, periodMs: number, fn: (t: number, i: number) => void): void;
  /** Stops the INFO/DEBUG baseline of svc from time t (it goes quiet). */
  silence(svc: string, from: number, to?: number): void;
  /** Drops baseline flows that touch svc with probability rate (the scenario writes what callers see instead). */
  block(svc: string, rate: number, from?: number, to?: number): void;
  trace(): string | undefined;
}

export interface Built {
  lines: string[];
}

interface Window {
  svc: string;
  from: number;
  to: number;
  rate: number;
}

export function buildStream(
  estate: Estate,
  fmt: Format,
  rng: Rng,
  start: number,
  minutes: number,
  targetLines: number,
  t0: number,
  scenario: (ctx: Ctx) => void,
): Built {
  const end = start + minutes * 60_000;
  const evs: Ev[] = [];
  const silences: Window[] = [];
  const blocks: Window[] = [];
  const ctx: Ctx = {
    rng,
    start,
    t0,
    end,
    estate,
    emit: (t, svc, level, msg, extra) => {
      if (t >= start && t < end) evs.push({ t, svc, level, msg, ...extra });
    },
    every: (from, to, period, fn) => {
      let i = 0;
      for (let t = from; t < Math.min(to, end); i++) {
        fn(t, i);
        t += Math.max(40, Math.round(period * (0.6 + rng.next() * 0.8)));
      }
    },
    silence: (svc, from, to = end) => silences.push({ svc, from, to, rate: 1 }),
    block: (svc, rate, from = t0, to = end) => blocks.push({ svc, from, to, rate }),
    trace: () => (estate.traceIds ? estate.newTrace(rng) : undefined),
  };
  scenario(ctx);

  // Baseline request flows, at a rate that lands the file near its target size.
  const flowShare = targetLines * 0.78;
  const flows = Math.max(60, Math.round(flowShare / estate.avgFlowLines));
  const interval = (minutes * 60_000) / flows;
  for (let t = start + rng.int(0, 800); t < end; t += Math.round(interval * (0.3 + rng.next() * 1.4))) {
    const trace = ctx.trace();
    const steps: Step[] = estate.flow(rng, t);
    if (blocks.some((b) => t >= b.from && t < b.to && steps.some((s) => s.svc === b.svc) && rng.chance(b.rate)))
      continue;
    let dt = 0;
    for (const s of steps) {
      dt += s.dt ?? rng.int(3, 60);
      evs.push({ t: t + dt, svc: s.svc, level: s.level ?? "info", msg: s.msg, trace: s.noTrace ? undefined : trace });
    }
  }
  // Periodic jobs, health checks, noise, deprecations, retries that succeed.
  for (const job of estate.jobs) {
    ctx.every(start + rng.int(0, Math.floor(job.periodMs / 2)), end, job.periodMs, (t) => {
      for (const s of job.run(rng, t)) {
        evs.push({ t: t + (s.dt ?? 0), svc: s.svc, level: s.level ?? "info", msg: s.msg });
      }
    });
  }
  const kept = evs.filter(
    (e) =>
      !(
        (e.level === "info" || e.level === "debug") &&
        silences.some((w) => w.svc === e.svc && e.t >= w.from && e.t < w.to)
      ),
  );

  const pods = new Map<string, string>();
  const skew = new Map<string, number>();
  for (const s of estate.services) {
    skew.set(s.name, rng.int(-300, 300));
    pods.set(s.name, `${s.name}-${rng.int(5, 9)}${rng.hex(9)}-${rng.hex(5)}`);
  }
  const printed: Printed[] = kept
    .filter((e) => e.t >= start && e.t < end)
    .map((e) => ({
      ts: e.t + (skew.get(e.svc) ?? 0),
      svc: e.svc,
      level: e.level,
      msg: e.msg,
      trace: e.trace,
      stack: e.stack,
      errType: e.errType,
      pod: pods.get(e.svc) ?? e.svc,
    }));
  printed.sort((a, b) => a.ts - b.ts);
  const pad = Math.max(...estate.services.map((s) => s.name.length)) + 4;
  const lines: string[] = [];
  for (const p of printed) lines.push(...render(fmt, p, estate.namespace, pad));
  return { lines };
}
