// One scenario's aggregated stream: an estate's normal life over the window plus what the scenario adds, each
// service on its own skewed clock, sorted by printed time and rendered in one format.
import type { Estate, Line } from "./estates.js";
import { servicesOf } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Emit, IncidentSpec, QuietSpec } from "./incidents.js";
import { fill, type Rng } from "./rng.js";

interface Ev extends Printed {
  /** true time */
  t: number;
  kind: "base" | "scenario";
}

export interface Built {
  lines: string[];
  anchor: number;
}

const DAY0 = Date.UTC(2026, 9, 1);

function weighted<T>(r: Rng, xs: T[], w: (x: T) => number): T {
  const total = xs.reduce((s, x) => s + w(x), 0);
  let u = r.next() * total;
  for (const x of xs) {
    u -= w(x);
    if (u <= 0) return x;
  }
  return xs[xs.length - 1] as T;
}

export function buildStream(r: Rng, estate: Estate, spec: IncidentSpec | QuietSpec, fmt: Format): Built {
  const start = DAY0 + r.int(0, 60) * 86400000 + r.int(0, 23) * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59) * 1000;
  const winSec = r.int(6, 19) * 60 + r.int(0, 59);
  const end = start + winSec * 1000;
  const anchor = start + r.int(180, Math.min(480, winSec - 170)) * 1000;
  const origin = "origin" in spec ? spec.origin : null;
  const quiet = "origin" in spec && spec.quiet === true;
  const services = servicesOf(estate);
  const skew = new Map(services.map((s) => [s, r.int(-300, 300)]));
  const evs: Ev[] = [];
  const push = (
    t: number,
    svc: string,
    level: Level,
    msg: string,
    kind: Ev["kind"],
    trace?: string,
    stack?: string[],
  ) => {
    if (t < start || t >= end) return;
    evs.push({ t, ts: 0, svc, level, msg, kind, trace, stack });
  };

  // periodic background
  const periodic = (svc: string, every: number, make: () => [Level, string]) => {
    for (let t = start + r.int(0, every * 1000); t < end; t += every * 1000 * (0.9 + 0.2 * r.next())) {
      const [lvl, msg] = make();
      push(Math.round(t), svc, lvl, msg, "base");
    }
  };
  for (const h of estate.health) periodic(h.svc, h.every, () => ["INFO", fill(r, h.tpl)]);
  for (const j of estate.jobs) periodic(j.svc, j.every, () => pickLine(r, j.tpls));
  const n = estate.noisy;
  for (let t = start + r.int(0, 2000); t < end; t += n.every * 1000 * (0.3 + 1.4 * r.next())) {
    push(Math.round(t), n.svc, n.level, fill(r, n.tpl), "base");
  }
  for (const d of estate.deprecations) periodic(d.svc, d.every, () => ["WARN", d.tpl]);
  for (let t = start + r.int(20, 90) * 1000; t < end; t += r.int(50, 160) * 1000) {
    const rt = r.pick(estate.retries);
    push(t, rt.svc, "WARN", fill(r, rt.warn), "base");
    push(t + r.int(200, 2500), rt.svc, "INFO", fill(r, rt.ok), "base");
  }
  const deploy = r.pick(estate.deploys.filter((d) => d.svc !== origin));
  let dt = anchor + r.int(-150, 150) * 1000;
  for (const [lvl, tpl] of deploy.lines) {
    push(dt, deploy.svc, lvl, fill(r, tpl), "base");
    dt += r.int(3, 15) * 1000;
  }

  // request traffic sized to the window
  const fixed = evs.length;
  const target = r.int(1700, 7200);
  const rest = Math.max(target - fixed, 600);
  const avgHops = estate.flows.reduce((s, f) => s + f.w * f.hops.length, 0) / estate.flows.reduce((s, f) => s + f.w, 0);
  const flowRate = (rest * 0.75) / avgHops / winSec;
  for (let t = start + expo(r, flowRate); t < end; t += expo(r, flowRate)) {
    const flow = weighted(r, estate.flows, (f) => f.w);
    const memo = new Map<string, string>();
    const trace = estate.traced ? r.hex(16) : undefined;
    let at = t;
    if (flow.pipeline) {
      for (const [svc, lvl, tpl] of flow.hops) {
        push(Math.round(at), svc, lvl, fill(r, tpl, "", memo), "base", trace);
        at += r.int(300, 9000);
      }
      continue;
    }
    for (const [svc, lvl, tpl] of flow.hops.slice(1)) {
      at += r.int(3, 80);
      push(Math.round(at), svc, lvl, fill(r, tpl, "", memo), "base", trace);
    }
    const [svc0, lvl0, tpl0] = flow.hops[0] as [string, Level, string];
    push(Math.round(at + r.int(2, 30)), svc0, lvl0, fill(r, tpl0, "", memo), "base", trace);
  }
  const single: [string, Line][] = Object.entries(estate.lines).flatMap(([svc, ls]) =>
    ls.map((l) => [svc, l] as [string, Line]),
  );
  const singleRate = (rest * 0.25) / winSec;
  for (let t = start + expo(r, singleRate); t < end; t += expo(r, singleRate)) {
    const [svc, [lvl, tpl]] = weighted(r, single, (x) => x[1][2]);
    push(Math.round(t), svc, lvl, fill(r, tpl), "base");
  }

  // the origin goes quiet or limps
  const kept = evs.filter((e) => {
    if (origin === null || e.svc !== origin || e.t < anchor) return true;
    return quiet ? false : r.chance(0.5);
  });
  evs.length = 0;
  evs.push(...kept);

  for (const p of spec.pre ?? [])
    push(anchor + p.at * 1000 + r.int(0, 900), p.svc, p.level, fill(r, p.msg), "scenario");
  let first = true;
  for (const em of spec.emits) {
    emitLines(r, em, anchor, end, estate.traced, origin, first, push);
    if (em.svc === origin) first = false;
  }

  for (const e of evs) e.ts = e.t + (skew.get(e.svc) ?? 0);
  evs.sort((a, b) => a.ts - b.ts);
  const pad = Math.max(...services.map((s) => s.length)) + 4;
  const lines = evs.flatMap((e) => render(fmt, e, estate.namespace, pad));
  return { lines, anchor };
}

function emitLines(
  r: Rng,
  em: Emit,
  anchor: number,
  end: number,
  traced: boolean,
  origin: string | null,
  first: boolean,
  push: (t: number, svc: string, level: Level, msg: string, kind: "scenario", trace?: string, stack?: string[]) => void,
): void {
  const stop = Math.min(end, em.to === undefined ? end : anchor + em.to * 1000);
  let t = anchor + (em.from ?? 0) * 1000 + (first && em.svc === origin && !em.from ? r.int(0, 500) : r.int(0, 1500));
  while (t < stop) {
    const trace = traced && r.chance(em.svc === origin ? 0.5 : 0.85) ? r.hex(16) : undefined;
    const stack = em.stack && r.chance(em.stackShare ?? 1) ? em.stack.map((s) => fill(r, s)) : undefined;
    push(Math.round(t), em.svc, em.level, fill(r, r.pick(em.msgs)), "scenario", trace, stack);
    t += em.every * 1000 * (0.4 + 1.2 * r.next());
  }
}

function pickLine(r: Rng, ls: Line[]): [Level, string] {
  const [lvl, tpl] = weighted(r, ls, (l) => l[2]);
  return [lvl, fill(r, tpl)];
}

function expo(r: Rng, rate: number): number {
  return (-Math.log(1 - r.next()) / rate) * 1000;
}
