// The window an incident or quiet spec edits: background flows and scheduled lines already laid out, plus
// helpers to add lines, replace the requests a fault touches, silence a service, or roll one out.
import { requestId } from "./domain.js";
import { ev } from "./ev.js";
import type { Rng } from "./rng.js";
import type { ErrInfo, Estate, Ev, Flow, Level } from "./types.js";

export class Scene {
  readonly extra: Ev[] = [];

  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    /** Window start and end (true time, ms). */
    readonly t0: number,
    readonly t1: number,
    /** True start of the fault (for quiet windows: a point in the middle, used to place noise). */
    readonly start: number,
    readonly flows: Flow[],
    /** Scheduled and noise lines that belong to no request. */
    public base: Ev[],
  ) {}

  emit(t: number, svc: string, level: Level, msg: string, id?: string, err?: ErrInfo): void {
    if (t < this.t0 || t >= this.t1) return;
    this.extra.push(ev(t, svc, level, msg, id, err));
  }

  add(evs: Ev[]): void {
    for (const e of evs) if (e.t >= this.t0 && e.t < this.t1) this.extra.push(e);
  }

  newId(): string | undefined {
    return requestId(this.r, this.estate.idStyle);
  }

  /** Calls fn at random gaps in [lo, hi] ms from `from` until `to`. */
  every(from: number, to: number, lo: number, hi: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from; t < Math.min(to, this.t1); t += this.r.int(lo, hi)) fn(t, i++);
  }

  /** Poisson arrivals with the given mean gap. */
  poisson(from: number, to: number, meanGap: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from + this.r.exp(meanGap); t < Math.min(to, this.t1); t += this.r.exp(meanGap)) fn(t, i++);
  }

  /** A probability that rises linearly from pLo at `from` to pHi at `until` and stays there. */
  ramp(from: number, until: number, pLo: number, pHi: number): (t: number) => number {
    return (t) => (t <= from ? pLo : t >= until ? pHi : pLo + ((t - from) / (until - from)) * (pHi - pLo));
  }

  /**
   * Replaces the lines of flows of the given kinds that start in [from, to) with what `fn` returns, each with
   * probability p (a number or a function of time). Returns how many were replaced.
   */
  fail(kinds: string[], from: number, to: number, p: number | ((t: number) => number), fn: (f: Flow) => Ev[]): number {
    let n = 0;
    for (const f of this.flows) {
      if (!kinds.includes(f.kind) || f.t < from || f.t >= to) continue;
      const pr = typeof p === "number" ? p : p(f.t);
      if (!this.r.chance(pr)) continue;
      f.events = fn(f).filter((e) => e.t >= this.t0 && e.t < this.t1);
      n++;
    }
    return n;
  }

  /** Drops the scheduled and request lines of `svc` in [from, to) that match `pred` (all by default). */
  mute(svc: string, from: number, to: number, pred: (e: Ev) => boolean = () => true): void {
    const hit = (e: Ev) => e.svc === svc && e.t >= from && e.t < to && pred(e);
    this.base = this.base.filter((e) => !hit(e));
    for (const f of this.flows) f.events = f.events.filter((e) => !hit(e));
  }

  /** A rollout of `svc`: the estate's deploy lines. */
  deploy(svc: string, t: number, version: string): void {
    this.add(this.estate.deploy(this.r, svc, t, version));
  }

  reload(t: number): void {
    this.add(this.estate.reload(this.r, t));
  }

  /** All events of the window, in true-time order (stable). */
  all(): Ev[] {
    const evs = [...this.base, ...this.flows.flatMap((f) => f.events), ...this.extra].filter(
      (e) => e.t >= this.t0 && e.t < this.t1,
    );
    return evs
      .map((e, i) => [e, i] as const)
      .sort((a, b) => a[0].t - b[0].t || a[1] - b[1])
      .map(([e]) => e);
  }
}
