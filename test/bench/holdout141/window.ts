// One window under construction: its estate, its clock and the events every module adds to it.
import { type Estate, type Role, type Service, svcOf } from "./estates.js";
import type { Ev, Level } from "./model.js";
import type { Rng } from "./rng.js";

export const SEC = 1000;
export const MIN = 60_000;

export class Win {
  events: Ev[] = [];
  /** background lines of a service are dropped inside these ranges (crash loops, hung processes) */
  silenced = new Map<string, Array<[number, number]>>();
  /** extra background request load per role during ranges: multiplier on the edge routing weight */
  constructor(
    public estate: Estate,
    public rng: Rng,
    public start: number,
    public end: number,
  ) {}

  has(role: Role): boolean {
    return this.estate.services.some((x) => x.role === role);
  }
  s(role: Role): Service {
    return svcOf(this.estate, role);
  }
  n(role: Role): string {
    return this.s(role).name;
  }
  byName(name: string): Service {
    const f = this.estate.services.find((x) => x.name === name);
    if (!f) throw new Error(`no service ${name}`);
    return f;
  }

  /** the ids this service prints under the estate's practice */
  ids(name: string): Record<string, string> | undefined {
    const svc = this.byName(name);
    switch (this.estate.idPractice) {
      case "trace":
        return { trace_id: this.rng.hex(32), span_id: this.rng.hex(16) };
      case "req":
        return svc.role === "web" ? { request_id: this.uuid() } : undefined;
      case "corr":
        return svc.ids ? { correlation_id: this.uuid() } : undefined;
      default:
        return undefined;
    }
  }
  uuid(): string {
    const h = this.rng.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
  }

  add(t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): void {
    if (t < this.start || t >= this.end) return;
    const ids = extra.ids === undefined ? this.ids(svc) : extra.ids;
    const e: Ev = { t, svc, level, msg, ...extra };
    if (ids) e.ids = ids;
    else delete e.ids;
    this.events.push(e);
  }

  /** Poisson loop: calls fn(t, i) with mean gap `gapMs` between from and to (absolute ms). */
  over(from: number, to: number, gapMs: number, fn: (t: number, i: number) => void): void {
    let t = Math.max(from, this.start) + this.rng.gap(gapMs) * 0.5;
    let i = 0;
    const stop = Math.min(to, this.end);
    while (t < stop) {
      fn(Math.round(t), i++);
      t += Math.max(5, this.rng.gap(gapMs));
    }
  }

  silence(name: string, from: number, to = Number.POSITIVE_INFINITY): void {
    const a = this.silenced.get(name) ?? [];
    a.push([from, to]);
    this.silenced.set(name, a);
  }

  finish(): Ev[] {
    return this.events.filter((e) => {
      if (!e.bg) return true;
      const r = this.silenced.get(e.svc);
      return !r?.some(([a, b]) => e.t >= a && e.t < b);
    });
  }
}
