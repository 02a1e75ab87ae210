// One aggregated stream: events on true time, per-service clock skew, services that fall silent, sorted output.
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number; // true epoch ms
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string[];
  /** Still printed after the service fell silent (its last words, a crash line). */
  keep?: boolean;
}

export class Stream {
  readonly events: Ev[] = [];
  private readonly silent: { svc: string; from: number; until: number }[] = [];
  private readonly drops: ((e: Ev) => boolean)[] = [];

  constructor(
    readonly rng: Rng,
    readonly start: number,
    readonly end: number,
  ) {}

  emit(t: number, svc: string, level: Level, msg: string, more: Partial<Ev> = {}): void {
    if (t < this.start || t >= this.end) return;
    this.events.push({ t, svc, level, msg, ...more });
  }

  /** The service stops logging from `from` (until `until`, when it comes back). */
  silence(svc: string, from: number, until = Number.POSITIVE_INFINITY): void {
    this.silent.push({ svc, from, until });
  }

  /** Normal lines that stop happening (requests that now fail): matching events are not printed. */
  drop(pred: (e: Ev) => boolean): void {
    this.drops.push(pred);
  }

  /** Calls `fn` at jittered intervals of about `everyMs` between `from` and `to`. */
  every(everyMs: number, fn: (t: number) => void, from = this.start, to = this.end, jitter = 0.5): void {
    let t = from + this.rng.next() * everyMs;
    while (t < to) {
      fn(Math.round(t));
      t += everyMs * (1 - jitter / 2 + this.rng.next() * jitter);
    }
  }

  lines(fmt: Format, namespace: string, hosts: Record<string, string>, skew: Record<string, number>): string[] {
    const kept = this.events.filter((e) => {
      if (!e.keep && this.drops.some((d) => d(e))) return false;
      if (e.keep) return true;
      return !this.silent.some((q) => q.svc === e.svc && e.t >= q.from && e.t < q.until);
    });
    const printed: Printed[] = kept.map((e) => ({
      at: e.t + (skew[e.svc] ?? 0),
      svc: e.svc,
      level: e.level,
      msg: e.msg,
      trace: e.trace,
      stack: e.stack,
      host: hosts[e.svc] ?? `${e.svc}-0`,
    }));
    printed.sort((a, b) => a.at - b.at);
    const pad = Math.max(...Object.keys(hosts).map((s) => s.length)) + 4;
    return printed.flatMap((p) => render(fmt, p, namespace, pad));
  }
}
