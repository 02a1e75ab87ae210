// One scenario's event buffer: services emit with true times; rendering adds per-service clock skew, drops
// the lines of a service that has gone quiet, sorts by printed time and writes one of the six formats.

import type { Estate, Role } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  keep?: boolean; // still printed while the service is silenced (its last dying words)
}

/** A flow hook returns true when it has written the flow itself (the normal lines are skipped). */
export type FlowHook = (t: number, trace: string | undefined) => boolean;

export class Ctx {
  readonly evs: Ev[] = [];
  readonly hooks = new Map<string, FlowHook>();
  private readonly silences: { svc: string; from: number; to: number }[] = [];

  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly start: number,
    readonly end: number,
  ) {}

  svc(role: Role): string {
    return this.estate.roles[role];
  }

  runtime(svc: string) {
    return this.estate.services.find((s) => s.name === svc)?.runtime ?? "go";
  }

  emit(t: number, svc: string, level: Level, msg: string, more: Partial<Ev> = {}): void {
    if (t < this.start || t >= this.end) return;
    this.evs.push({ t: Math.round(t), svc, level, msg, ...more });
  }

  tid(): string | undefined {
    return this.estate.traces ? this.rng.hex(this.estate.traceLen) : undefined;
  }

  /** Calls fn at jittered intervals of about gapMs between from and to. */
  every(from: number, to: number, gapMs: number, fn: (t: number, i: number) => void, jitter = 0.6): void {
    let t = from + this.rng.next() * gapMs;
    let i = 0;
    while (t < Math.min(to, this.end)) {
      fn(t, i++);
      t += gapMs * (1 - jitter / 2 + this.rng.next() * jitter);
    }
  }

  silence(svc: string, from: number, to: number): void {
    this.silences.push({ svc, from, to });
  }

  flow(name: string, t: number, trace: string | undefined): boolean {
    const h = this.hooks.get(name);
    return h ? h(t, trace) : false;
  }

  isSilenced(e: Ev): boolean {
    return !e.keep && this.silences.some((s) => s.svc === e.svc && e.t >= s.from && e.t < s.to);
  }

  render(fmt: Format): string[] {
    const skew = new Map<string, number>();
    for (const s of this.estate.services) skew.set(s.name, Math.round((this.rng.next() * 2 - 1) * 300));
    const width = Math.max(...this.estate.services.map((s) => s.name.length + 2)) + 1;
    const printed: Printed[] = this.evs
      .filter((e) => !this.isSilenced(e))
      .map((e) => {
        const svc = this.estate.services.find((s) => s.name === e.svc);
        const pod = svc ? svc.pods[e.t % svc.pods.length] : `${e.svc}-0`;
        const p: Printed = {
          ts: e.t + (skew.get(e.svc) ?? 0),
          svc: e.svc,
          level: e.level,
          msg: e.msg,
          host: pod ?? `${e.svc}-0`,
          namespace: this.estate.namespace,
        };
        if (e.stack) p.stack = e.stack;
        if (e.trace) p.trace = e.trace;
        return p;
      });
    printed.sort((a, b) => a.ts - b.ts);
    return printed.flatMap((p) => render(fmt, p, width));
  }
}
