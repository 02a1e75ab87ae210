// What every generator piece gets: the estate, the stream, a seeded rng, the window, and small helpers
// for timing (Poisson arrivals, bursts, periodic jobs) and for the ids real systems print.
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";
import type { Estate, Level, Role, Runtime } from "./types.js";

export interface EmitOpts {
  stack?: string[];
  tid?: string;
  kind?: string;
}

const FIRST_OCTETS = [
  24, 31, 37, 46, 49, 58, 62, 67, 71, 73, 77, 81, 85, 88, 92, 95, 98, 99, 101, 109, 110, 112, 121, 151, 174, 176, 178,
  180, 183, 185, 188, 201, 212, 213, 217, 220,
];

export class Ctx {
  constructor(
    readonly e: Estate,
    readonly s: Stream,
    readonly r: Rng,
    readonly start: number,
    readonly end: number,
  ) {}

  has(role: Role): boolean {
    return this.e.services.some((x) => x.roles.includes(role));
  }

  /** The service playing the first of `roles` the estate has. */
  svc(...roles: Role[]): string {
    for (const role of roles) {
      const d = this.e.services.find((x) => x.roles.includes(role));
      if (d) return d.name;
    }
    throw new Error(`estate ${this.e.key} has none of ${roles.join(",")}`);
  }

  rt(name: string): Runtime {
    const d = this.e.services.find((x) => x.name === name);
    if (!d) throw new Error(`unknown service ${name}`);
    return d.runtime;
  }

  emit(t: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    if (t < this.start || t >= this.end) return;
    this.s.push({ t: Math.round(t), svc, level, msg, ...o });
  }

  /** The time `svc`'s own clock shows at true time t. */
  local(svc: string, t: number): number {
    return t + (this.s.skew.get(svc) ?? 0);
  }

  /** A request id as this estate carries it, or undefined where it carries none. */
  tid(): string | undefined {
    if (this.e.trace === "w3c") return this.r.hex(32);
    if (this.e.trace === "short") return this.r.hex(16);
    return undefined;
  }

  /** Calls fn at Poisson arrivals of `rate` per second over [from, to). */
  spread(rate: number, fn: (t: number) => void, from = this.start, to = this.end): void {
    if (rate <= 0) return;
    let t = from + this.r.exp(rate) * 1000;
    while (t < to) {
      fn(t);
      t += this.r.exp(rate) * 1000;
    }
  }

  /** Calls fn n times at sorted random instants of [at, at + ms). */
  burst(at: number, ms: number, n: number, fn: (t: number, i: number) => void): void {
    const ts = Array.from({ length: n }, () => at + this.r.next() * ms).sort((a, b) => a - b);
    ts.forEach((t, i) => {
      fn(t, i);
    });
  }

  /** Calls fn every `sec` seconds (with up to `jitterMs` of jitter) from a random phase. */
  every(sec: number, fn: (t: number) => void, jitterMs = 400): void {
    let t = this.start + this.r.next() * sec * 1000;
    while (t < this.end) {
      fn(t + this.r.next() * jitterMs);
      t += sec * 1000;
    }
  }

  /** A random instant in the window, as fractions of it. */
  at(lo: number, hi: number): number {
    return this.start + (this.end - this.start) * this.r.float(lo, hi);
  }

  /** A public client address. */
  ip(): string {
    return `${this.r.pick(FIRST_OCTETS)}.${this.r.int(1, 254)}.${this.r.int(0, 255)}.${this.r.int(1, 254)}`;
  }

  /** A pod address inside the cluster. */
  podIp(): string {
    return `10.${this.r.int(40, 47)}.${this.r.int(0, 63)}.${this.r.int(2, 250)}`;
  }

  pid(): string {
    return this.e.pid(this.r);
  }
}
