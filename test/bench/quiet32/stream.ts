// One aggregated stream: events on true time, per-service clock skew, sorted by printed time, rendered.
import type { Estate } from "./estates.js";
import { type Format, render } from "./formats.js";
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error";
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  trace?: string;
  host?: number;
  source?: string;
  keep?: boolean;
}
export type Extra = Partial<Pick<Ev, "stack" | "errType" | "trace" | "host" | "keep">>;

export class Ctx {
  readonly events: Ev[] = [];
  private readonly mutes: { svc: string; from: number; to: number; only?: RegExp }[] = [];
  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly t0: number,
    readonly t1: number,
  ) {}
  /** The service name that plays `role` in this estate. */
  s(role: string): string {
    const n = this.estate.roles[role];
    if (!n) throw new Error(`${this.estate.name} has no ${role}`);
    return n;
  }
  add(t: number, svc: string, level: Level, msg: string, x: Extra = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    this.events.push({ t, svc, level, msg, host: this.r.int(0, 2), ...x });
  }
  /** A trace id when this estate propagates one, else undefined. */
  trace(): string | undefined {
    return this.estate.traced ? this.r.hex(12) : undefined;
  }
  /** Calls fn at roughly every `period` ms (jittered) between from and to. */
  every(period: number, from: number, to: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from + this.r.int(0, period); t < to; t += Math.round(period * (0.7 + this.r.next() * 0.6))) {
      fn(t, i++);
    }
  }
  /** The service stops logging its ordinary lines (or only those matching `only`) in [from, to). */
  mute(svc: string, from: number, to = Number.POSITIVE_INFINITY, only?: RegExp): void {
    this.mutes.push({ svc, from, to, only });
  }
  finish(): Ev[] {
    return this.events.filter(
      (e) =>
        e.keep ||
        !this.mutes.some((m) => m.svc === e.svc && e.t >= m.from && e.t < m.to && (!m.only || m.only.test(e.msg))),
    );
  }
}

export function writeStream(ctx: Ctx, fmt: Format): string[] {
  const skew = new Map<string, number>();
  for (const svc of Object.values(ctx.estate.roles)) skew.set(svc, ctx.r.int(-300, 300));
  const pad = Math.max(...Object.values(ctx.estate.roles).map((s) => s.length)) + 4;
  const evs = ctx
    .finish()
    .map((e) => ({ e, p: e.t + (skew.get(e.svc) ?? 0) }))
    .sort((a, b) => a.p - b.p || a.e.t - b.e.t);
  const out: string[] = [];
  for (const { e, p } of evs) out.push(...render(fmt, e, p, pad, ctx.estate.ns));
  return out;
}
