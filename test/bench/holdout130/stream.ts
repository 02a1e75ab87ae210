// One scenario's aggregated stream: events, hooks that turn normal calls into failures, skew, sort and render.
import { type Estate, type Role, type Svc, svcOf } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Hook {
  role: Role;
  from: number;
  to: number;
  p: number;
  fail: (t: number, caller: Svc, trace: string | undefined) => void;
}

export class Scn {
  evs: Ev[] = [];
  hooks: Hook[] = [];
  quiet: { svc: string; from: number; to: number; frac: number }[] = [];
  /** True while normal traffic is generated: only those lines can be silenced. */
  bg = false;
  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly fmt: Format,
    readonly start: number,
    readonly end: number,
  ) {}

  S(role: Role): string {
    return svcOf(this.estate, role).name;
  }
  svc(role: Role): Svc {
    return svcOf(this.estate, role);
  }
  has(role: Role): boolean {
    return this.estate.svcs.some((x) => x.role === role);
  }
  id(): string | undefined {
    const r = this.rng;
    if (this.estate.ids === "hex") return r.hex(16);
    if (this.estate.ids === "uuid") return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)}`;
    return undefined;
  }
  emit(svc: string, t: number, level: Level, msg: string, stack?: string[], trace?: string, pod?: number): void {
    if (t < this.start || t >= this.end) return;
    this.evs.push({ t: Math.round(t), svc, level, msg, stack, trace, pod, bg: this.bg });
  }
  /** Calls `fn` at exponential gaps (mean `mean` ms) from `from` to `to`. */
  every(from: number, to: number, mean: number, fn: (t: number) => void): void {
    let t = from + this.rng.gap(mean);
    while (t < Math.min(to, this.end)) {
      fn(t);
      t += this.rng.gap(mean);
    }
  }
  /** Lines of `svc` between from and to are dropped with probability frac (a service going quiet). */
  silence(svc: string, from: number, frac = 1, to = Number.POSITIVE_INFINITY): void {
    this.quiet.push({ svc, from, to, frac });
  }
  hook(role: Role, from: number, p: number, fail: Hook["fail"], to = Number.POSITIVE_INFINITY): void {
    this.hooks.push({ role, from, to, p, fail });
  }
  /** A failing call when some hook takes it, else undefined. */
  failing(role: Role, t: number): Hook | undefined {
    return this.hooks.find((h) => h.role === role && t >= h.from && t < h.to && this.rng.chance(h.p));
  }

  write(): string[] {
    const skew = new Map<string, number>();
    for (const s of this.estate.svcs) skew.set(s.name, this.rng.int(-300, 300));
    const kept = this.evs.filter((e) => {
      if (!e.bg) return true;
      for (const q of this.quiet) {
        if (q.svc === e.svc && e.t >= q.from && e.t < q.to && this.rng.chance(q.frac)) return false;
      }
      return true;
    });
    const rows = kept.map((e, i) => ({ e, p: e.t + (skew.get(e.svc) ?? 0), i }));
    rows.sort((a, b) => a.p - b.p || a.i - b.i);
    const width = Math.max(...this.estate.svcs.map((s) => s.name.length)) + 4;
    const out: string[] = [];
    for (const r of rows) out.push(...render(this.fmt, r.e, r.p, this.estate.ns, width));
    return out;
  }
}
