// Assembles one aggregated stream: background from the estate, the scenario's own lines, muted lines, per-service
// clock skew, sorting by printed time, rendering in the file's format.
import type { Estate, Line } from "./estates.js";
import { type Format, type Level, type LogEvent, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Mute {
  svc: string;
  from: number;
  to: number;
  keep: number;
  match?: RegExp;
  levels?: Level[];
}

/** What a scenario builder may do to the window (times relative to the scenario's anchor). */
export interface Ctx {
  r: Rng;
  estate: Estate;
  /** ms from the anchor to the end of the window */
  endDt: number;
  /** true time of dt 0, ms since epoch */
  anchor: number;
  at(dt: number, svc: string, level: Level, msg: string, stack?: string[]): void;
  lines(dt: number, ls: Line[]): void;
  every(
    svc: string,
    from: number,
    to: number | null,
    gapMs: number,
    make: (i: number) => Line[] | string,
    level?: Level,
  ): void;
  mute(svc: string, from: number, keep: number, opts?: { to?: number; match?: RegExp; levels?: Level[] }): void;
}

export interface StreamSpec {
  r: Rng;
  estate: Estate;
  format: Format;
  windowStart: number;
  windowMs: number;
  anchor: number;
  targetLines: number;
  /** services the scenario needs (kept in the file, never given the unrelated deploy) */
  keep: string[];
  build: (ctx: Ctx) => void;
  /** time of the unrelated deploy and config reload, relative to the anchor */
  deployDt: number;
  reloadDt: number;
}

function sizeOf(r: Rng, estate: Estate): number {
  // expected lines per minute of the background at scale 1
  let perMin = 0;
  for (const g of estate.gens) {
    let n = 0;
    for (let i = 0; i < 12; i++) n += g.make(r).length;
    perMin += (n / 12) * (60000 / g.gapMs);
  }
  return perMin;
}

export function buildStream(spec: StreamSpec): string[] {
  const { r, estate, format, windowStart, windowMs, anchor } = spec;
  const windowEnd = windowStart + windowMs;
  const drop = new Set<string>();
  const events: LogEvent[] = [];
  const push = (t: number, l: Line, trace?: string) => {
    if (drop.has(l.svc) || t < windowStart || t >= windowEnd) return;
    events.push({ t, svc: l.svc, level: l.level, msg: l.msg, stack: l.stack, trace, inst: r.int(0, 2) });
  };

  const extra: LogEvent[] = [];
  const mutes: Mute[] = [];
  const add = (dt: number, l: Line) => {
    const t = anchor + dt + (l.dt ?? 0);
    if (t < windowStart || t >= windowEnd) return;
    extra.push({ t, svc: l.svc, level: l.level, msg: l.msg, stack: l.stack, inst: r.int(0, 2) });
  };
  const ctx: Ctx = {
    r,
    estate,
    endDt: windowEnd - anchor,
    anchor,
    at: (dt, svc, level, msg, stack) => add(dt, { svc, level, msg, stack }),
    lines: (dt, ls) => {
      const trace = estate.traces ? r.hex(12) : undefined;
      for (const l of ls) {
        const t = anchor + dt + (l.dt ?? 0);
        if (t >= windowStart && t < windowEnd)
          extra.push({ t, svc: l.svc, level: l.level, msg: l.msg, stack: l.stack, trace, inst: r.int(0, 2) });
      }
    },
    every: (svc, from, to, gapMs, make, level = "error") => {
      const stop = to ?? windowEnd - anchor;
      let i = 0;
      for (let dt = from + r.next() * gapMs * 0.5; dt < stop; dt += gapMs * (0.4 + 1.2 * r.next()), i++) {
        const out = make(i);
        if (typeof out === "string") ctx.lines(dt, [{ svc, level, msg: out }]);
        else ctx.lines(dt, out);
      }
    },
    mute: (svc, from, keep, opts) =>
      mutes.push({
        svc,
        from: anchor + from,
        to: anchor + (opts?.to ?? windowEnd),
        keep,
        match: opts?.match,
        levels: opts?.levels,
      }),
  };
  spec.build(ctx);

  const used = new Set([...spec.keep, ...extra.map((e) => e.svc), ...mutes.map((m) => m.svc)]);
  const cands = estate.optional.filter((s) => !used.has(s) && s !== estate.noisy);
  if (cands.length && r.chance(0.5)) drop.add(r.pick(cands));
  const services = estate.services.filter((s) => !drop.has(s));

  const perMin = sizeOf(r, estate);
  const scale = spec.targetLines / (perMin * (windowMs / 60000));
  for (const g of estate.gens) {
    const gap = g.gapMs / scale;
    let t = windowStart - r.next() * gap;
    for (;;) {
      t += gap * (0.35 + 1.3 * r.next());
      if (t >= windowEnd) break;
      const trace = estate.traces && g.traced && r.chance(0.93) ? r.hex(12) : undefined;
      for (const l of g.make(r)) push(t + (l.dt ?? 0), l, trace);
    }
  }

  // unrelated deploy and config reload near the anchor
  const others = services.filter((s) => !used.has(s) && s !== estate.noisy);
  if (others.length) {
    const svc = r.pick(others);
    for (const l of estate.deploy(r, svc)) add(spec.deployDt, l);
  }
  for (const l of estate.reload(r)) if (!drop.has(l.svc)) add(spec.reloadDt, l);

  const kept = events.filter((e) => {
    for (const m of mutes) {
      if (m.svc !== e.svc || e.t < m.from || e.t >= m.to) continue;
      if (m.levels && !m.levels.includes(e.level)) continue;
      if (m.match && !m.match.test(e.msg)) continue;
      if (!r.chance(m.keep)) return false;
    }
    return true;
  });

  const skew = new Map<string, number>();
  for (const s of estate.services) skew.set(s, r.int(-300, 300));
  const all = [...kept, ...extra.filter((e) => !drop.has(e.svc))];
  for (const e of all) e.printed = Math.round(e.t + (skew.get(e.svc) ?? 0));
  all.sort((a, b) => (a.printed ?? 0) - (b.printed ?? 0));
  const width = Math.max(...services.map((s) => s.length)) + 4;
  return all.flatMap((e) => render(format, e, width, estate.ns));
}
