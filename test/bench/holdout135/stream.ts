// One scenario's aggregated stream under construction: true-time events per service, each service's clock skew
// and pod names, and the request context background flows and incidents write through.
import type { Rand } from "./rng.js";
import type { Estate, Level, LogEvent, Svc } from "./types.js";

export interface EmitOpts {
  stack?: string;
  errType?: string;
  id?: string;
  pod?: number;
  logger?: string;
}

export class Scn {
  readonly evs: LogEvent[] = [];
  readonly skew = new Map<string, number>();
  readonly pods = new Map<string, string[]>();
  /** True start of the fault at its origin, or null in a quiet window. */
  start: number | null = null;
  /** Set while background traffic is written, so incidents can drop it. */
  bg = false;
  private readonly byName = new Map<string, Svc>();

  constructor(
    readonly r: Rand,
    readonly est: Estate,
    readonly t0: number,
    readonly t1: number,
  ) {
    for (const s of est.services) {
      this.byName.set(s.name, s);
      // Clock skew up to 300 ms either way; a few hosts are nearly exact.
      this.skew.set(s.name, r.chance(0.2) ? r.int(-15, 15) : r.int(-300, 300));
      const rs = `${r.hex(9).replace(/^0/, "7")}`;
      this.pods.set(
        s.name,
        Array.from({ length: s.pods }, () => `${s.name}-${rs}-${r.upper(5, "bcdfghjklmnpqrstvwxz2456789")}`),
      );
    }
  }

  svc(name: string): Svc {
    const s = this.byName.get(name);
    if (!s) throw new Error(`unknown service ${name} in estate ${this.est.key}`);
    return s;
  }

  emit(t: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    const s = this.svc(svc);
    const tt = Math.round(t);
    if (tt < this.t0 || tt >= this.t1) return;
    if (msg.includes("\n")) throw new Error(`multi-line message must use stack: ${msg.slice(0, 60)}`);
    this.evs.push({
      t: tt,
      svc,
      level,
      msg,
      stack: o.stack,
      errType: o.errType,
      id: o.id,
      pod: o.pod ?? this.r.int(0, s.pods - 1),
      bg: this.bg,
      logger: o.logger,
    });
  }

  /** Poisson arrivals at `perSec` between two true times. */
  poisson(from: number, to: number, perSec: number, fn: (t: number) => void): void {
    if (perSec <= 0) return;
    const mean = 1000 / perSec;
    for (let t = from + this.r.exp(mean); t < to; t += this.r.exp(mean)) fn(Math.round(t));
  }

  /** A periodic task with a random phase and some jitter. */
  every(from: number, to: number, periodMs: number, jitterMs: number, fn: (t: number) => void): void {
    for (let t = from + this.r.int(0, periodMs - 1); t < to; t += periodMs) fn(t + this.r.int(0, jitterMs));
  }

  newId(): string | undefined {
    switch (this.est.idStyle) {
      case "none":
        return undefined;
      case "request":
        return `${this.r.hex(8)}-${this.r.hex(4)}-${this.r.hex(4)}-${this.r.hex(4)}-${this.r.hex(12)}`;
      default:
        return this.r.hex(32);
    }
  }

  idFor(svc: string, id: string | undefined): string | undefined {
    if (!id) return undefined;
    if (this.est.idStyle === "mixed" && !this.svc(svc).ids) return undefined;
    return id;
  }

  podName(svc: string, pod: number): string {
    return this.pods.get(svc)?.[pod] ?? `${svc}-0`;
  }

  /** True after the fault started. */
  on(t: number): boolean {
    return this.start !== null && t >= this.start;
  }
}

/** One request as background traffic writes it: every line carries its id where the estate prints ids. */
export class Req {
  readonly id: string | undefined;
  constructor(
    readonly s: Scn,
    readonly flow: string,
    readonly t: number,
  ) {
    this.id = s.newId();
  }
  get r(): Rand {
    return this.s.r;
  }
  log(dt: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    this.s.emit(this.t + dt, svc, level, msg, { ...o, id: this.s.idFor(svc, this.id) });
  }
}
