// The event model of one window and how it becomes one aggregated, time-sorted stream with per-service skew.
import type { Estate, Role, Svc } from "./estates.js";
import { type Format, renderLine } from "./formats.js";
import type { Rng } from "./rng.js";

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Ev {
  t: number;
  svc: Svc;
  level: Level;
  msg: string;
  /** Continuation lines (a stack trace in the runtime's own style), first line is the exception header. */
  stack?: string[];
  errType?: string;
  trace?: string;
  /** Baseline request lines an outage may remove. */
  tag?: string;
}

export class Win {
  readonly evs: Ev[] = [];
  readonly drops: ((e: Ev) => boolean)[] = [];
  /** Stretches every arrival gap; background runs at 1, bursts and outages slower so a file stays readable. */
  pace = 1;
  constructor(
    readonly rng: Rng,
    readonly est: Estate,
    readonly t0: number,
    readonly t1: number,
  ) {}
  has(r: Role): boolean {
    return this.est.roles[r] !== undefined;
  }
  svc(r: Role): Svc {
    const s = this.est.roles[r];
    if (!s) throw new Error(`estate ${this.est.key} has no ${r}`);
    return s;
  }
  emit(t: number, r: Role | Svc, level: Level, msg: string, more: Partial<Ev> = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    const svc = typeof r === "string" ? this.svc(r) : r;
    this.evs.push({ t, svc, level, msg, ...more });
  }
  trace(): string | undefined {
    const k = this.est.traceKind;
    if (k === "none") return undefined;
    return k === "w3c" ? this.rng.hex(32) : this.rng.hex(16);
  }
  /** Arrivals between a and b at a mean gap (ms), calling f for each. */
  every(a: number, b: number, meanGap: number, f: (t: number) => void): void {
    const g = meanGap * this.pace;
    let t = a + this.rng.gap(g);
    while (t < b) {
      f(Math.floor(t));
      t += this.rng.gap(g);
    }
  }
  /** Fixed period with a little jitter. */
  tick(a: number, b: number, period: number, f: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = a + this.rng.int(0, period); t < b; t += period) f(t + this.rng.int(0, 400), i++);
  }
  drop(f: (e: Ev) => boolean): void {
    this.drops.push(f);
  }
}

/** Cheap deterministic per-event coin so drop rules stay seed-stable. */
export function coin(e: Ev, p: number): boolean {
  const h = Math.imul((e.t ^ 0x5bd1e995) >>> 0, 2654435761) >>> 0;
  return (h % 1000) / 1000 < p;
}

export function renderWindow(w: Win, format: Format): { text: string; lines: number } {
  const skew = new Map<string, number>();
  for (const s of Object.values(w.est.roles)) if (s) skew.set(s.name, w.rng.int(-300, 300));
  const kept = w.evs.filter((e) => !w.drops.some((d) => d(e)));
  const printed = kept.map((e, i) => ({ e, i, p: e.t + (skew.get(e.svc.name) ?? 0) }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const width = Math.max(...Object.values(w.est.roles).map((s) => (s ? s.name.length : 0))) + 2;
  const out: string[] = [];
  for (const { e, p } of printed) out.push(...renderLine(format, e, p, w.est, width));
  return { text: `${out.join("\n")}\n`, lines: out.length };
}
