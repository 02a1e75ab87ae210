// One scenario's event stream: scheduling helpers, per-service clock skew, quiet-period filters, sort and render.
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface EmitOpts {
  stack?: string[];
  errType?: string;
  trace?: string;
  base?: boolean;
}

export interface EstateInfo {
  key: string;
  namespace: string;
  svcs: string[];
  traceLen: number;
}

export class Ctx {
  readonly evs: Ev[] = [];
  private readonly damp: { svc: string; from: number; to: number; p: number; match?: RegExp }[] = [];
  constructor(
    readonly r: Rng,
    readonly est: EstateInfo,
    readonly t0: number,
    readonly t1: number,
  ) {}

  emit(t: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    this.evs.push({ t, svc, level, msg, ...o });
  }
  /** A trace id when the estate propagates them, else undefined. */
  tid(): string | undefined {
    return this.est.traceLen ? this.r.hex(this.est.traceLen) : undefined;
  }
  poisson(from: number, to: number, perMin: number, fn: (t: number) => void): void {
    if (perMin <= 0) return;
    for (let t = from + this.r.gap(perMin); t < to; t += this.r.gap(perMin)) fn(t);
  }
  every(from: number, to: number, periodMs: number, fn: (t: number) => void, jitterMs = 400): void {
    const phase = this.r.float(0, periodMs);
    for (let t = from + phase; t < to; t += periodMs) fn(t + this.r.float(0, jitterMs));
  }
  /** Drops a share `p` of a service's baseline lines (those matching `match`, if given) between `from` and `to`. */
  dampen(svc: string, from: number, to: number, p: number, match?: RegExp): void {
    this.damp.push({ svc, from, to, p, match });
  }

  finish(format: Format, skewMax: number): string[] {
    const skew: Record<string, number> = {};
    for (const s of this.est.svcs) skew[s] = Math.round(this.r.float(-skewMax, skewMax));
    const kept = this.evs.filter(
      (e) =>
        !e.base ||
        !this.damp.some(
          (d) =>
            d.svc === e.svc && e.t >= d.from && e.t < d.to && (!d.match || d.match.test(e.msg)) && this.r.chance(d.p),
        ),
    );
    const printed = kept.map((e) => ({ ...e, t: Math.round(e.t + (skew[e.svc] ?? 0)) }));
    printed.sort((a, b) => a.t - b.t);
    const pad = Math.max(...this.est.svcs.map((s) => s.length)) + 4;
    const hostIdx: Record<string, number> = {};
    for (const s of this.est.svcs) hostIdx[s] = this.r.int(0, 3);
    const host = (svc: string) =>
      `${svc}-${["7d9f8", "5c6b4", "64f7d", "b8c2a"][hostIdx[svc] ?? 0]}-${svc.length % 7}x${hostIdx[svc]}`;
    const out: string[] = [];
    for (const e of printed) out.push(...render(format, e, { namespace: this.est.namespace, pad, host }));
    return out;
  }
}
