// Builds one aggregated stream: baseline traffic of an estate, what a scenario adds or silences, skew, sort, render.
import type { Estate } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  est: Estate;
  t0: number;
  start: number;
  end: number;
  tid(): string | undefined;
  emit(t: number, svc: string, lvl: Level, msg: string, stack?: string, trace?: string): void;
  /** Lines at a mean interval (seconds) between from and to; each may get a fresh trace id. */
  every(
    svc: string,
    from: number,
    to: number,
    mean: number,
    lvl: Level,
    m: (r: Rng, t: number) => string,
    stack?: (r: Rng) => string | undefined,
  ): void;
  /** Baseline lines of svc at or below INFO stop from `from` (keep = share kept). */
  thin(svc: string, from: number, keep: number, to?: number): void;
}

interface Thin {
  svc: string;
  from: number;
  to: number;
  keep: number;
}

export function buildStream(
  est: Estate,
  r: Rng,
  fmt: Format,
  t0: number,
  minutes: number,
  start: number,
  scenario: ((c: Ctx) => void) | null,
  avoid?: string,
): string[] {
  const end = t0 + minutes * 60_000;
  const evs: Ev[] = [];
  let seq = 0;
  const tid = () => (est.traces ? r.hex(16) : undefined);
  const push = (t: number, svc: string, lvl: Level, msg: string, stack?: string, trace?: string) => {
    if (t < t0 || t >= end) return;
    evs.push({ t, svc, lvl, msg, stack, trace, seq: seq++ });
  };
  const gap = (mean: number) => Math.max(0.05, -Math.log(1 - r.f()) * mean) * 1000;
  const thins: Thin[] = [];
  const base: { e: Ev; flow: number }[] = [];
  let flowNo = 0;
  const pushBase = (t: number, svc: string, lvl: Level, msg: string, trace?: string, flow = -1) => {
    if (t < t0 || t >= end) return;
    base.push({ e: { t, svc, lvl, msg, trace, seq: seq++ }, flow });
  };

  // baseline: request flows, singles, noisy service, health checks
  for (const f of est.flows) {
    for (let t = t0 + gap(f.every); t < end; t += gap(f.every)) {
      const id = tid();
      flowNo++;
      for (const s of f.steps) pushBase(t + s.d + r.int(0, 15), s.svc, s.lvl ?? "INFO", s.m(r), id, flowNo);
    }
  }
  for (const s of [...est.singles, ...est.noisy]) {
    const step = () => s.every * (0.6 + 0.8 * r.f()) * 1000;
    for (let t = t0 + r.int(0, Math.min(40, s.every)) * 1000; t < end; t += step()) pushBase(t, s.svc, s.lvl, s.m(r));
  }
  for (const svc of est.services) {
    const period = r.pick([10, 15, 20, 30]) * 1000;
    for (let t = t0 + r.int(0, period); t < end; t += period + r.int(-200, 200))
      pushBase(t, svc, "DEBUG", est.health(svc, r));
  }
  // an unrelated deploy or reload a little before or after the scenario's start
  const options = est.unrelated.filter((u) => !u.some((x) => x.svc === avoid));
  const un = r.pick(options.length ? options : est.unrelated);
  let ut = start + r.int(-150, 120) * 1000;
  for (const u of un) {
    pushBase(ut, u.svc, u.lvl, u.m);
    ut += r.int(800, 4000);
  }

  const ctx: Ctx = {
    r,
    est,
    t0,
    start,
    end,
    tid,
    emit: push,
    every(svc, from, to, mean, lvl, m, stack) {
      for (let t = from + gap(mean) * 0.5; t < Math.min(to, end); t += gap(mean))
        push(t, svc, lvl, m(r, t), stack?.(r), tid());
    },
    thin(svc, from, keep, to = end) {
      thins.push({ svc, from, to, keep });
    },
  };
  scenario?.(ctx);

  // a request flow that passes a silenced service loses all its lines (callers stop logging success too)
  const droppedFlows = new Set<number>();
  const kept: { e: Ev; flow: number }[] = [];
  for (const b of base) {
    const th = thins.find((x) => x.svc === b.e.svc && b.e.t >= x.from && b.e.t < x.to);
    if (th && (b.e.lvl === "INFO" || b.e.lvl === "DEBUG") && !r.chance(th.keep)) {
      if (b.flow >= 0) droppedFlows.add(b.flow);
      continue;
    }
    kept.push(b);
  }
  for (const b of kept) if (b.flow < 0 || !droppedFlows.has(b.flow)) evs.push(b.e);

  const skew = new Map(est.services.map((s) => [s, r.int(-300, 300)]));
  const pad = Math.max(...est.services.map((s) => s.length)) + 4;
  const printed = evs.map((e) => ({ e, p: Math.round(e.t + (skew.get(e.svc) ?? 0)) }));
  printed.sort((a, b) => a.p - b.p || a.e.seq - b.e.seq);
  const out: string[] = [];
  const redate = dater(t0);
  for (const { e, p } of printed) {
    const d = { ...e, msg: redate(e.msg), stack: e.stack && redate(e.stack) };
    out.push(...render(fmt, d, p, pad, est.ns).split("\n"));
  }
  return out;
}

/** Messages are written as if today were 2026-11-30; move their dates to the window's own day. */
function dater(t0: number): (s: string) => string {
  const day = (off: number) => new Date(t0 - (t0 % 86_400_000) + off * 86_400_000).toISOString().slice(0, 10);
  const [y, t, m] = [day(-1), day(0), day(1)];
  const map: [string, string][] = [
    ["2026-11-29", y],
    ["2026-11-30", t],
    ["2026-12-01", m],
    ["2026/11/29", y.replace(/-/g, "/")],
    ["2026113006", `${t.replace(/-/g, "")}06`],
    ["20261130", t.replace(/-/g, "")],
    ["20261129", y.replace(/-/g, "")],
    ["2026.11.30", t.replace(/-/g, ".")],
    ["2026.11", t.slice(0, 7).replace(/-/g, ".")],
    ["2026/11/", `${t.slice(0, 7).replace(/-/g, "/")}/`],
  ];
  return (s) => {
    let out = s;
    for (const [a, b] of map) out = out.split(a).join(b);
    return out;
  };
}
