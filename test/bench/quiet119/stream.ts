// One aggregated stream: events in true time, per-service clock skew applied at print time, sorted by printed time.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export interface Printed extends Ev {
  printed: number;
}

export class Stream {
  readonly events: Ev[] = [];
  readonly skew = new Map<string, number>();
  constructor(
    readonly t0: number,
    readonly t1: number,
    services: string[],
    r: Rng,
  ) {
    for (const s of services) this.skew.set(s, r.int(-300, 300));
  }
  add(t: number, svc: string, level: Level, msg: string, extra: { stack?: string[]; trace?: string } = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    this.events.push({ t: Math.round(t), svc, level, msg, ...extra });
  }
  /** Drops events matching `drop` (a service going quiet, a flow replaced by its failing version). */
  remove(drop: (e: Ev) => boolean): void {
    for (let i = this.events.length - 1; i >= 0; i--) if (drop(this.events[i])) this.events.splice(i, 1);
  }
  printed(): Printed[] {
    return this.events
      .map((e) => ({ ...e, printed: e.t + (this.skew.get(e.svc) ?? 0) }))
      .sort((a, b) => a.printed - b.printed || a.svc.localeCompare(b.svc));
  }
}
