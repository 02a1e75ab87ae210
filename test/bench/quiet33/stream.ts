// One window: collects events on true time, adds per-service clock skew, sorts by printed time and renders.
import type { Estate, Role } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface EmitOpts {
  stack?: string[];
  trace?: string;
  via?: string;
  errType?: string;
}

export class Ctx {
  readonly evs: Ev[] = [];
  /** drops events after the fact (a service that goes quiet, callers' success lines for a broken callee) */
  filters: ((ev: Ev) => boolean)[] = [];
  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly t0: number,
    readonly t1: number,
  ) {}
  svc(role: Role): string {
    const s = this.estate.roles[role];
    if (!s) throw new Error(`${this.estate.key} has no ${role}`);
    return s;
  }
  has(role: Role): boolean {
    return this.estate.roles[role] !== undefined;
  }
  emit(t: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    this.evs.push({ t: Math.round(t), svc, level, msg, ...o });
  }
  /** role-addressed emit */
  at(t: number, role: Role, level: Level, msg: string, o: EmitOpts = {}): void {
    this.emit(t, this.svc(role), level, msg, o);
  }
  trace(): string | undefined {
    return this.estate.traced ? this.rng.hex(16) : undefined;
  }
  /** Poisson arrivals with mean gap `meanMs` over [from, to). */
  poisson(from: number, to: number, meanMs: number, fn: (t: number) => void): void {
    for (let t = from + this.rng.gap(meanMs); t < to; t += this.rng.gap(meanMs)) fn(t);
  }
  /** Near-periodic ticks with a little jitter. */
  every(from: number, to: number, periodMs: number, fn: (t: number) => void): void {
    for (let t = from + this.rng.float(0, periodMs); t < to; t += periodMs + this.rng.float(-0.03, 0.03) * periodMs)
      fn(t);
  }
  render(f: Format): { text: string; lines: number } {
    const skew = new Map<string, number>();
    const hosts = new Map<string, string>();
    for (const s of this.estate.services) {
      skew.set(s.name, this.rng.int(-300, 300));
      hosts.set(s.name, `${s.name}-${this.rng.hex(10)}-${this.rng.hex(5)}`);
    }
    const kept = this.evs.filter((e) => this.filters.every((f) => f(e)));
    const rows = kept.map((e, i) => ({ e, p: e.t + (skew.get(e.svc) ?? 0), i }));
    rows.sort((a, b) => a.p - b.p || a.i - b.i);
    const pad = Math.max(...this.estate.services.map((s) => s.name.length)) + 5;
    const rc = { namespace: this.estate.namespace, host: (s: string) => hosts.get(s) ?? s, pad };
    const out: string[] = [];
    for (const r of rows) out.push(...render(f, r.e, r.p, rc));
    return { text: `${out.join("\n")}\n`, lines: out.length };
  }
}
