// Builds one aggregated stream: baseline traffic, periodic jobs and noise of an estate, an unrelated restart, and
// (when there is one) a failure at one service with how its callers report it. Returns records sorted by printed time.
import { type Estate, restartLines } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import { hex, int, pick, type Rng } from "./rng.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

/** A line relative to the moment it belongs to; `svc` defaults to the service the context names. */
export interface Line {
  svc?: string;
  level: Level;
  msg: string;
  dt?: number;
}

export interface Fault {
  estate: Estate;
  category: Category;
  origin: string;
  /** The hop whose requests fail (defaults to the origin). */
  at?: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Share of requests through `at` that fail once the failure is fully on. */
  failRate: number;
  /** What `at` logs for one failed request (nothing when it is silent about it). */
  own?: (r: Rng) => Line[];
  /** What the caller right before `at` logs for one failed request, retries included. */
  near?: (r: Rng, caller: string) => Line[];
  /** How long callers wait before they report (ms), e.g. their timeout. */
  callerDelay?: number;
  edgeStatus?: number;
  /** The origin stops logging altogether once the failure starts. */
  silent?: boolean;
  /** Origin lines that stop once the failure starts (its healthy periodic work). */
  mute?: RegExp;
  /** Only the caller right before `at` notices; callers further out are unaffected. */
  noEdge?: boolean;
  /** Lines logged independently of requests from the start on, every `every` seconds. */
  tick?: { every: number; lines: (r: Rng, i: number) => Line[]; stopAfter?: number };
  /** Lines at the origin before the start: a release or a configuration change. */
  change?: (r: Rng) => Line[];
}

export interface Scenario {
  estate: Estate;
  fault: Fault | null;
  start: number;
  minutes: number;
  target: number;
  faultAt: number;
  /** Extra harmless lines of a quiet window, at offsets (ms) from the window start. */
  extras?: { at: number; svc: string; level: Level; msg: string }[];
}

const svcsOf = (e: Estate) => Object.keys(e.runtimes);

export function simulate(sc: Scenario, r: Rng): Rec[] {
  const { estate: e, fault: f } = sc;
  const skew: Record<string, number> = {};
  for (const s of svcsOf(e)) skew[s] = Math.round(r() * 600 - 300);
  const end = sc.start + sc.minutes * 60_000;
  const tF = sc.start + sc.faultAt;
  const recs: Rec[] = [];
  const push = (t: number, svc: string, level: Level, msg: string, req?: string) => {
    if (t < sc.start || t >= end) return;
    if (f && svc === f.origin && t >= tF && (f.silent || (f.mute && level === "info" && f.mute.test(msg)))) return;
    recs.push({ t, skew: skew[svc] ?? 0, svc, level, msg, ...(req ? { req } : {}) });
  };

  // periodic jobs, health checks, noise
  let periodicLines = 0;
  for (const p of [...e.periodic, ...e.noisy]) {
    let t = sc.start + r() * p.every * 1000;
    while (t < end) {
      push(t, p.svc, p.level, p.msg(r));
      periodicLines++;
      t += p.every * 1000 * (0.8 + 0.4 * r());
    }
  }

  // request flows
  const totalW = e.flows.reduce((s, x) => s + x.weight, 0);
  const avgHops = e.flows.reduce((s, x) => s + x.weight * x.hops.length, 0) / totalW;
  const perSec = Math.max(0.3, (sc.target - periodicLines) / (sc.minutes * 60) / avgHops);
  const at = f ? (f.at ?? f.origin) : "";
  // a bad release or setting breaks every request at once; most other failures build up over ~40 s
  const rampMs = f?.category === "configuration" ? 1500 : 40_000;
  let t = sc.start;
  for (;;) {
    t += (-Math.log(1 - r()) / perSec) * 1000;
    if (t >= end) break;
    let w = r() * totalW;
    const flow =
      e.flows.find((x) => {
        w -= x.weight;
        return w < 0;
      }) ?? e.flows[0];
    if (!flow) break;
    const req = e.traced ? hex(r, 16) : undefined;
    const k = f ? flow.hops.findIndex((h) => h.svc === at) : -1;
    const ramp = Math.min(1, (t - tF) / rampMs);
    const failing = f !== null && k >= 0 && t >= tF && r() < f.failRate * ramp;
    if (!failing || !f) {
      let dt = 0;
      for (const h of [...flow.hops].reverse()) {
        push(t + dt, h.svc, "info", h.ok(r), req);
        dt += int(r, 3, 60);
      }
      continue;
    }
    let dt = int(r, 2, 30);
    for (const l of f.own?.(r) ?? []) push(t + dt + (l.dt ?? 0), l.svc ?? at, l.level, l.msg, req);
    dt += f.callerDelay ?? int(r, 5, 80);
    const caller = flow.hops[k - 1];
    if (caller) {
      let last = 0;
      for (const l of f.near?.(r, caller.svc) ?? []) {
        last = Math.max(last, l.dt ?? 0);
        push(t + dt + (l.dt ?? 0), l.svc ?? caller.svc, l.level, l.msg, req);
      }
      dt += last;
      for (let j = k - 2; j >= 0 && !f.noEdge; j--) {
        const h = flow.hops[j];
        const next = flow.hops[j + 1];
        if (!h || !next) continue;
        dt += int(r, 2, 40);
        push(
          t + dt,
          h.svc,
          "error",
          e.edge(h.svc, next.svc, f.edgeStatus ?? 502, r, Math.round(dt + int(r, 1, 15))),
          req,
        );
      }
    }
  }

  if (f?.tick) {
    let i = 0;
    let tt = tF + r() * 2000;
    const stop = f.tick.stopAfter ? tF + f.tick.stopAfter * 1000 : end;
    while (tt < Math.min(end, stop)) {
      for (const l of f.tick.lines(r, i)) push(tt + (l.dt ?? 0), l.svc ?? f.origin, l.level, l.msg);
      i++;
      tt += f.tick.every * 1000 * (0.7 + 0.6 * r());
    }
  }
  if (f?.change) {
    let tc = tF - int(r, 12, 40) * 1000;
    for (const l of f.change(r)) {
      push(tc + (l.dt ?? 0), l.svc ?? f.origin, l.level, l.msg);
      tc += int(r, 200, 2500);
    }
  }

  // an unrelated restart near the failure (or somewhere mid-window when nothing fails)
  const others = svcsOf(e).filter(
    (s) =>
      s !== f?.origin &&
      s !== f?.at &&
      !e.noisy.some((n) => n.svc === s) &&
      (e.runtimes[s] !== "zos" || s === "controlm"),
  );
  const who = pick(r, others);
  let tr = f ? tF + (r() < 0.5 ? -1 : 1) * int(r, 40, 160) * 1000 : sc.start + sc.minutes * 60_000 * (0.3 + 0.4 * r());
  for (const l of restartLines(who, e.runtimes[who] ?? "go", r)) {
    push(tr, who, l.level, l.msg);
    tr += int(r, 800, 9000);
  }
  for (const x of sc.extras ?? []) push(sc.start + x.at, x.svc, x.level, x.msg);

  return recs
    .map((x, i) => ({ x, i }))
    .sort((a, b) => a.x.t + a.x.skew - (b.x.t + b.x.skew) || a.i - b.i)
    .map((y) => y.x);
}
