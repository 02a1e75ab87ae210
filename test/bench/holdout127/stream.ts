// Builds one aggregated window: everyday traffic of an estate, an optional failure, skew and printed-time order.
import type { Estate } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Spec } from "./incidents.js";
import type { Quiet } from "./quiet.js";
import { chance, hex, int, pick, type Rng } from "./rng.js";

const FOOD = [
  "2x cheese fries, 1x pepperoni pizza",
  "4x hot dog, pitcher lemonade",
  "nachos grande, 3x soda",
  "chicken tenders, 2x milkshake",
  "large pizza margherita, 6x soda",
];
const GAMES = [
  "Pac-Man Battle Royale",
  "Skee-Ball",
  "Air Hockey",
  "Jurassic Park Arcade",
  "Big Bass Wheel",
  "Stacker",
  "Mario Kart DX",
  "Halo Fireteam Raven",
];
const ATTR = ["bowling", "laser-tag", "trampoline-arena", "ninja-course", "mini-golf", "vr-pods"];
const PARKS = ["Leeds", "Bristol", "Croydon", "Cardiff"];
const VENUES = ["SZ-PHX-01", "SZ-MES-02", "SZ-TUC-03"];

export interface Ctx {
  now: number;
  deadMachine: string;
  deadLane: number;
}

/** Fills {placeholders}; values repeat within one memo (one request). */
export function fill(r: Rng, tmpl: string, ctx: Ctx, memo: Map<string, string> = new Map()): string {
  return tmpl.replace(/\{(\w+)\}/g, (_m, k: string) => {
    const seen = memo.get(k);
    if (seen !== undefined) return seen;
    const v = gen(r, k, ctx);
    memo.set(k, v);
    return v;
  });
}

function gen(r: Rng, k: string, ctx: Ctx): string {
  const n = /^n(\d)$/.exec(k);
  if (n) {
    const d = Number(n[1]);
    return String(int(r, d === 1 ? 1 : 10 ** (d - 1), 10 ** d - 1));
  }
  switch (k) {
    case "ms":
      return String(int(r, 12, 380));
    case "ms2":
      return String(int(r, 3, 90));
    case "lane":
      return String(int(r, 1, 32));
    case "deadlane":
      return String(ctx.deadLane);
    case "machine":
      return `AR-${int(r, 100, 260)}`;
    case "deadmachine":
      return ctx.deadMachine;
    case "card":
      return `GC${int(r, 10000000, 49999999)}`;
    case "cr":
      return String(pick(r, [4, 6, 8, 10, 12, 20, 40, 80]));
    case "bal":
      return String(int(r, 0, 900));
    case "tix":
      return String(int(r, 5, 1200));
    case "sku":
      return `PZ-${int(r, 1000, 1999)}`;
    case "ctr":
      return String(int(r, 1, 4));
    case "day":
      return new Date(ctx.now + int(r, 0, 6) * 86400000).toISOString().slice(0, 10);
    case "venue":
      return pick(r, VENUES);
    case "pts":
      return String(int(r, 5, 400));
    case "mem":
      return `M${int(r, 1000000, 9999999)}`;
    case "slot":
    case "slot2":
      return `${String(int(r, 10, 21)).padStart(2, "0")}:${pick(r, ["00", "15", "30", "45"])}`;
    case "food":
      return pick(r, FOOD);
    case "zone":
      return String(int(r, 1, 6));
    case "cap":
      return String(pick(r, [40, 60, 80]));
    case "park":
      return pick(r, PARKS);
    case "hex":
      return hex(r, 8);
    case "HEX":
      return hex(r, 10).toUpperCase();
    case "amt":
      return (int(r, 500, 12000) / 100).toFixed(2);
    case "game":
      return pick(r, GAMES);
    case "gate":
      return `G${int(r, 1, 12)}`;
    case "attr":
      return pick(r, ATTR);
    case "station":
      return pick(r, ["grill", "fryer", "pizza", "bar"]);
    case "now":
      return new Date(ctx.now).toISOString().slice(0, 19);
    default:
      return k;
  }
}

export interface Window {
  estate: Estate;
  start: number;
  durMs: number;
  /** ms from window start when the failure begins at the origin; null when quiet */
  at: number | null;
  spec: Spec | null;
  quiet: Quiet | null;
  targetLines: number;
}

interface Raw {
  t: number;
  svc: string;
  level: Level;
  tmpl: string;
  stack?: string;
  id?: string;
  memo?: Map<string, string>;
}

/** Returns the events of the window, sorted by printed (skewed) time. */
export function buildWindow(r: Rng, w: Window): Ev[] {
  const e = w.estate;
  const D = w.durMs;
  const mins = D / 60000;
  const spec = w.spec;
  const at = w.at ?? Number.POSITIVE_INFINITY;
  const origin = spec?.origin ?? "";
  const raw: Raw[] = [];
  const times = (perMin: number, from = 0, to = D) => {
    const cnt = Math.round(perMin * ((to - from) / 60000) * (0.85 + r() * 0.3));
    const out: number[] = [];
    for (let i = 0; i < cnt; i++) out.push(from + r() * (to - from));
    return out;
  };
  const isDown = (svc: string, t: number) => svc === origin && t >= at;
  const silent = (svc: string, t: number) => isDown(svc, t) && !!spec?.silent;

  // scale everyday traffic to the target size
  const perMin =
    e.base.reduce((s, b) => s + b[3], 0) +
    e.flows.reduce((s, f) => s + f.rate * f.steps.length, 0) +
    e.noisy[3] +
    e.periodic.reduce((s, p) => s + 60 / p[1], 0);
  const scale = Math.max(0.3, w.targetLines / mins / perMin);

  for (const [svc, level, tmpl, rate] of e.base) {
    for (const t of times(rate * scale)) {
      if (silent(svc, t)) continue;
      if (isDown(svc, t) && chance(r, 0.6)) continue;
      raw.push({ t, svc, level, tmpl });
    }
  }
  for (const f of e.flows) {
    const has = f.steps.some(([s]) => s === origin);
    const front = f.steps[0]?.[0] === origin;
    for (const t0 of times(f.rate * scale)) {
      if (has && t0 >= at && chance(r, front ? 0.5 : 0.85)) continue;
      const memo = new Map<string, string>();
      const id = e.traced ? hex(r, 16) : undefined;
      let t = t0;
      const steps = f.steps.map(([svc, tmpl]) => {
        t += int(r, 4, 70);
        return { svc, tmpl, t };
      });
      // the entry point logs its access line last, after its callees answered
      const first = steps.shift();
      for (const s of steps) {
        if (!silent(s.svc, s.t)) raw.push({ t: s.t, svc: s.svc, level: "info", tmpl: s.tmpl, id, memo });
      }
      if (first && !silent(first.svc, t))
        raw.push({ t: t + int(r, 2, 20), svc: first.svc, level: "info", tmpl: first.tmpl, id, memo });
    }
  }
  {
    const [svc, level, tmpl, rate] = e.noisy;
    for (const t of times(rate * 3)) if (!silent(svc, t)) raw.push({ t, svc, level, tmpl });
  }
  for (const [svc, every, tmpl] of e.periodic) {
    for (let t = r() * every * 1000; t < D; t += every * 1000 + int(r, -300, 300)) {
      if (silent(svc, t)) continue;
      raw.push({ t, svc, level: "info", tmpl });
    }
  }
  for (const [svc, tmpl] of e.deprecations) {
    for (const t of times(0.35)) if (!silent(svc, t)) raw.push({ t, svc, level: "warn", tmpl });
  }
  for (const [svc, warn, ok] of e.retries) {
    for (const t of times(0.5)) {
      if (isDown(svc, t)) continue;
      const memo = new Map<string, string>();
      raw.push({ t, svc, level: "warn", tmpl: warn, memo });
      raw.push({ t: t + int(r, 180, 900), svc, level: "info", tmpl: ok, memo });
    }
  }
  const noise = w.quiet?.noise ?? 1;
  for (const [svc, level, tmpl] of e.domain) {
    for (const t of times(0.5 * noise)) if (!silent(svc, t)) raw.push({ t, svc, level, tmpl });
  }
  // an unrelated deploy or config reload near the failure (or mid-window when quiet)
  const others = e.changes.filter(([s]) => s !== origin);
  if (others.length > 0) {
    const [svc, tmpl] = pick(r, others);
    const mid = Number.isFinite(at) ? at + int(r, -150000, 120000) : D * (0.3 + r() * 0.4);
    raw.push({ t: Math.min(D - 1000, Math.max(1000, mid)), svc, level: "info", tmpl });
  }
  if (w.quiet) {
    for (const [frac, svc, level, tmpl] of w.quiet.extras) raw.push({ t: D * frac, svc, level, tmpl });
  }

  if (spec) {
    const lag = int(r, 800, 4000);
    const tid = () => (e.traced ? hex(r, 16) : undefined);
    for (const [off, svc, level, tmpl] of spec.pre ?? []) raw.push({ t: at + off * 1000, svc, level, tmpl });
    if (spec.ol.length > 0) {
      // the first sign at the origin comes right at the start
      const [lv, tm, st] = spec.ol[spec.ol.length > 1 && spec.ol[0]?.[0] === "info" ? 1 : 0] as [
        Level,
        string,
        string?,
      ];
      raw.push({ t: at + int(r, 0, 200), svc: origin, level: lv, tmpl: tm, stack: st, id: tid() });
      for (const t of times(spec.orate, at + 500, D)) {
        const [level, tmpl, stack] = pick(r, spec.ol);
        raw.push({ t, svc: origin, level, tmpl, stack, id: tid() });
      }
    }
    if (spec.cl.length > 0) {
      for (const t of times(spec.crate * scale ** 0.5, at + lag, D)) {
        const [svc, level, tmpl, stack] = pick(r, spec.cl);
        raw.push({ t, svc, level, tmpl, stack, id: tid() });
      }
    }
    if (spec.storm) {
      const [rate, lines] = spec.storm;
      for (const t of times(rate * scale ** 0.5, at + lag + int(r, 5000, 20000), D)) {
        const [svc, level, tmpl, stack] = pick(r, lines);
        raw.push({ t, svc, level, tmpl, stack, id: tid() });
      }
    }
  }

  // per-service clock skew, then printed-time order
  const skew = new Map<string, number>();
  for (const s of e.services) skew.set(s, int(r, -300, 300));
  const ctx: Ctx = { now: w.start, deadMachine: `AR-${int(r, 100, 260)}`, deadLane: int(r, 1, 32) };
  const evs: Ev[] = raw
    .filter((x) => x.t >= 0 && x.t < D)
    .map((x) => {
      const t = Math.round(w.start + x.t + (skew.get(x.svc) ?? 0));
      ctx.now = t;
      const memo = x.memo ?? new Map<string, string>();
      const ev: Ev = { t, svc: x.svc, level: x.level, msg: fill(r, x.tmpl, ctx, memo) };
      if (x.stack) ev.stack = fill(r, x.stack, ctx, memo);
      if (x.id) ev.id = x.id;
      return ev;
    });
  evs.sort((a, b) => a.t - b.t);
  return evs;
}
