// One window of one estate: collects events in true time, drops what silenced services would have said, applies a
// fixed per-service clock skew (up to 300 ms), sorts by printed time and writes the file in one format.
import { writeFileSync } from "node:fs";
import { allServices, type Estate, type Role, type Runtime, svcOf } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

interface Silence {
  svc: string;
  from: number;
  to: number;
  keep: number;
  match?: RegExp;
}

export class Win {
  readonly evs: Ev[] = [];
  /** events logged while loud is set are never silenced (the failure's own lines) */
  loud = false;
  private readonly loudEvs = new WeakSet<Ev>();
  private readonly silences: Silence[] = [];
  private readonly skew = new Map<string, number>();
  constructor(
    readonly rng: Rng,
    readonly e: Estate,
    readonly start: number,
    readonly end: number,
  ) {
    for (const s of allServices(e)) this.skew.set(s.name, rng.int(-300, 300));
  }
  s(r: Role): string {
    return svcOf(this.e, r).name;
  }
  rt(r: Role): Runtime {
    return svcOf(this.e, r).rt;
  }
  tid(): string | undefined {
    return this.e.traces ? this.rng.hex(12) : undefined;
  }
  log(t: number, svc: string, level: Level, msg: string, stack?: string, trace?: string): void {
    if (t < this.start || t >= this.end) return;
    const ev: Ev = { t, svc, level, msg };
    if (stack) ev.stack = stack;
    if (trace) ev.trace = trace;
    if (this.loud) this.loudEvs.add(ev);
    this.evs.push(ev);
  }
  /** Drops events of `svc` in [from, to) except a `keep` share; `match` limits it to matching messages. */
  silence(svc: string, from: number, to: number, keep = 0, match?: RegExp): void {
    this.silences.push(match ? { svc, from, to, keep, match } : { svc, from, to, keep });
  }
  /** Calls fn at a jittered period over [from, to). */
  every(from: number, to: number, period: number, jitter: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from + this.rng.int(0, Math.max(1, Math.floor(period / 2))); t < to; t += period) {
      fn(t + this.rng.int(0, jitter), i++);
    }
  }
  /** Calls fn at random (Poisson) times with the given mean rate per second. */
  poisson(from: number, to: number, perSec: number, fn: (t: number) => void): void {
    if (perSec <= 0) return;
    let t = from;
    for (;;) {
      t += Math.max(1, Math.round((-Math.log(1 - this.rng.next()) / perSec) * 1000));
      if (t >= to) return;
      fn(t);
    }
  }
  write(path: string, fmt: Format): number {
    const kept = this.evs.filter((ev) => {
      if (this.loudEvs.has(ev)) return true;
      for (const s of this.silences) {
        if (s.svc === ev.svc && ev.t >= s.from && ev.t < s.to && (!s.match || s.match.test(ev.msg))) {
          if (this.rng.next() >= s.keep) return false;
        }
      }
      return true;
    });
    const width = Math.max(...allServices(this.e).map((s) => s.name.length)) + 2;
    const replicas = new Map<string, number>();
    for (const s of allServices(this.e)) replicas.set(s.name, this.rng.int(0, 2));
    const ctx = { namespace: this.e.namespace, composeWidth: width, replica: (s: string) => replicas.get(s) ?? 0 };
    const printed = kept.map((ev, i) => ({ ev, i, p: ev.t + (this.skew.get(ev.svc) ?? 0) }));
    printed.sort((a, b) => a.p - b.p || a.i - b.i);
    const out: string[] = [];
    for (const { ev, p } of printed) out.push(...render(fmt, ev, p, ctx));
    writeFileSync(path, `${out.join("\n")}\n`);
    return out.length;
  }
}
