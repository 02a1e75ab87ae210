// One aggregated stream: the estate's background traffic around whatever a scenario injects. The scenario code
// talks to it through Ctx (emit lines, repeat them, silence a service's normal traffic).
import type { Printer } from "./formats.js";
import { type Rng, uuid } from "./rng.js";
import type { Estate, Ev, Flow, Level, Line, Periodic, Rollout } from "./types.js";

export interface Ctx {
  r: Rng;
  /** When the fault starts (true time, ms); the window start for quiet scenarios. */
  t0: number;
  start: number;
  end: number;
  /** t0 + sec seconds. */
  at(sec: number): number;
  /** A fresh request / trace id in the estate's style (undefined when the estate logs none). */
  tr(): string | undefined;
  emit(svc: string, t: number, line: Line, trace?: string): void;
  /** Calls f at jittered intervals of about gapMs between from and to (ms), with a fresh trace id each time. */
  loop(from: number, to: number, gapMs: number, f: (i: number, t: number, trace: string | undefined) => void): void;
  /** Shorthand: one service logging f's line at jittered intervals (no request id: jobs, retries, pool stats). */
  every(svc: string, from: number, to: number, gapMs: number, f: (i: number, t: number) => Line | null): void;
  /** Drops the background requests touching svc between from and to, keeping a `keep` share of them. */
  mute(svc: string, from: number, to?: number, keep?: number): void;
  /** Prints an unrelated release or config reload of svc at t. */
  rollout(svc: string, t: number): void;
}

interface Mute {
  svc: string;
  from: number;
  to: number;
  keep: number;
}

export class Stream implements Ctx {
  readonly events: Ev[] = [];
  /** Services that already printed a release or reload in this window. */
  readonly rolledOut = new Set<string>();
  private readonly mutes: Mute[] = [];

  constructor(
    readonly estate: Estate,
    readonly r: Rng,
    readonly start: number,
    readonly end: number,
    readonly t0: number,
  ) {}

  at(sec: number): number {
    return Math.round(this.t0 + sec * 1000);
  }

  tr(): string | undefined {
    switch (this.estate.traces) {
      case "w3c":
        return this.r.hex(32);
      case "reqid":
        return uuid(this.r);
      case "edge":
        return this.r.hex(16);
      case "none":
        return undefined;
    }
  }

  private traced(svc: string, trace: string | undefined): string | undefined {
    if (!trace) return undefined;
    if (this.estate.traces === "edge" && !(this.estate.edge ?? []).includes(svc)) return undefined;
    return trace;
  }

  emit(svc: string, t: number, line: Line, trace?: string): void {
    if (t < this.start || t >= this.end) return;
    if (!this.estate.services.some((s) => s.name === svc))
      throw new Error(`unknown service ${svc} in ${this.estate.key}`);
    const [level, msg, stack, raw] = line;
    const e: Ev = { t: Math.round(t), svc, level, msg };
    if (stack?.length) e.stack = stack;
    if (raw) e.raw = true;
    const tid = this.traced(svc, trace);
    if (tid) e.trace = tid;
    this.events.push(e);
  }

  loop(from: number, to: number, gapMs: number, f: (i: number, t: number, trace: string | undefined) => void): void {
    let t = from;
    for (let i = 0; t < Math.min(to, this.end); i++) {
      f(i, t, this.tr());
      t += gapMs * (0.4 + 1.2 * this.r.next());
    }
  }

  every(svc: string, from: number, to: number, gapMs: number, f: (i: number, t: number) => Line | null): void {
    this.loop(from, to, gapMs, (i, t) => {
      const line = f(i, t);
      if (line) this.emit(svc, t, line);
    });
  }

  mute(svc: string, from: number, to = this.end, keep = 0): void {
    this.mutes.push({ svc, from, to, keep });
  }

  private silenced(svc: string, t: number): boolean {
    return this.mutes.some((m) => m.svc === svc && t >= m.from && t < m.to && !this.r.chance(m.keep));
  }

  rollout(svc: string, t: number): void {
    const ro: Rollout | undefined = this.estate.rollouts.find((x) => x.svc === svc);
    if (!ro) throw new Error(`no rollout for ${svc}`);
    this.rolledOut.add(svc);
    for (const [dt, level, msg] of ro.lines(this.r)) this.emit(svc, t + dt, [level, msg]);
  }

  private periodic(p: Periodic, from = this.start): void {
    let t = from + this.r.next() * p.every * 1000;
    while (t < this.end) {
      if (!this.silenced(p.svc, t)) this.emit(p.svc, t, p.make(this.r));
      t += p.every * 1000 * (0.9 + 0.2 * this.r.next());
    }
  }

  /**
   * Adds the estate's background: jobs and heartbeats, probes, `chronic` harmless errors from the first minute,
   * sporadic refusals and warnings; then requests until the file holds about `budget` lines.
   */
  background(printer: Printer, budget: number, chronic: Periodic[], sporadicShare: number): void {
    for (const p of [...this.estate.ticks, ...this.estate.probes]) this.periodic(p);
    for (const p of chronic) this.periodic(p);
    for (const s of this.estate.sporadic) {
      if (!this.r.chance(sporadicShare)) continue;
      let t = this.start;
      for (;;) {
        t += (-Math.log(1 - this.r.next()) * 60000) / s.perMin;
        if (t >= this.end) break;
        if (!this.silenced(s.svc, t)) this.emit(s.svc, t, s.make(this.r));
      }
    }
    let lines = this.events.reduce((n, e) => n + printer.count(e), 0);
    const total = this.estate.flows.reduce((s, f) => s + f.weight, 0);
    let guard = 0;
    while (lines < budget && guard++ < 200000) {
      const flow = this.pickFlow(this.r.next() * total);
      if (!flow) break;
      const t = this.start + this.r.next() * (this.end - this.start - 3000);
      const hops = flow.make(this.r);
      if (hops.some((h) => this.silenced(h.svc, t + h.at))) continue;
      const trace = this.tr();
      for (const h of hops) {
        const level: Level = h.level ?? "info";
        const before = this.events.length;
        this.emit(h.svc, t + h.at + this.r.int(0, 3), [level, h.msg], trace);
        const added = this.events[before];
        if (added) lines += printer.count(added);
      }
    }
  }

  private pickFlow(w: number): Flow | undefined {
    let left = w;
    for (const f of this.estate.flows) {
      left -= f.weight;
      if (left < 0) return f;
    }
    return this.estate.flows[0];
  }

  /** Events in the order an aggregator would hold them: true time, stable. */
  sorted(): Ev[] {
    return this.events
      .map((e, i) => [e, i] as const)
      .sort((a, b) => a[0].t - b[0].t || a[1] - b[1])
      .map(([e]) => e);
  }
}
