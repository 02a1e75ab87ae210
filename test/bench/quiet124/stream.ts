// One aggregated window: events at true times, per-service clock skew, and the order they print in.
import { hex, int, type Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  seq: number;
}

/** A failure hook: called when background traffic reaches a role; returns true when it wrote the lines itself. */
export type Hook = (t: number, trace: string | undefined, caller: string, route: string) => boolean;

export class Win {
  readonly ev: Ev[] = [];
  readonly skew = new Map<string, number>();
  readonly hooks = new Map<string, Hook>();
  /** Services that stop logging from a true time on (crashed, hung, killed). */
  readonly silentFrom = new Map<string, Array<[number, number]>>();
  private seq = 0;

  constructor(
    readonly r: Rng,
    readonly start: number,
    readonly end: number,
    readonly traced: boolean,
    services: readonly string[],
  ) {
    for (const s of services) this.skew.set(s, int(r, -300, 300));
  }

  trace(): string | undefined {
    return this.traced ? hex(this.r, 16) : undefined;
  }

  add(t: number, svc: string, level: Level, msg: string, stack?: string[], trace?: string): void {
    if (t < this.start || t >= this.end) return;
    for (const [a, b] of this.silentFrom.get(svc) ?? []) if (t >= a && t < b) return;
    this.ev.push({ t, svc, level, msg, stack, trace, seq: this.seq++ });
  }

  silence(svc: string, from: number, to: number): void {
    const xs = this.silentFrom.get(svc) ?? [];
    xs.push([from, to]);
    this.silentFrom.set(svc, xs);
  }

  /** Every `every` ms (jittered) from the window start, call f. */
  each(every: number, f: (t: number) => void, from = this.start, to = this.end, jitter = 0.3): void {
    let t = from + this.r() * every;
    while (t < to) {
      f(Math.round(t));
      t += every * (1 - jitter + 2 * jitter * this.r());
    }
  }

  printed(e: Ev): number {
    return e.t + (this.skew.get(e.svc) ?? 0);
  }

  ordered(): Ev[] {
    return [...this.ev].sort((a, b) => this.printed(a) - this.printed(b) || a.seq - b.seq);
  }
}
