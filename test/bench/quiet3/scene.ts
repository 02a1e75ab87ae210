// One scenario under construction: its window, the services it uses and the events written so far.
import type { Rng } from "./rng.js";
import type { Estate, Ev, Level, Role, Service } from "./types.js";

export class Scene {
  readonly evs: Ev[] = [];
  readonly used = new Set<string>();
  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly start: number,
    readonly end: number,
  ) {}

  service(role: Role): Service {
    const s = this.estate.services.find((x) => x.role === role);
    if (!s) throw new Error(`no ${role} in ${this.estate.org}`);
    this.used.add(s.name);
    return s;
  }
  svc(role: Role): string {
    return this.service(role).name;
  }
  /** True time at a fraction of the window. */
  at(frac: number): number {
    return Math.round(this.start + frac * (this.end - this.start));
  }
  emit(t: number, svc: string, level: Level, msg: string, stack?: string): void {
    this.used.add(svc);
    this.evs.push({ t: Math.round(t), svc, level, msg, stack });
  }
  /** n calls spread roughly evenly over [from, to] with jitter. */
  spread(n: number, fn: (t: number, i: number) => void, from = this.start, to = this.end): void {
    const step = (to - from) / Math.max(n, 1);
    for (let i = 0; i < n; i++) fn(from + step * (i + this.r.float(0.05, 0.95)), i);
  }
  /** n calls at random times in [from, to], in order. */
  scatter(n: number, fn: (t: number, i: number) => void, from = this.start, to = this.end): void {
    const ts = Array.from({ length: n }, () => this.r.float(from, to)).sort((a, b) => a - b);
    for (const [i, t] of ts.entries()) fn(t, i);
  }
}
