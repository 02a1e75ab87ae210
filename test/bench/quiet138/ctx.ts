// The scenario context every generator writes into: the window, the estate, ids, skew and the event list.
import { clientIp, type Rng } from "./rng.js";
import type { Estate, Ev, Level, Svc } from "./types.js";

export interface Flow {
  trace: string;
  span: string;
  req: string;
  corr: string;
  ip: string;
}

export class Ctx {
  readonly evs: Ev[] = [];
  /** Intervals in which a service's ordinary lines stop (crash loops, hangs). */
  readonly silent: Array<{ svc: string; from: number; to: number }> = [];
  readonly skew = new Map<string, number>();
  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly start: number,
    readonly end: number,
  ) {
    for (const s of estate.svcs) skewFor(this, s.name);
  }

  svc(name: string): Svc {
    const s = this.estate.svcs.find((x) => x.name === name);
    if (!s) throw new Error(`no service ${name} in ${this.estate.key}`);
    return s;
  }

  flow(): Flow {
    const r = this.rng;
    return { trace: r.hex(32), span: r.hex(16), req: r.hex(32), corr: r.uuid(), ip: clientIp(r) };
  }

  /** The id fields a service writes for a flow, by the estate's practice. */
  ids(name: string, f?: Flow): Record<string, string> {
    const s = this.svc(name);
    const fl = f ?? this.flow();
    const out: Record<string, string> = {};
    for (const k of s.ids) {
      if (k === "trace") {
        out.trace_id = fl.trace;
        out.span_id = this.rng.hex(16);
      } else if (k === "request") out.request_id = fl.req;
      else out.correlation_id = fl.corr;
    }
    return out;
  }

  isSilent(svc: string, t: number): boolean {
    return this.silent.some((s) => s.svc === svc && t >= s.from && t < s.to);
  }

  emit(svc: string, t: number, level: Level, msg: string, more: Partial<Ev> = {}): void {
    if (t < this.start || t >= this.end) return;
    this.evs.push({ t, svc, level, msg, ...more });
  }

  /** Background lines honour silences; incident lines call emit directly. */
  bg(svc: string, t: number, level: Level, msg: string, more: Partial<Ev> = {}): void {
    if (this.isSilent(svc, t)) return;
    this.emit(svc, t, level, msg, more);
  }

  /** Evenly jittered times from `from` to `to` with mean gap `gapMs`. */
  every(from: number, to: number, gapMs: number, fn: (t: number, i: number) => void): void {
    let t = from + this.rng.exp(gapMs) * 0.5;
    let i = 0;
    while (t < to) {
      fn(t, i++);
      t += gapMs * this.rng.float(0.6, 1.4);
    }
  }

  /** Poisson times from `from` to `to` with mean gap `gapMs`. */
  poisson(from: number, to: number, gapMs: number, fn: (t: number, i: number) => void): void {
    let t = from + this.rng.exp(gapMs);
    let i = 0;
    while (t < to) {
      fn(t, i++);
      t += this.rng.exp(gapMs);
    }
  }

  at(frac: number): number {
    return this.start + (this.end - this.start) * frac;
  }
}

function skewFor(c: Ctx, name: string): void {
  c.skew.set(name, Math.round(c.rng.float(-300, 300)));
}
