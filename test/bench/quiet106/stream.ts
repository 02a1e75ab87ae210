// One aggregated stream: collects events from every service, applies per-service clock skew, sorts by printed time
// and renders the file.

import { type Format, type Level, type LogEvent, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface EmitOpts {
  stack?: string[];
  errType?: string;
  trace?: string;
}

const podHash = (s: string, n: number, radix: number): string => {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  let out = "";
  for (let i = 0; i < n; i++) {
    h = Math.imul(h ^ (h >>> 13), 2246822519) >>> 0;
    out += "bcdfghjklmnpqrstvwxz2456789".charAt(h % (radix === 16 ? 10 : 27));
  }
  return out;
};

export class Stream {
  private events: LogEvent[] = [];
  private seq = 0;
  private skew = new Map<string, number>();
  /** services whose ordinary lines stop from the given true time (a service that goes quiet) */
  readonly quietFrom = new Map<string, number>();
  /** further conditions under which ordinary lines are not written (a service down between restarts, ...) */
  readonly mutes: ((svc: string, t: number, msg: string) => boolean)[] = [];

  constructor(
    private readonly r: Rng,
    readonly t0: number,
    readonly t1: number,
  ) {}

  skewOf(svc: string): number {
    let s = this.skew.get(svc);
    if (s === undefined) {
      s = Math.round((this.r() * 2 - 1) * 300);
      this.skew.set(svc, s);
    }
    return s;
  }

  emit(t: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    const ev: LogEvent = { t, p: t + this.skewOf(svc), seq: this.seq++, svc, level, msg };
    if (o.stack) ev.stack = o.stack;
    if (o.errType) ev.errType = o.errType;
    if (o.trace) ev.trace = o.trace;
    this.events.push(ev);
  }

  /** Ordinary (background) lines: dropped once the service has gone quiet. */
  routine(t: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    const q = this.quietFrom.get(svc);
    if (q !== undefined && t >= q) return;
    if (this.mutes.some((m) => m(svc, t, msg))) return;
    this.emit(t, svc, level, msg, o);
  }

  render(fmt: Format, namespace: string): string[] {
    const evs = [...this.events].sort((a, b) => a.p - b.p || a.seq - b.seq);
    const names = [...new Set(evs.map((e) => e.svc))];
    const pad = Math.max(...names.map((n) => n.length)) + 3;
    const idx = new Map(names.map((n, i) => [n, i] as const));
    const ctx = {
      namespace,
      pad,
      hostOf: (s: string) => `${s}.node-${(idx.get(s) ?? 0) % 4}`,
      podOf: (s: string) => `${s}-${podHash(s, 9, 16)}-${podHash(s.split("").reverse().join(""), 5, 36)}`,
    };
    const out: string[] = [];
    for (const e of evs) out.push(...render(fmt, e, ctx));
    return out;
  }
}
