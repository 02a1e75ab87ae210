// One aggregated stream: events in true time, per-service clock skew applied when printed, sorted by printed time.
import type { Rng } from "./rng.js";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

export interface AddOpts {
  stack?: string;
  trace?: string;
  force?: boolean;
}

export class Stream {
  readonly evs: Ev[] = [];
  private readonly quiet = new Map<string, number>();
  private readonly thins: { from: number; keep: number; pred: (e: Ev) => boolean }[] = [];
  constructor(
    readonly rng: Rng,
    readonly start: number,
    readonly end: number,
    readonly skew: Record<string, number>,
  ) {}

  /** From `from` on the service writes nothing more unless an event is forced. */
  silence(svc: string, from: number): void {
    this.quiet.set(svc, from);
  }

  /** From `from` on, unforced events matching `pred` survive with probability `keep`. */
  thin(from: number, keep: number, pred: (e: Ev) => boolean): void {
    this.thins.push({ from, keep, pred });
  }

  isSilent(svc: string, t: number): boolean {
    const q = this.quiet.get(svc);
    return q !== undefined && t >= q;
  }

  add(t: number, svc: string, level: Level, msg: string, o: AddOpts = {}): void {
    if (t < this.start || t >= this.end) return;
    if (!o.force && this.isSilent(svc, t)) return;
    const ev: Ev = { t, svc, level, msg };
    if (o.stack) ev.stack = o.stack;
    if (o.trace) ev.trace = o.trace;
    if (!o.force && this.thins.some((x) => t >= x.from && x.pred(ev)) && !this.rng.chance(this.thinKeep(ev))) return;
    this.evs.push(ev);
  }

  private thinKeep(e: Ev): number {
    return Math.min(...this.thins.filter((x) => e.t >= x.from && x.pred(e)).map((x) => x.keep));
  }

  /** Calls `f` at jittered intervals of `every` seconds over [from, to). */
  every(every: number, f: (t: number) => void, from = this.start, to = this.end): void {
    let t = from + this.rng.next() * every * 1000;
    while (t < to) {
      f(t);
      t += every * 1000 * (0.7 + this.rng.next() * 0.6);
    }
  }

  printed(): (Ev & { p: number })[] {
    return this.evs
      .map((e) => ({ ...e, p: Math.round(e.t + (this.skew[e.svc] ?? 0)) }))
      .sort((a, b) => a.p - b.p || a.svc.localeCompare(b.svc));
  }
}
