// One scenario's event stream: true-time events from any service, per-service clock skew, and the rendered file
// (every line sorted by printed time).
import type { Estate } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string[];
}

export interface EmitOpts {
  trace?: string;
  stack?: string[];
}

export class Ctx {
  readonly events: Ev[] = [];
  readonly skew = new Map<string, number>();
  /** Regions the edge sends no traffic to, from/to offsets in ms. */
  readonly drained: Array<{ region: string; from: number; to: number }> = [];
  /** Services that stop their normal background lines from an offset (crashed, fenced, stopped). */
  readonly silent = new Map<string, number>();
  /** Regions whose health checks fail from an offset (to the end or until `to`). */
  readonly unhealthy: Array<{ region: string; from: number; to: number }> = [];
  /** Extra latency (ms) the edge sees on a region's requests between offsets. */
  readonly slow: Array<{ region: string; from: number; to: number; ms: number }> = [];
  /** The failing region (the origin's) and a surviving one. */
  readonly A: string;
  readonly B: string;
  constructor(
    readonly e: Estate,
    readonly rng: Rng,
    readonly t0: number,
    readonly dur: number,
    readonly start: number,
  ) {
    const rs = rng.shuffle([...e.regions]);
    this.A = rs[0];
    this.B = rs[1];
  }
  app(r: string): string {
    return `${this.e.app}-${r}`;
  }
  db(r: string): string {
    return `${this.e.db}-${r}`;
  }
  cache(r: string): string {
    return this.e.cache ? `${this.e.cache}-${r}` : "";
  }
  /** Other regions than the failing one. */
  get others(): string[] {
    return this.e.regions.filter((r) => r !== this.A);
  }
  services(): string[] {
    const e = this.e;
    const regional = e.regions.flatMap((r) => [this.app(r), this.db(r), this.cache(r)]).filter(Boolean);
    return [e.edge, ...regional, e.dns, e.mm, e.job, e.noisy];
  }
  emit(off: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    if (off < 0 || off >= this.dur || !msg) return;
    this.events.push({ t: this.t0 + Math.round(off), svc, level, msg, trace: o.trace, stack: o.stack });
  }
  /** A line every ~period ms (±jitter share) between offsets; `fn` gets the index and the offset. */
  every(
    svc: string,
    from: number,
    to: number,
    period: number,
    level: Level,
    fn: (i: number, off: number) => string,
    jitter = 0.4,
    o: EmitOpts = {},
  ): void {
    let off = from + this.rng.float(0, period * jitter);
    for (let i = 0; off < Math.min(to, this.dur); i++) {
      this.emit(off, svc, level, fn(i, off), o);
      off += period * this.rng.float(1 - jitter, 1 + jitter);
    }
  }
  isDrained(region: string, off: number): boolean {
    return this.drained.some((d) => d.region === region && off >= d.from && off < d.to);
  }
  isUnhealthy(region: string, off: number): boolean {
    return this.unhealthy.some((d) => d.region === region && off >= d.from && off < d.to);
  }
  isSilent(svc: string, off: number): boolean {
    const s = this.silent.get(svc);
    return s !== undefined && off >= s;
  }
  extraLatency(region: string, off: number): number {
    return this.slow.filter((s) => s.region === region && off >= s.from && off < s.to).reduce((a, s) => a + s.ms, 0);
  }
  iso(off: number): string {
    return new Date(this.t0 + off).toISOString();
  }
  /** Renders the file: skewed printed times, sorted, in `format`. */
  render(format: Format): string[] {
    const nodes = new Map<string, number>();
    for (const s of this.services()) {
      if (!this.skew.has(s)) this.skew.set(s, this.rng.int(-280, 280));
      nodes.set(s, this.rng.int(0, 3));
    }
    const printed: Printed[] = this.events.map((e) => ({
      at: e.t + (this.skew.get(e.svc) ?? 0),
      svc: e.svc,
      level: e.level,
      msg: e.msg,
      trace: e.trace,
      stack: e.stack,
      node: nodes.get(e.svc) ?? 0,
    }));
    printed.sort((a, b) => a.at - b.at);
    const pad = Math.max(...this.services().map((s) => s.length)) + 2;
    return printed.flatMap((p) => render(p, format, this.e.namespace, pad));
  }
}
