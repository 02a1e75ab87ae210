// One aggregated stream: events in true time, per-service clock skew, mute/thin windows, and the common background
// every file carries (traffic, health checks, periodic jobs, the chronic noisy service, deprecations, retries, a deploy).
import type { Estate } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";
import { type Frame, stackFor } from "./stacks.js";

export interface EmitOpts {
  trace?: string;
  stack?: string[];
  errKind?: string;
  force?: boolean;
}

export class Ctx {
  readonly events: Ev[] = [];
  readonly skew = new Map<string, number>();
  private readonly mutes: { svc: string; from: number; to: number; keep: number; all: boolean }[] = [];

  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly t0: number,
    readonly t1: number,
  ) {
    for (const s of estate.services) this.skew.set(s.name, rng.int(-300, 300));
  }

  /** Drops the INFO/DEBUG lines of `svc` in [from, to) except a `keep` share; `all` drops every level. */
  thin(svc: string, from: number, to: number, keep: number, all = false): void {
    this.mutes.push({ svc, from, to, keep, all });
  }

  trace(): string | undefined {
    if (!this.estate.traced) return undefined;
    return this.estate.traceStyle === "w3c" ? this.rng.hex(32) : this.rng.hex(12);
  }

  emit(t: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    if (!o.force) {
      for (const m of this.mutes) {
        if (m.svc === svc && t >= m.from && t < m.to && (m.all || level === "info" || level === "debug")) {
          if (!this.rng.chance(m.keep)) return;
        }
      }
    }
    this.events.push({
      t: t + (this.skew.get(svc) ?? 0),
      svc,
      level,
      msg,
      trace: o.trace,
      stack: o.stack,
      errKind: o.errKind,
    });
  }

  stack(svc: string, head: string, frames: Frame[]): string[] {
    return stackFor(this.estate.runtime(svc), this.rng, head, frames);
  }

  /** Calls fn at a Poisson rate (per minute) between from and to. */
  poisson(perMin: number, fn: (t: number) => void, from = this.t0, to = this.t1): void {
    if (perMin <= 0) return;
    let t = from;
    const mean = 60000 / perMin;
    for (;;) {
      t += -Math.log(1 - this.rng.next()) * mean;
      if (t >= to) return;
      fn(Math.round(t));
    }
  }

  /** Calls fn every period ms (with a little jitter) between from and to. */
  every(periodMs: number, fn: (t: number) => void, from = this.t0, to = this.t1): void {
    let t = from + this.rng.int(0, periodMs);
    while (t < to) {
      fn(t + this.rng.int(0, 40));
      t += periodMs;
    }
  }

  write(fmt: Format): string[] {
    const pad = Math.max(...this.estate.services.map((s) => s.name.length));
    const sorted = [...this.events].sort((a, b) => a.t - b.t);
    return sorted.flatMap((e) => render(fmt, e, this.estate.ns, pad));
  }
}

/** Request traffic, health checks, jobs, the chronic noisy line, deprecations, retries that work, one deploy. */
export function background(ctx: Ctx, perMin: number, deployAt: number, avoid: string | null): void {
  const { estate: E, rng } = ctx;
  for (const flow of E.flows) ctx.poisson(perMin * flow.weight, (t) => flow.run(ctx, t, ctx.trace()));
  for (const s of E.services) {
    const period = rng.pick([10000, 15000, 20000, 30000]);
    ctx.every(period, (t) => {
      if (rng.chance(0.35)) ctx.emit(t, s.name, "info", E.health(s.name, rng));
    });
  }
  for (const job of E.jobs) ctx.every(job.everyMs, (t) => job.run(ctx, t));
  ctx.poisson(E.chronic.perMin, (t) => E.chronic.run(ctx, t), ctx.t0 + rng.int(0, 20000));
  for (const d of E.deprecations) ctx.poisson(d.perMin, (t) => ctx.emit(t, d.svc, "warn", d.msg(rng)));
  ctx.poisson(rng.int(2, 5) / 10, (t) => E.retry(ctx, t));
  const cands = E.services.filter((s) => s.name !== avoid);
  const who = rng.pick(cands).name;
  E.deploy(ctx, who, deployAt);
}
