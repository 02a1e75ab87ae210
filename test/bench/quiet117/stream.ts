// One aggregated stream: collects events, applies per-service clock skew and silences, sorts by printed time.
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export class Stream {
  readonly events: Ev[] = [];
  private readonly skew = new Map<string, number>();
  private readonly mutes: { svc: string; from: number; to: number; share: number }[] = [];

  constructor(
    readonly rng: Rng,
    readonly start: number,
    readonly end: number,
    services: string[],
  ) {
    for (const s of services) this.skew.set(s, rng.int(-300, 300));
  }

  add(t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): void {
    if (t < this.start || t >= this.end) return;
    this.events.push({ t: Math.round(t), svc, level, msg, ...extra });
  }

  /** Drops a share of `svc`'s ordinary info/debug lines in [from, to): a service that goes quiet. */
  mute(svc: string, from: number, to: number, share: number): void {
    this.mutes.push({ svc, from, to, share });
  }

  /** Runs `f` at Poisson-spaced times with mean gap `meanMs` over [from, to). */
  every(meanMs: number, f: (t: number) => void, from = this.start, to = this.end): void {
    let t = from + this.rng.exp(meanMs);
    while (t < to) {
      f(t);
      t += this.rng.exp(meanMs);
    }
  }

  /** Runs `f` at a fixed period with a small jitter. */
  tick(periodMs: number, f: (t: number) => void, from = this.start, to = this.end): void {
    let t = from + this.rng.next() * periodMs;
    while (t < to) {
      f(t);
      t += periodMs + this.rng.int(-40, 40);
    }
  }

  lines(format: Format, namespace: string): string[] {
    const kept = this.events.filter(
      (e) =>
        e.keep ||
        (e.level !== "info" && e.level !== "debug") ||
        !this.mutes.some((m) => m.svc === e.svc && e.t >= m.from && e.t < m.to && this.rng.chance(m.share)),
    );
    const printed = kept.map((e) => ({ e, p: e.t + (this.skew.get(e.svc) ?? 0) }));
    printed.sort((a, b) => a.p - b.p);
    const width = Math.max(...[...this.skew.keys()].map((s) => s.length + 2));
    const out: string[] = [];
    for (const { e, p } of printed) out.push(...render(e, p, { format, namespace, composeWidth: width }));
    return out;
  }
}
