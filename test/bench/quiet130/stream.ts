// One aggregated stream under construction: services emit events at true times; the scene keeps those
// inside the window and orders them. Background traffic (request flows, periodic jobs) is driven here too.
import type { Rng } from "./rng.js";
import type { Estate, Level, LogEvent, Role, Runtime, SceneLike } from "./types.js";

export class Scene implements SceneLike {
  readonly events: LogEvent[] = [];
  private readonly drops: Array<(ev: LogEvent) => boolean> = [];
  /** While true, logged events are background traffic. */
  bgMode = false;
  constructor(
    public rng: Rng,
    readonly est: Estate,
    readonly start: number,
    readonly end: number,
  ) {}

  svc(role: Role): string {
    return this.est.roles[role];
  }

  rt(svc: string): Runtime {
    const s = this.est.services.find((x) => x.name === svc);
    if (!s) throw new Error(`unknown service ${svc} in ${this.est.key}`);
    return s.runtime;
  }

  log(t: number, svc: string, level: Level, msg: string, extra?: Partial<LogEvent>): void {
    if (t < this.start || t >= this.end) return;
    if (msg.includes("\n")) throw new Error(`newline in message of ${svc}: ${msg.slice(0, 60)}`);
    this.events.push({ ...extra, t: Math.round(t), svc, level, msg, bg: this.bgMode || undefined });
  }

  suppress(pred: (ev: LogEvent) => boolean): void {
    this.drops.push(pred);
  }

  /** The window's events in true-time order, background the fault prevented removed. */
  final(): LogEvent[] {
    const kept = this.events.filter((ev) => !(ev.bg && this.drops.some((d) => d(ev))));
    return kept.sort((a, b) => a.t - b.t);
  }

  trace(): string | undefined {
    switch (this.est.traceStyle) {
      case "w3c":
        return this.rng.hex(32);
      case "uuid":
        return this.rng.uuid();
      case "short":
        return this.rng.hex(16);
      default:
        return undefined;
    }
  }

  /** Calls fn at Poisson arrivals of `perMin` per minute in [from, to). */
  poisson(perMin: number, from: number, to: number, fn: (t: number) => void): void {
    if (perMin <= 0) return;
    const mean = 60_000 / perMin;
    for (let t = from + this.rng.exp(mean); t < to; t += this.rng.exp(mean)) fn(t);
  }

  /** Calls fn every `periodMs` (plus up to `jitterMs`) in [from, to), with a random phase. */
  every(periodMs: number, from: number, to: number, jitterMs: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from + this.rng.float(0, periodMs); t < to; t += periodMs) {
      fn(t + this.rng.float(0, jitterMs), i++);
    }
  }
}

/** Background: weighted request flows at `flowsPerMin`, the estate's periodic jobs, and its chronic error. */
export function background(sc: Scene, flowsPerMin: number): void {
  sc.bgMode = true;
  const pairs = sc.est.flows.map((f) => [f, f.w] as const);
  // Traffic breathes a little: three slow phases of ±25 %.
  const span = sc.end - sc.start;
  const phase = sc.rng.float(0, Math.PI * 2);
  const thirds = [0, 1, 2].map((k) => sc.start + (span * k) / 3);
  for (const [k, from] of thirds.entries()) {
    const rate = flowsPerMin * (1 + 0.25 * Math.sin(phase + k * 2.1));
    sc.poisson(rate, from, from + span / 3, (t) => {
      const flow = sc.rng.weighted(pairs);
      flow.run(sc, t, sc.trace());
    });
  }
  for (const tick of sc.est.ticks)
    sc.every(tick.everyMs, sc.start, sc.end, tick.everyMs * 0.04, (t) => tick.run(sc, t));
  sc.est.chronic(sc);
  sc.bgMode = false;
}
