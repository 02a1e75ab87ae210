// What a scenario uses to write its incident: single lines, repeating lines, linked request chains and muting
// of a service's healthy traffic. Times are ms relative to the onset (the first origin line is at 0).
import type { Rng } from "./rng.js";
import type { Ev, Level, Msg } from "./types.js";

export interface Mute {
  svc: string;
  from: number;
  to: number;
  keep: number;
}

export class Kit {
  readonly events: Ev[] = [];
  readonly mutes: Mute[] = [];
  constructor(
    readonly r: Rng,
    readonly onset: number,
    readonly end: number,
    readonly traced: boolean,
  ) {}

  /** Ms from the onset to the end of the window. */
  get left(): number {
    return this.end - this.onset;
  }

  text(m: Msg): string {
    return typeof m === "string" ? m : m(this.r);
  }

  id(): string | undefined {
    return this.traced ? this.r.hex(16) : undefined;
  }

  log(svc: string, dt: number, level: Level, msg: Msg, stack?: string, trace?: string): void {
    const t = this.onset + dt;
    if (t > this.end) return;
    this.events.push({ t, svc, level, msg: this.text(msg), stack, trace });
  }

  /** A line every `every` ms (jittered +-40%) from `from` to `to` (null = window end). */
  rep(
    svc: string,
    from: number,
    to: number | null,
    every: number,
    level: Level,
    msg: Msg,
    o: { stack?: string; traced?: boolean } = {},
  ): void {
    const stop = to === null ? this.left : Math.min(to, this.left);
    let t = from;
    let first = true;
    while (t <= stop) {
      this.log(svc, t, level, msg, o.stack, o.traced ? this.id() : undefined);
      t += first && from === 0 ? every : every * (0.6 + 0.8 * this.r.next());
      first = false;
    }
  }

  /** Linked lines of one request, repeated every `every` ms; each step [service, level, msg, delay ms]. */
  chain(from: number, to: number | null, every: number, steps: Array<[string, Level, Msg, number]>): void {
    const stop = to === null ? this.left : Math.min(to, this.left);
    let t = from;
    while (t <= stop) {
      const tr = this.id();
      let at = t;
      for (const [svc, level, msg, d] of steps) {
        at += d;
        this.log(svc, at, level, msg, undefined, tr);
      }
      t += every * (0.6 + 0.8 * this.r.next());
    }
  }

  /** Drop the healthy traffic of `svc` from `from` (to `to`), keeping the share `keep`. */
  mute(svc: string, from: number, keep = 0, to: number | null = null): void {
    this.mutes.push({ svc, from: this.onset + from, to: to === null ? this.end : this.onset + to, keep });
  }
}
