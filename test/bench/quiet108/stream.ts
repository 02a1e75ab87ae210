// One aggregated stream: events at true times, printed with per-service skew, sorted by printed time.
import type { Estate, Role, Svc } from "./estates.js";
import { svcOf } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export class Stream {
  readonly events: Ev[] = [];
  readonly skew = new Map<string, number>();
  readonly hosts = new Map<string, string>();
  /** Roles whose normal traffic stops (the scenario emits its own failing version) from a true time on. */
  readonly down = new Map<Role, number>();
  /** Services whose own routine INFO lines stop from a true time on. */
  readonly quietFrom = new Map<string, number>();

  constructor(
    readonly estate: Estate,
    readonly rng: Rng,
    readonly t0: number,
    readonly t1: number,
  ) {
    for (const s of estate.services) {
      this.skew.set(s.name, rng.int(-300, 300));
      this.hosts.set(s.name, `${s.name}-${rng.hex(8).slice(0, 6)}-${rng.hex(5)}`);
    }
  }

  svc(role: Role): Svc {
    return svcOf(this.estate, role);
  }

  id(): string | undefined {
    return this.estate.traces ? this.rng.hex(16) : undefined;
  }

  add(
    t: number,
    svc: string,
    level: Level,
    msg: string,
    extra?: { stack?: string[]; trace?: string; keep?: boolean },
  ): void {
    if (t < this.t0 || t > this.t1) return;
    const q = this.quietFrom.get(svc);
    if (q !== undefined && t >= q && level === "info" && !extra?.keep) return;
    this.events.push({ t, svc, level, msg, stack: extra?.stack, trace: extra?.trace });
  }

  isDown(role: Role, t: number): boolean {
    const d = this.down.get(role);
    return d !== undefined && t >= d;
  }

  /** Poisson-ish arrivals: calls `f` at times spread over [a, b) at `perMin` on average. */
  every(a: number, b: number, perMin: number, f: (t: number) => void): void {
    if (perMin <= 0) return;
    const mean = 60000 / perMin;
    let t = a + this.rng.next() * mean;
    while (t < b) {
      f(Math.round(t));
      t += -Math.log(1 - this.rng.next() * 0.999) * mean;
    }
  }

  /** Fixed period with a little jitter. */
  periodic(a: number, b: number, periodMs: number, f: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = a + this.rng.int(0, periodMs); t < b; t += periodMs) f(t + this.rng.int(0, 40), i++);
  }

  render(f: Format): string[] {
    const width = Math.max(...this.estate.services.map((s) => s.name.length + 2)) + 1;
    const printed: Printed[] = this.events.map((e) => ({
      at: e.t + (this.skew.get(e.svc) ?? 0),
      service: e.svc,
      level: e.level,
      msg: e.msg,
      stack: e.stack,
      trace: e.trace,
      host: this.hosts.get(e.svc) ?? e.svc,
      namespace: this.estate.namespace,
    }));
    printed.sort((a, b) => a.at - b.at);
    return printed.flatMap((p) => render(p, f, width));
  }
}
