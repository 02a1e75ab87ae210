// One aggregated stream: per-service clock skew, events kept by printed time, and the rendered file text.
import type { Estate, Role } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface EmitOpts {
  stack?: string[];
  errType?: string;
  trace?: string;
}

export class Scene {
  readonly events: Ev[] = [];
  readonly skew: Record<string, number> = {};
  /** roles that stop logging from the given true time */
  readonly quietFrom: Partial<Record<Role, number>> = {};
  constructor(
    readonly est: Estate,
    readonly rng: Rng,
    readonly t0: number,
    readonly t1: number,
  ) {
    for (const s of Object.values(est.svc)) if (s) this.skew[s] = rng.int(-300, 300);
  }
  name(role: Role): string {
    return this.est.svc[role] ?? this.est.svc.checkout ?? "checkout";
  }
  has(role: Role): boolean {
    return Boolean(this.est.svc[role]);
  }
  trace(): string | undefined {
    return this.est.traces ? this.rng.hex(16) : undefined;
  }
  emit(t: number, role: Role, level: Level, msg: string, o: EmitOpts = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    const q = this.quietFrom[role];
    if (q !== undefined && t >= q) return;
    const service = this.name(role);
    this.events.push({ t: Math.round(t + this.skew[service]), service, level, msg, ...o });
  }
  /** Calls fn at jittered intervals of about `every` ms between from and to. */
  every(every: number, fn: (t: number) => void, from = this.t0, to = this.t1, jitter = 0.3): void {
    let t = from + this.rng.next() * every;
    while (t < to) {
      fn(t);
      t += every * (1 - jitter + 2 * jitter * this.rng.next());
    }
  }
  text(fmt: Format): { text: string; lines: number } {
    const evs = [...this.events].sort((a, b) => a.t - b.t);
    const pad = Math.max(...Object.keys(this.skew).map((s) => s.length + 2)) + 1;
    const out = evs.map((e) =>
      render(fmt, e, { namespace: this.est.namespace, hostOf: (s) => `${s}-${hostSuffix(s)}`, pad }),
    );
    const text = `${out.join("\n")}\n`;
    return { text, lines: text.split("\n").length - 1 };
  }
}

function hostSuffix(s: string): string {
  let h = 7;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${h.toString(36).slice(0, 5)}-${(h >>> 8).toString(36).slice(0, 5)}`;
}
