// One aggregated window: services with clock skew, events in true time, sorted by printed time and rendered.
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  rng: Rng;
  start: number; // true epoch ms of the first line
  end: number;
  /** true time a fault starts (Infinity for quiet windows) */
  t0: number;
  emit: (t: number, svc: string, level: Level, msg: string, trace?: string) => void;
  /** the estate carries request ids across services */
  traced: boolean;
  trace: () => string | undefined;
  /** services whose INFO/DEBUG lines stop in [from, to) true time (a process that went quiet) */
  mute: Map<string, [number, number]>;
  /** every `ms` (jittered) from `from` to `to`, call fn */
  every: (ms: number, fn: (t: number) => void, from?: number, to?: number) => void;
}

export function makeCtx(rng: Rng, start: number, minutes: number, traced: boolean, t0 = Number.POSITIVE_INFINITY) {
  const events: Array<Ev & { seq: number }> = [];
  const skew = new Map<string, number>();
  let seq = 0;
  const ctx: Ctx = {
    rng,
    start,
    end: start + minutes * 60_000,
    t0,
    traced,
    mute: new Map(),
    trace: () => (traced ? rng.hex(16) : undefined),
    emit: (t, svc, level, msg, trace) => {
      if (t < start || t >= ctx.end) return;
      const m = ctx.mute.get(svc);
      if (m !== undefined && t >= m[0] && t < m[1] && (level === "info" || level === "debug")) return;
      let s = skew.get(svc);
      if (s === undefined) {
        s = rng.int(-300, 300);
        skew.set(svc, s);
      }
      events.push({ t: Math.round(t + s), svc, level, msg, trace, seq: seq++ });
    },
    every: (ms, fn, from = start, to = start + minutes * 60_000) => {
      for (let t = from + rng.next() * ms; t < to; t += ms * (0.85 + rng.next() * 0.3)) fn(t);
    },
  };
  const finish = (format: Format, ns: string): string[] => {
    events.sort((a, b) => a.t - b.t || a.seq - b.seq);
    const width = Math.max(...events.map((e) => e.svc.length));
    return events.flatMap((e) => render(format, e, width, ns));
  };
  return { ctx, finish };
}
