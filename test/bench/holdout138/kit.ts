// Small helpers the estates, incidents and quiet windows share: event construction, time formats,
// arrival processes and number formatting.
import type { Ctx, Ev, Level } from "./types.js";

export const SEC = 1000;
export const MIN = 60 * SEC;

export interface EvOpts {
  id?: string | undefined;
  stack?: string;
  err?: string;
}

export function ev(t: number, svc: string, level: Level, msg: string, o: EvOpts = {}): Ev {
  const e: Ev = { t: Math.round(t), svc, level, msg };
  if (o.id !== undefined) e.id = o.id;
  if (o.stack !== undefined) e.stack = o.stack;
  if (o.err !== undefined) e.err = o.err;
  return e;
}

export function iso(ms: number): string {
  return new Date(Math.round(ms)).toISOString();
}

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");
const p3 = (n: number) => String(n).padStart(3, "0");

/** Common log format time, as nginx and gunicorn print it: 14/May/2026:07:41:02 +0000 */
export function clf(ms: number): string {
  const d = new Date(Math.round(ms));
  return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`;
}

/** Redis server log time: 14 May 2026 07:41:02.123 */
export function redisTime(ms: number): string {
  const d = new Date(Math.round(ms));
  return `${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p3(d.getUTCMilliseconds())}`;
}

/** nginx error log time: 2026/05/14 07:41:02 */
export function nginxTime(ms: number): string {
  const d = new Date(Math.round(ms));
  return `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
}

/** Wall clock hh:mm in UTC. */
export function hhmm(ms: number): string {
  const d = new Date(Math.round(ms));
  return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`;
}

/** Calendar date yyyy-mm-dd in UTC, offset by whole days. */
export function day(ms: number, plusDays = 0): string {
  return iso(ms + plusDays * 86_400_000).slice(0, 10);
}

/** Poisson arrivals in [from, to) with the given mean gap in seconds. */
export function poisson(c: Ctx, from: number, to: number, meanGapSec: number, fn: (t: number) => Ev[]): Ev[] {
  const out: Ev[] = [];
  let t = from + c.r.exp(meanGapSec * SEC);
  while (t < to) {
    out.push(...fn(t));
    t += c.r.exp(meanGapSec * SEC);
  }
  return out;
}

/** A fixed period with +-jitter (fraction of the period), first tick at a random phase. */
export function every(c: Ctx, from: number, to: number, gapSec: number, jitter: number, fn: (t: number) => Ev[]): Ev[] {
  const out: Ev[] = [];
  let t = from + c.r.float(0, gapSec * SEC);
  while (t < to) {
    out.push(...fn(t));
    t += gapSec * SEC * (1 + c.r.float(-jitter, jitter));
  }
  return out;
}

/** Times of a growing back-off starting at `from`: gaps in seconds, the last one repeats. */
export function backoff(c: Ctx, from: number, to: number, gapsSec: number[], fn: (t: number, n: number) => Ev[]): Ev[] {
  const out: Ev[] = [];
  let t = from;
  let n = 0;
  while (t < to) {
    out.push(...fn(t, n));
    const g = gapsSec[Math.min(n, gapsSec.length - 1)] ?? 10;
    t += g * SEC * (1 + c.r.float(-0.08, 0.08));
    n++;
  }
  return out;
}

/** Seconds since the fault. */
export function since(c: Ctx, t: number): number {
  return (t - c.t0) / SEC;
}

/** Linear ramp from a to b over `over` seconds. */
export function ramp(sec: number, a: number, b: number, over: number): number {
  if (sec <= 0) return a;
  if (sec >= over) return b;
  return a + ((b - a) * sec) / over;
}

export function money(c: Ctx, lo: number, hi: number): string {
  return c.r.float(lo, hi).toFixed(2);
}

/** 12,345 */
export function grouped(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Shifts every event by dt ms. */
export function shift(evs: Ev[], dt: number): Ev[] {
  for (const e of evs) e.t += dt;
  return evs;
}
