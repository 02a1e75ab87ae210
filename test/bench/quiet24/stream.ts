// One aggregated stream: events are collected at true time, then printed with per-service clock skew and
// sorted by printed time.
import { type Ev, type Format, render } from "./formats.js";
import type { Rng } from "./rng.js";

/** A service whose lines thin out in a span (keep = share kept): how a failing or stalled service looks. */
export interface Mute {
  svc: string;
  from: number;
  to: number;
  keep: number;
}

export class Ctx {
  readonly evs: Ev[] = [];
  readonly mutes: Mute[] = [];
  constructor(
    readonly rng: Rng,
    readonly t0: number,
    readonly t1: number,
    readonly traced: boolean,
  ) {}

  /** Background lines honour the mutes; lines of the scenario itself pass `force`. */
  emit(e: Ev, force = false): void {
    if (e.t < this.t0 || e.t >= this.t1) return;
    if (!force)
      for (const m of this.mutes)
        if (m.svc === e.svc && e.t >= m.from && e.t < m.to && !this.rng.chance(m.keep)) return;
    this.evs.push(e);
  }

  /** A trace id when the estate propagates them. */
  trace(): string | undefined {
    return this.traced ? this.rng.hex(12) : undefined;
  }

  /** Calls `f` at jittered intervals of about `every` ms over [from, to). */
  every(from: number, to: number, every: number, f: (t: number) => void): void {
    let t = from + this.rng.next() * every;
    while (t < to) {
      f(Math.round(t));
      t += every * (0.6 + 0.8 * this.rng.next());
    }
  }
}

export function printStream(ctx: Ctx, format: Format, services: readonly string[], ns: string): string[] {
  const skew = new Map<string, number>();
  for (const s of services) skew.set(s, ctx.rng.int(-300, 300));
  const width = Math.max(...services.map((s) => s.length)) + 3;
  const dated = redate(ctx.t0);
  const rows = ctx.evs.map((e, i) => ({
    e: { ...e, msg: dated(unwrap(e.msg)), stack: e.stack?.map(dated) },
    i,
    p: e.t + (skew.get(e.svc) ?? 0),
  }));
  rows.sort((a, b) => a.p - b.p || a.i - b.i);
  const out: string[] = [];
  for (const r of rows) out.push(...render(format, r.e, r.p, ns, width));
  return out;
}

/** Go services print logfmt themselves; the collector keeps their message and drops the inner level. */
function unwrap(msg: string): string {
  const m = /^level=\w+ msg="((?:[^"\\]|\\.)*)"\s*(.*)$/.exec(msg);
  return m ? `${(m[1] ?? "").replace(/\\"/g, '"')}${m[2] ? ` ${m[2]}` : ""}` : msg;
}

/** Messages are written as if the window were on 2026-11-30; this moves their dates to the window's own day. */
function redate(t0: number): (s: string) => string {
  const DAY = 86400000;
  const map = new Map<string, string>();
  for (const [d, off] of [
    ["2026-11-28", -2],
    ["2026-11-29", -1],
    ["2026-11-30", 0],
    ["2026-12-13", 13],
  ] as const) {
    const iso = new Date(t0 + off * DAY).toISOString().slice(0, 10);
    map.set(d, iso);
    map.set(d.replace(/-/g, ""), iso.replace(/-/g, ""));
  }
  const re = /2026-11-2[89]|2026-11-30|2026-12-13|202611(?:2[89]|30)|20261213/g;
  return (s) => s.replace(re, (m) => map.get(m) ?? m);
}
