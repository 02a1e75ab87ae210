// One aggregated window: events on true time, per-service clock skew, sorted by printed time, rendered.

import type { Estate, Role } from "./estates.js";
import { type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  role: Role;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
}

export class Window {
  readonly events: Ev[] = [];
  readonly skew = new Map<Role, number>();
  /** Baseline traffic through these roles thins out or stops from the given time. */
  readonly quiet = new Map<Role, { from: number; keep: number }>();
  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly start: number,
    readonly end: number,
  ) {
    for (const r of Object.keys(estate.svc) as Role[]) this.skew.set(r, rng.int(-300, 300));
  }
  has(role: Role): boolean {
    return role in this.estate.svc;
  }
  name(role: Role): string {
    return this.estate.svc[role]?.name ?? role;
  }
  trace(): string | undefined {
    if (this.estate.ids === "none") return undefined;
    return this.estate.ids === "trace" ? this.rng.hex(16) : this.rng.hex(12);
  }
  /** False when a baseline line of `role` at `t` should not be written (the service has stopped or slowed). */
  alive(role: Role, t: number): boolean {
    const q = this.quiet.get(role);
    return !q || t < q.from || this.rng.chance(q.keep);
  }
  emit(t: number, role: Role, level: Level, msg: string, extra: Partial<Ev> = {}): void {
    if (!this.has(role) || t < this.start || t >= this.end) return;
    this.events.push({ t, role, level, msg, ...extra });
  }
  /** Spread `n` occurrences of `fn` over [from, to). */
  spread(from: number, to: number, n: number, fn: (t: number, i: number) => void): void {
    for (let i = 0; i < n; i++) fn(from + this.rng.next() * (to - from), i);
  }
  every(from: number, to: number, meanMs: number, fn: (t: number) => void): void {
    let t = from + this.rng.next() * meanMs;
    while (t < to) {
      fn(t);
      t += meanMs * (0.5 + this.rng.next());
    }
  }
  write(fmt: Format): string {
    const e = this.estate;
    const width = Math.max(...Object.values(e.svc).map((s) => s.name.length + 2)) + 2;
    const printed = this.events.map((ev) => ({ ev, pt: Math.round(ev.t + (this.skew.get(ev.role) ?? 0)) }));
    printed.sort((a, b) => a.pt - b.pt);
    const out: string[] = [];
    for (const { ev, pt } of printed) {
      const s = e.svc[ev.role];
      if (!s) continue;
      out.push(
        ...render(
          fmt,
          {
            iso: new Date(pt).toISOString(),
            service: s.name,
            level: ev.level,
            msg: ev.msg,
            stack: ev.stack,
            errType: ev.errType,
            trace: ev.trace,
            host: s.pod.startsWith(s.name) ? s.pod : `${s.name}-${s.pod}`,
          },
          e.ns,
          width,
        ),
      );
    }
    return `${out.join("\n")}\n`;
  }
}
