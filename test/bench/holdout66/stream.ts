// One aggregated window: baseline traffic of an estate, overlays, clock skew, sort by printed time, render.
import { type Estate, type Svc, startupLines } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

interface Raw {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errKind?: string;
  trace?: string;
  keep?: boolean; // survives a service going quiet (the overlay's own lines)
}
export interface Opts {
  stack?: string[];
  errKind?: string;
  trace?: boolean;
  scaled?: boolean;
}

export class Sim {
  readonly evs: Raw[] = [];
  private quietFrom = new Map<string, number>();
  private broken: Array<{ svc: string; from: number; p: number }> = [];
  readonly skew = new Map<string, number>();
  readonly pods = new Map<string, number>();
  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly svcs: Svc[],
    readonly start: number,
    readonly end: number,
    readonly k: number,
  ) {
    for (const s of svcs) {
      this.skew.set(s.name, r.int(-300, 300));
      this.pods.set(s.name, r.int(0, 3));
    }
  }
  has(svc: string): boolean {
    return this.svcs.some((s) => s.name === svc);
  }
  traceId(): string | undefined {
    if (this.estate.trace === "none") return undefined;
    return this.r.hex(this.estate.trace === "hex12" ? 12 : 32);
  }
  emit(svc: string, t: number, level: Level, msg: string, o: Opts = {}): void {
    if (!this.has(svc) || t < this.start || t >= this.end) return;
    this.evs.push({
      t,
      svc,
      level,
      msg,
      stack: o.stack,
      errKind: o.errKind,
      trace: o.trace ? this.traceId() : undefined,
      keep: true,
    });
  }
  /** Lines at a random rate between two times; msg gets the rng and the time. */
  rep(
    svc: string,
    from: number,
    to: number,
    meanSec: number,
    level: Level,
    msg: (r: Rng, t: number) => string,
    o: Opts = {},
  ): void {
    const mean = o.scaled === false ? meanSec : meanSec / this.k;
    for (let t = from + this.r.gap(mean); t < Math.min(to, this.end); t += this.r.gap(mean)) {
      this.emit(svc, t, level, msg(this.r, t), o);
    }
  }
  repStack(
    svc: string,
    from: number,
    to: number,
    meanSec: number,
    level: Level,
    msg: (r: Rng) => string,
    stack: (r: Rng) => string[],
    kind: string,
  ): void {
    const mean = meanSec / this.k;
    for (let t = from + this.r.gap(mean); t < Math.min(to, this.end); t += this.r.gap(mean)) {
      this.emit(svc, t, level, msg(this.r), { stack: stack(this.r), errKind: kind, trace: true });
    }
  }
  goQuiet(svc: string, from: number): void {
    this.quietFrom.set(svc, from);
  }
  /** Chains through svc are dropped with probability p from `from` on (the overlay logs the failures). */
  breakChains(svc: string, from: number, p: number): void {
    this.broken.push({ svc, from, p });
  }
  restart(svc: string, t: number, version: string): void {
    const s = this.svcs.find((x) => x.name === svc);
    if (!s) return;
    for (const [i, m] of startupLines(s, this.r, version).entries()) {
      this.emit(svc, t + i * this.r.int(30, 900), "INFO", m);
    }
  }
  baseline(): void {
    const { r } = this;
    for (const s of this.svcs) {
      for (const tm of s.base) {
        const mean = s.name === this.estate.noisy && tm.level !== "INFO" ? tm.every : tm.every / this.k;
        for (let t = this.start + r.gap(mean); t < this.end; t += r.gap(mean)) {
          this.evs.push({ t, svc: s.name, level: tm.level, msg: tm.msg(r) });
        }
      }
    }
    for (const c of this.estate.chains) {
      const steps = c.steps.filter((st) => this.has(st.svc));
      if (steps.length === 0) continue;
      for (let t = this.start + r.gap(c.every / this.k); t < this.end; t += r.gap(c.every / this.k)) {
        const drop = this.broken.some((b) => t >= b.from && steps.some((st) => st.svc === b.svc) && r.chance(b.p));
        if (drop) continue;
        const trace = this.traceId();
        // callee lines come first in true time; the caller logs its access line when the response is back
        let tt = t;
        const out: Raw[] = [];
        for (let i = steps.length - 1; i >= 0; i--) {
          const st = steps[i] as (typeof steps)[number];
          out.push({ t: tt, svc: st.svc, level: st.level ?? "INFO", msg: st.msg(r), trace });
          tt += r.int(2, 60);
        }
        this.evs.push(...out);
      }
    }
  }
  lines(fmt: Format): string[] {
    const kept = this.evs.filter((e) => {
      const q = this.quietFrom.get(e.svc);
      return q === undefined || e.t < q || e.keep;
    });
    const evs: Ev[] = kept.map((e) => ({
      at: e.t + (this.skew.get(e.svc) ?? 0),
      svc: e.svc,
      level: e.level,
      msg: e.msg,
      stack: e.stack,
      errKind: e.errKind,
      trace: e.trace,
      runtime: this.svcs.find((s) => s.name === e.svc)?.runtime ?? "custom",
      pod: this.pods.get(e.svc) ?? 0,
      ns: this.estate.ns,
    }));
    evs.sort((a, b) => a.at - b.at);
    const pad = Math.max(...this.svcs.map((s) => s.name.length)) + 4;
    return evs.flatMap((e) => render(fmt, e, pad));
  }
}
