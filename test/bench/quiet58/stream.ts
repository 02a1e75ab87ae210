// One scenario's event stream: the context generators write into, per-service clock skew, sorting by printed time
// and rendering to the chosen format.
import type { Estate, Role } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  rng: Rng;
  estate: Estate;
  start: number;
  end: number;
  evs: Ev[];
  /** services whose background lines thin out from a time on (they are failing or have gone quiet) */
  impaired: Map<string, { from: number; keep: number }>;
  has(r: Role): boolean;
  s(r: Role): string;
  trace(): string | undefined;
  emit(t: number, svc: string, level: Level, msg: string, extra?: { stack?: string[]; trace?: string }): void;
  bg(t: number, svc: string, level: Level, msg: string, trace?: string): void;
  /** calls fn at roughly every `every` ms (with jitter) between from and to */
  every(every: number, fn: (t: number) => void, from?: number, to?: number): void;
}

export function makeCtx(rng: Rng, estate: Estate, start: number, end: number): Ctx {
  const ctx: Ctx = {
    rng,
    estate,
    start,
    end,
    evs: [],
    impaired: new Map(),
    has: (r) => estate.svc[r] !== undefined,
    s: (r) => estate.svc[r] ?? estate.svc.edge ?? "web",
    trace: () => (estate.traces ? rng.hex(16) : undefined),
    emit: (t, svc, level, msg, extra) => {
      if (t < start || t >= end) return;
      ctx.evs.push({ t, svc, level, msg, stack: extra?.stack, trace: extra?.trace });
    },
    bg: (t, svc, level, msg, trace) => {
      if (t < start || t >= end) return;
      ctx.evs.push({ t, svc, level, msg, trace, bg: true });
    },
    every: (every, fn, from = start, to = end) => {
      let t = from + rng.int(0, Math.max(1, Math.floor(every)));
      while (t < to) {
        fn(t);
        t += Math.max(50, Math.floor(every * (0.7 + rng.next() * 0.6)));
      }
    },
  };
  return ctx;
}

/** Applies impairment, skew and sorting, returns the rendered physical lines. */
export function finish(ctx: Ctx, format: Format): string[] {
  const { rng } = ctx;
  const skew = new Map<string, number>();
  const nodes = new Map<string, number>();
  const kept = ctx.evs.filter((e) => {
    const imp = ctx.impaired.get(e.svc);
    if (!e.bg || !imp || e.t < imp.from) return true;
    return rng.next() < imp.keep;
  });
  for (const e of kept) {
    if (!skew.has(e.svc)) skew.set(e.svc, rng.int(-300, 300));
    if (!nodes.has(e.svc)) nodes.set(e.svc, rng.int(0, 3));
  }
  const width = Math.max(...[...skew.keys()].map((s) => s.length + 2));
  const printed = kept
    .map((e, i) => ({ e, i, p: Math.round(e.t + (skew.get(e.svc) ?? 0)) }))
    .sort((a, b) => a.p - b.p || a.i - b.i);
  const out: string[] = [];
  for (const { e, p } of printed) out.push(...render(format, e, p, ctx.estate.ns, width, nodes.get(e.svc) ?? 0));
  return out;
}
