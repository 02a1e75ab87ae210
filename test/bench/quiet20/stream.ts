// One aggregated window: records in true time, per-service clock skew, printed-time order, traffic and jobs.
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export interface Rec {
  t: number;
  skew: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
  host: string;
  source: string;
}
export type Emit = (dt: number, svc: string, level: Level, msg: string) => void;

export class Stream {
  readonly recs: Rec[] = [];
  private skews = new Map<string, number>();
  private hosts = new Map<string, string>();
  /** Services whose own lines stop after the given time (a process that hung or vanished). */
  readonly silenced = new Map<string, number>();
  /** Lines of one service matching a pattern that stop after a time (one job or feed that stopped). */
  readonly mutes: { svc: string; re: RegExp; from: number }[] = [];
  constructor(
    readonly rng: Rng,
    readonly start: number,
    readonly end: number,
    services: string[],
    private readonly sources: Record<string, string>,
  ) {
    for (const s of services) {
      this.skews.set(s, rng.int(-300, 300));
      this.hosts.set(s, `${rng.hex(10).slice(0, 9)}-${rng.hex(5)}`);
    }
  }
  add(t: number, svc: string, level: Level, msg: string, req?: string): void {
    if (t < this.start || t >= this.end) return;
    this.recs.push({
      t,
      skew: this.skews.get(svc) ?? 0,
      svc,
      level,
      msg,
      req,
      host: this.hosts.get(svc) ?? "0",
      source: this.sources[svc] ?? "custom",
    });
  }
  /** An emitter bound to one request starting at t (dt in ms). */
  emitter(t: number, req?: string): Emit {
    return (dt, svc, level, msg) => this.add(t + dt, svc, level, msg, req);
  }
  /** Calls fn at Poisson times with the given mean gap (ms) between a and b. */
  every(meanGap: number, fn: (t: number) => void, a = this.start, b = this.end): void {
    for (let t = a + this.rng.gap(meanGap); t < b; t += this.rng.gap(meanGap)) fn(t);
  }
  /** Calls fn on a fixed period with a little jitter, like a scheduler or a probe. */
  periodic(period: number, fn: (t: number, n: number) => void, a = this.start, b = this.end): void {
    let n = 0;
    for (let t = a + this.rng.float(0, period); t < b; t += period + this.rng.float(-40, 40)) fn(t, n++);
  }
  sorted(): Rec[] {
    const kept = this.recs.filter((x) => {
      const quietFrom = this.silenced.get(x.svc);
      if (quietFrom !== undefined && x.t >= quietFrom) return false;
      return !this.mutes.some((m) => m.svc === x.svc && x.t >= m.from && m.re.test(x.msg));
    });
    return kept.sort((x, y) => x.t + x.skew - (y.t + y.skew));
  }
}
