// One scenario's aggregated stream: events on true time, per-service skew, rendering sorted by printed time.
import { type Estate, type Role, sv } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  errKind?: string;
}

export interface EmitOpts {
  stack?: string[];
  trace?: string;
  errKind?: string;
  force?: boolean; // INFO still printed while the service is silenced (start-up lines)
}

/** What a caller does for one request to a role while that role is failing; returns true when it handled it. */
export type RouteHook = (t: number, trace: string | undefined) => boolean;

export class Scene {
  readonly events: Ev[] = [];
  private readonly silences: { svc: string; from: number; to: number }[] = [];
  readonly hooks = new Map<Role, { from: number; to: number; p: number; fn: RouteHook }[]>();

  constructor(
    readonly estate: Estate,
    readonly rng: Rng,
    readonly start: number,
    readonly end: number,
  ) {}

  name(r: Role): string {
    return sv(this.estate, r);
  }
  has(r: Role): boolean {
    return this.estate.roles[r] !== undefined;
  }
  tr(): string | undefined {
    return this.estate.traces ? this.rng.hex(16) : undefined;
  }
  silence(r: Role, from: number, to = Number.POSITIVE_INFINITY): void {
    this.silences.push({ svc: this.name(r), from, to });
  }
  silenced(svc: string, t: number): boolean {
    return this.silences.some((s) => s.svc === svc && t >= s.from && t < s.to);
  }
  /** While [from,to), a share p of the requests routed to `r` go through `fn` instead of succeeding. */
  hook(r: Role, from: number, to: number, p: number, fn: RouteHook): void {
    this.hooks.set(r, [...(this.hooks.get(r) ?? []), { from, to, p, fn }]);
  }
  emit(t: number, r: Role | string, level: Level, msg: string, o: EmitOpts = {}): void {
    const svc = this.estate.roles[r as Role] ? this.name(r as Role) : r;
    if (t < this.start || t >= this.end) return;
    if (!o.force && (level === "INFO" || level === "DEBUG") && this.silenced(svc, t)) return;
    this.events.push({ t, svc, level, msg, stack: o.stack, trace: o.trace, errKind: o.errKind });
  }
  /** Calls fn at roughly every `period` ms (jittered) over [from, to). */
  every(from: number, to: number, period: number, fn: (t: number, i: number) => void, jitter = 0.3): void {
    let t = from + this.rng.next() * period * 0.5;
    let i = 0;
    while (t < Math.min(to, this.end)) {
      fn(Math.round(t), i++);
      t += period * (1 - jitter + 2 * jitter * this.rng.next());
    }
  }

  renderTo(format: Format): string[] {
    const skew = new Map<string, number>();
    const host = new Map<string, string>();
    for (const e of this.events) {
      if (!skew.has(e.svc)) {
        skew.set(e.svc, this.rng.int(-300, 300));
        host.set(e.svc, `${e.svc}-${this.rng.hex(9).replace(/[0-3]/g, "b")}-${this.rng.hex(5)}`);
      }
    }
    const pad = Math.max(...[...skew.keys()].map((s) => s.length + 2)) + 1;
    const printed: Printed[] = this.events.map((e) => ({
      at: e.t + (skew.get(e.svc) ?? 0),
      svc: e.svc,
      level: e.level,
      msg: e.msg,
      stack: e.stack,
      trace: e.trace,
      errKind: e.errKind,
      host: host.get(e.svc) ?? e.svc,
    }));
    printed.sort((a, b) => a.at - b.at);
    return printed.flatMap((p) => render(format, p, pad, this.estate.namespace));
  }
}
