// One aggregated window: services emit events at true times; printing adds a per-service clock skew and sorts.
import { type Format, type RenderCtx, render } from "./formats.js";
import { hex, int, type Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  source?: string;
  /** still printed after the service went quiet (a supervisor's own lines) */
  keep?: boolean;
}

export class Stream {
  readonly evs: Ev[] = [];
  /** service -> true time from which its info/debug lines stop (a process that went quiet). */
  readonly quietFrom = new Map<string, number>();
  constructor(
    readonly start: number,
    readonly end: number,
    readonly rng: Rng,
    readonly traces: boolean,
  ) {}

  emit(
    t: number,
    svc: string,
    level: Level,
    msg: string,
    more: Partial<Pick<Ev, "stack" | "trace" | "source" | "keep">> = {},
  ) {
    if (t < this.start || t >= this.end) return;
    const q = this.quietFrom.get(svc);
    if (q !== undefined && t >= q && (level === "info" || level === "debug") && !more.keep) return;
    const { keep: _k, ...rest } = more;
    this.evs.push({ t: Math.round(t), svc, level, msg, ...rest });
  }

  /** A new request id when this estate propagates one. */
  trace(): string | undefined {
    return this.traces ? hex(this.rng, 16) : undefined;
  }

  /** Calls fn at a jittered period from `from` (default start) to `to` (default end). */
  every(periodMs: number, fn: (t: number) => void, from = this.start, to = this.end, jitter = 0.2) {
    let t = from + this.rng() * periodMs;
    while (t < to) {
      fn(t);
      t += periodMs * (1 - jitter + 2 * jitter * this.rng());
    }
  }

  /** Poisson arrivals at `perMin` per minute. */
  poisson(perMin: number, fn: (t: number) => void, from = this.start, to = this.end) {
    if (perMin <= 0) return;
    let t = from;
    for (;;) {
      t += (-Math.log(1 - this.rng()) / perMin) * 60_000;
      if (t >= to) return;
      fn(t);
    }
  }

  /** Renders and sorts by printed time; returns the lines. */
  print(fmt: Format, namespace: string, skewMax = 300): string[] {
    const skew = new Map<string, number>();
    const pods = new Map<string, string>();
    for (const e of this.evs)
      if (!skew.has(e.svc)) {
        skew.set(e.svc, int(this.rng, -skewMax, skewMax));
        pods.set(e.svc, `${e.svc}-${hex(this.rng, 9).replace(/^(.{9})/, "$1")}-${hex(this.rng, 5)}`);
      }
    const width = Math.max(...[...skew.keys()].map((s) => s.length)) + 4;
    const c: RenderCtx = { namespace, width, host: (s) => pods.get(s) ?? s };
    const printed = this.evs.map((e, i) => ({ e, p: e.t + (skew.get(e.svc) ?? 0), i }));
    printed.sort((a, b) => a.p - b.p || a.i - b.i);
    const out: string[] = [];
    for (const { e, p } of printed) out.push(...render(fmt, e, p, c));
    return out;
  }
}
