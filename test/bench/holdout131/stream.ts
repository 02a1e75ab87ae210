// The event buffer one scenario is written into: timed events per service, flows tagged by the services they pass
// through, and the filters an outage applies (a service going quiet, calls through a service no longer succeeding).
import type { Rng } from "./rng.js";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Ev {
  t: number;
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string;
  trace?: string;
  via?: string[];
  kind?: "base" | "fault";
  /** a flow's first, independent line (a song starting, a segment written): stays when the flow breaks */
  anchor?: boolean;
}

export type Msg = (r: Rng) => string;

export class Stream {
  readonly evs: Ev[] = [];
  constructor(
    readonly r: Rng,
    readonly t0: number,
    readonly t1: number,
  ) {}

  add(e: Ev): void {
    if (e.t >= this.t0 && e.t < this.t1) this.evs.push({ kind: "base", ...e });
  }

  /** Random arrivals at perMin between from and to. */
  every(svc: string, lvl: Level, perMin: number, msg: Msg, from = this.t0, to = this.t1, extra?: Partial<Ev>): void {
    for (let t = from + this.r.gap(perMin); t < to; t += this.r.gap(perMin)) {
      this.add({ t, svc, lvl, msg: msg(this.r), ...extra });
    }
  }

  /** Fixed-period job with a little jitter. */
  periodic(svc: string, lvl: Level, everyS: number, msg: Msg, extra?: Partial<Ev>): void {
    const phase = this.r.next() * everyS * 1000;
    for (let t = this.t0 + phase; t < this.t1; t += everyS * 1000 + this.r.int(-400, 400)) {
      this.add({ t, svc, lvl, msg: msg(this.r), ...extra });
    }
  }

  /** Drops base events of svc from `from` on (the service stops logging). */
  silence(svc: string, from: number, keep = 0): void {
    this.filter((e) => !(e.svc === svc && e.kind === "base" && e.t >= from && !this.r.chance(keep)));
  }

  /** Drops base flow events that pass through svc from `from` on, with probability p. */
  breakFlows(svc: string, from: number, p: number): void {
    const dropped = new Set<string>();
    this.filter((e) => {
      if (e.kind !== "base" || e.anchor || e.t < from || !e.via?.includes(svc)) return true;
      const key = e.trace ?? `${Math.floor(e.t / 1000)}`;
      if (dropped.has(key)) return false;
      if (this.r.chance(p)) {
        dropped.add(key);
        return false;
      }
      return true;
    });
  }

  private filter(keep: (e: Ev) => boolean): void {
    const kept = this.evs.filter(keep);
    this.evs.length = 0;
    this.evs.push(...kept);
  }
}
