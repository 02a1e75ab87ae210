// The window being simulated: estate, services present, time range, skew-free clock and an event sink.
import type { Estate, Role } from "./estates.js";
import { runtimeOf } from "./estates.js";
import type { Ev, Level } from "./event.js";
import type { Rng } from "./rng.js";

export class World {
  readonly events: Array<Ev & { bg?: boolean }> = [];
  /** While true, emitted events are background and can be muted by a scenario. */
  background = false;
  private readonly mutes: Array<{ svc: string; from: number; to: number }> = [];
  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly roles: Role[],
    readonly t0: number,
    readonly t1: number,
  ) {}
  has(r: Role): boolean {
    return this.roles.includes(r);
  }
  name(r: Role): string {
    return this.estate.names[r];
  }
  rt(r: Role): string {
    return runtimeOf(this.estate, r);
  }
  rid(): string | undefined {
    if (this.estate.rid === "none") return undefined;
    if (this.estate.rid === "traceparent") return `00-${this.rng.hex(32)}-${this.rng.hex(16)}-01`;
    return this.estate.key === "hartwell"
      ? `${this.rng.hex(8)}-${this.rng.hex(4)}-4${this.rng.hex(3)}-${this.rng.hex(12)}`
      : this.rng.hex(16);
  }
  emit(t: number, r: Role, level: Level, msg: string, extra?: { stack?: string[]; rid?: string }): void {
    if (!this.has(r) || t < this.t0 || t >= this.t1) return;
    this.events.push({ t, svc: this.name(r), level, msg, ...extra, bg: this.background });
  }
  /** Drops the background of `r` over [from, to) (the service is down or stopped working). */
  mute(r: Role, from: number, to: number): void {
    this.mutes.push({ svc: this.name(r), from, to });
  }
  /** The events that survive the mutes, in true-time order. */
  final(): Ev[] {
    return this.events
      .filter((e) => !(e.bg && this.mutes.some((m) => m.svc === e.svc && e.t >= m.from && e.t < m.to)))
      .map(({ bg: _bg, ...e }) => e)
      .sort((a, b) => a.t - b.t);
  }
  /** `count` moments spread randomly over [from, to). */
  spread(from: number, to: number, count: number, f: (t: number, i: number) => void): void {
    const a = Math.max(from, this.t0);
    const b = Math.min(to, this.t1);
    if (b <= a) return;
    const ts: number[] = [];
    for (let i = 0; i < count; i++) ts.push(a + Math.floor(this.rng.next() * (b - a)));
    ts.sort((x, y) => x - y);
    for (let i = 0; i < ts.length; i++) f(ts[i], i);
  }
  /** Events at a rate per minute over [from, to). */
  rate(from: number, to: number, perMin: number, f: (t: number, i: number) => void): void {
    const n = Math.round(((Math.min(to, this.t1) - Math.max(from, this.t0)) / 60000) * perMin);
    this.spread(from, to, Math.max(0, n), f);
  }
  get mid(): number {
    return this.t0 + Math.floor((this.t1 - this.t0) / 2);
  }
  at(frac: number): number {
    return this.t0 + Math.floor((this.t1 - this.t0) * frac);
  }
}
