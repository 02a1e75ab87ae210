// The window being written: its estate, time span, events and the helpers kinds and incidents share.
import type { Estate } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export class Ctx {
  readonly evs: Ev[] = [];
  /** Multipliers on background latency (cache warm-ups, load tests, incidents). */
  readonly latMods: Array<(t: number) => number> = [];
  /** Extra failure share per background flow after a time (incidents that hurt ordinary traffic). */
  readonly hurt: Array<(c: Ctx, t: number, id?: string) => boolean> = [];
  constructor(
    readonly rng: Rng,
    readonly e: Estate,
    readonly t0: number,
    readonly t1: number,
    readonly traced: boolean,
  ) {}

  at(t: number, svc: string, level: Level, msg: string, stack?: string, id?: string): void {
    if (t < this.t0 || t >= this.t1) return;
    this.evs.push({ t, svc, level, msg, stack, id });
  }

  id(): string | undefined {
    if (!this.traced) return undefined;
    const r = this.rng;
    if (this.e.idKind === "traceparent") return `00-${r.hex(32)}-${r.hex(16)}-01`;
    return r.uuid();
  }

  lat(t: number): number {
    return this.latMods.reduce((m, f) => m * f(t), 1);
  }

  /** A latency in ms around `base`, stretched by the window's modifiers at t. */
  ms(t: number, base: number): number {
    return Math.max(1, Math.round(base * (0.4 + this.rng.next() * 1.4) * this.lat(t)));
  }

  every(from: number, to: number, period: number, fn: (t: number, i: number) => void, jitter = 0.2): void {
    let i = 0;
    for (let t = from; t < Math.min(to, this.t1); t += period * (1 - jitter + 2 * jitter * this.rng.next())) fn(t, i++);
  }

  /** Poisson arrivals with the given mean gap in ms. */
  poisson(from: number, to: number, meanGap: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from + this.rng.gap(meanGap); t < Math.min(to, this.t1); t += this.rng.gap(meanGap)) fn(t, i++);
  }

  get span(): number {
    return this.t1 - this.t0;
  }

  /** A time at fraction f of the window. */
  frac(f: number): number {
    return Math.round(this.t0 + f * this.span);
  }
}

export const MIN = 60_000;
