// One file's event stream: services present, true-time events, per-service clock skew, sorting and rendering.
import { EXT, type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  trace?: string;
}

export interface EmitOpts {
  stack?: string;
  errType?: string;
  trace?: string;
}

/** A hook lets a scenario take over one request flow at time t; it returns true when it handled the request. */
export type Hook = (flow: string, t: number, trace: string | undefined) => boolean;

export class Stream {
  readonly evs: Ev[] = [];
  private mutes: { svc: string; from: number; to: number }[] = [];
  hooks: Hook[] = [];
  constructor(
    readonly rng: Rng,
    readonly present: Set<string>,
    readonly traceStyle: "hex12" | "hex32" | null,
    readonly start: number,
    readonly end: number,
  ) {}

  has(svc: string): boolean {
    return this.present.has(svc);
  }

  emit(t: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    if (!this.present.has(svc) || t < this.start || t >= this.end) return;
    if (this.mutes.some((m) => m.svc === svc && t >= m.from && t < m.to)) return;
    this.evs.push({ t: Math.round(t), svc, level, msg, ...o });
  }

  /** The service writes nothing between from and to (it hangs or is gone). */
  mute(svc: string, from: number, to = Number.POSITIVE_INFINITY): void {
    this.mutes.push({ svc, from, to });
  }

  trace(): string | undefined {
    if (this.traceStyle === "hex12") return this.rng.hex(12);
    if (this.traceStyle === "hex32") return this.rng.hex(32);
    return undefined;
  }

  /** Offers a request to the scenario hooks; true when one of them handled it. */
  hooked(flow: string, t: number, trace: string | undefined): boolean {
    for (const h of this.hooks) if (h(flow, t, trace)) return true;
    return false;
  }

  /** Applies skew (up to 300 ms per service), sorts by printed time and renders. */
  write(f: Format, ns: string, hosts: Map<string, string>): { text: string; lines: number; ext: string } {
    const skew = new Map<string, number>();
    for (const s of [...this.present].sort()) skew.set(s, this.rng.int(-300, 300));
    const printed: Printed[] = this.evs.map((e) => ({
      p: e.t + (skew.get(e.svc) ?? 0),
      svc: e.svc,
      level: e.level,
      msg: e.msg,
      stack: e.stack,
      errType: e.errType,
      trace: e.trace,
      host: hosts.get(e.svc) ?? `${e.svc}-0`,
    }));
    printed.sort((a, b) => a.p - b.p);
    const width = Math.max(...[...this.present].map((s) => s.length + 2));
    const out: string[] = [];
    for (const e of printed) out.push(...render(f, e, ns, width));
    return { text: `${out.join("\n")}\n`, lines: out.length, ext: EXT[f] };
  }
}
