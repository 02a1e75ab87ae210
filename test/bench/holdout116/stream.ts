// One scenario's aggregated stream: events on true time, per-service clock skew, silenced and failing
// services, and the final sort by printed time.
import type { Level, LogEvent } from "./formats.js";
import type { Rng } from "./rng.js";
import { type Runtime, stackFor } from "./stacks.js";

export interface Span {
  svc: string;
  from: number;
  to: number;
  p: number;
}

export class Stream {
  readonly events: LogEvent[] = [];
  readonly skew: Record<string, number> = {};
  private readonly silenced: Span[] = [];
  private readonly failing: Span[] = [];

  constructor(
    readonly r: Rng,
    readonly start: number,
    readonly end: number,
    readonly runtimes: Record<string, Runtime>,
    readonly traced: (svc: string) => boolean,
  ) {
    for (const s of Object.keys(runtimes)) this.skew[s] = r.int(-300, 300);
  }

  emit(t: number, svc: string, level: Level, msg: string, trace?: string): LogEvent | undefined {
    if (t < this.start || t >= this.end) return undefined;
    const nl = msg.indexOf("\n");
    const e: LogEvent = { t, printed: t + (this.skew[svc] ?? 0), svc, level, msg: nl < 0 ? msg : msg.slice(0, nl) };
    if (nl >= 0) e.stack = msg.slice(nl + 1);
    if (trace && this.traced(svc)) e.trace = trace;
    this.events.push(e);
    return e;
  }

  /** An error line with the runtime's own stack trace. */
  crash(
    t: number,
    svc: string,
    level: Level,
    msg: string,
    errType: string,
    errMsg: string,
    frames: string[],
    trace?: string,
  ) {
    const e = this.emit(t, svc, level, msg, trace);
    if (e) {
      e.errType = errType;
      e.stack = stackFor(this.runtimes[svc], svc, errType, errMsg, frames);
    }
  }

  /** Poisson-spaced lines between from and to. */
  every(from: number, to: number, meanMs: number, fn: (t: number, i: number) => void) {
    let i = 0;
    for (let t = from + this.r.gap(meanMs); t < Math.min(to, this.end); t += this.r.gap(meanMs)) fn(t, i++);
  }

  /** Background lines of svc stop in [from, to). */
  silence(svc: string, from: number, to = Number.POSITIVE_INFINITY) {
    this.silenced.push({ svc, from, to, p: 1 });
  }

  /** Background requests through svc fail (share p) in [from, to): their normal lines are left out. */
  fail(svc: string, from: number, to = Number.POSITIVE_INFINITY, p = 1) {
    this.failing.push({ svc, from, to, p });
  }

  isSilent(svc: string, t: number): boolean {
    return this.silenced.some((s) => s.svc === svc && t >= s.from && t < s.to);
  }

  isFailing(svc: string, t: number): boolean {
    return this.failing.some((s) => s.svc === svc && t >= s.from && t < s.to && this.r.chance(s.p));
  }

  sorted(): LogEvent[] {
    return [...this.events].sort((a, b) => a.printed - b.printed || a.t - b.t);
  }
}
