// One aggregated stream: events at true time, per-service clock skew, sorted by printed time, rendered in one format.
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number; // true epoch ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  tag?: "base" | "job" | "health";
  flow?: string[]; // services a baseline request touched
}

export class Stream {
  readonly events: Ev[] = [];
  readonly skew = new Map<string, number>();
  constructor(
    readonly r: Rng,
    readonly t0: number,
    readonly t1: number,
    readonly traces: boolean,
  ) {}

  add(t: number, svc: string, level: Level, msg: string, stack?: string[], trace?: string): void {
    if (t < this.t0 || t >= this.t1) return;
    this.events.push({ t, svc, level, msg, stack, trace: this.traces ? trace : undefined });
  }

  /** Poisson stream from `from` to `to`; `fn` returns false to skip one. */
  every(from: number, to: number, meanMs: number, fn: (t: number, i: number) => void): void {
    let t = from + this.r.gap(meanMs);
    let i = 0;
    while (t < Math.min(to, this.t1)) {
      fn(t, i++);
      t += this.r.gap(meanMs);
    }
  }

  /** Fixed period with a little jitter (cron-like jobs, health checks). */
  tick(from: number, periodMs: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from; t < this.t1; t += periodMs) fn(t + this.r.int(0, 900), i++);
  }

  id(): string {
    return this.r.hex(16);
  }

  write(f: Format, ns: string, pods: Map<string, string>): string[] {
    for (const e of this.events) if (!this.skew.has(e.svc)) this.skew.set(e.svc, this.r.int(-300, 300));
    const printed: Printed[] = this.events.map((e) => ({
      at: e.t + (this.skew.get(e.svc) ?? 0),
      svc: e.svc,
      level: e.level,
      msg: e.msg,
      stack: e.stack,
      trace: e.trace,
      ns,
      pod: pods.get(e.svc) ?? `${e.svc}-0`,
    }));
    const order = printed.map((p, i) => [p.at, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const pad = Math.max(...this.events.map((e) => e.svc.length)) + 2;
    const out: string[] = [];
    for (const [, i] of order) out.push(...render(f, printed[i], pad));
    return out;
  }
}

// Stack traces in each runtime's own shape.
export const stacks = {
  java(exc: string, msg: string, frames: string[], cause?: [string, string, string[]]): string[] {
    const out = [`${exc}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
    if (cause) out.push(`Caused by: ${cause[0]}: ${cause[1]}`, ...cause[2].map((f) => `\tat ${f}`), "\t... 42 more");
    return out;
  },
  python(frames: [string, number, string, string][], last: string): string[] {
    const out = ["Traceback (most recent call last):"];
    for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
    out.push(last);
    return out;
  },
  node(first: string, frames: string[]): string[] {
    return [first, ...frames.map((f) => `    at ${f}`)];
  },
  dotnet(exc: string, msg: string, frames: string[]): string[] {
    return [`${exc}: ${msg}`, ...frames.map((f) => `   at ${f}`)];
  },
  ruby(exc: string, msg: string, frames: string[]): string[] {
    return [`${exc} (${msg}):`, "", ...frames.map((f) => `${f}`)];
  },
  go(panicMsg: string, frames: [string, string][]): string[] {
    const out = [`panic: ${panicMsg}`, "", "goroutine 1873 [running]:"];
    for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
    return out;
  },
};
