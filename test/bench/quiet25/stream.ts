// One window: the context scenario writers emit into, the background every file carries, and the merged,
// skewed, time-sorted rendering.
import type { Estate } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Extra {
  stack?: string[];
  errType?: string;
  trace?: string;
}

export interface Ev extends Extra {
  t: number;
  svc: string;
  level: Level;
  msg: string;
}

export class Ctx {
  readonly events: Ev[] = [];
  /** Flows through these services are mostly replaced by the scenario from `from` on (probability `p`). */
  readonly broken: { svc: string; from: number; to: number; p: number }[] = [];
  /** Services whose own lines stop in [from, to). */
  readonly silent: { svc: string; from: number; to: number }[] = [];
  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly t0: number,
    readonly dur: number,
  ) {}
  get end(): number {
    return this.t0 + this.dur;
  }
  ev(t: number, svc: string, level: Level, msg: string, x: Extra = {}): void {
    if (t < this.t0 || t >= this.end) return;
    this.events.push({ t, svc, level, msg, ...x });
  }
  /** Calls `fn` at Poisson times with the given mean gap in [from, to). */
  every(from: number, to: number, meanGap: number, fn: (t: number) => void): void {
    let t = from + this.rng.gap(meanGap);
    while (t < Math.min(to, this.end)) {
      fn(t);
      t += this.rng.gap(meanGap);
    }
  }
  /** Calls `fn` on a fixed period with a little jitter. */
  tick(from: number, to: number, period: number, fn: (t: number) => void): void {
    for (let t = from + this.rng.int(0, period - 1); t < Math.min(to, this.end); t += period) {
      fn(t + this.rng.int(0, 400));
    }
  }
  trace(): string | undefined {
    return this.estate.traced ? this.rng.hex(this.estate.traceLen) : undefined;
  }
  isBroken(svcs: readonly string[], t: number): boolean {
    return this.broken.some((b) => svcs.includes(b.svc) && t >= b.from && t < b.to && this.rng.chance(b.p));
  }
}

/** The background every window carries: traffic, probes, periodic jobs, the noisy service, deprecations, retries. */
export function background(c: Ctx, reqPerSec: number): void {
  const e = c.estate;
  c.every(c.t0, c.end, 1000 / reqPerSec, (t) => {
    const flow = c.rng.pick(e.flows);
    if (c.isBroken(flow.touches, t)) return;
    const tr = c.trace();
    let at = t;
    for (const [dt, svc, level, msg] of flow.steps(c.rng)) {
      at += dt;
      c.ev(at, svc, level, msg, tr ? { trace: tr } : {});
    }
  });
  for (const s of e.services) {
    c.tick(c.t0, c.end, s.probeEvery, (t) => c.ev(t, s.name, "info", s.probe(c.rng)));
  }
  for (const job of e.jobs) c.tick(c.t0, c.end, job.period, (t) => job.run(c, t));
  const noisy = e.noisy;
  c.every(c.t0, c.end, noisy.gap, (t) => {
    const [level, msg, x] = noisy.line(c.rng);
    c.ev(t, noisy.svc, level, msg, x);
  });
  for (const d of e.deprecations) c.every(c.t0, c.end, d.gap, (t) => c.ev(t, d.svc, "warn", d.msg(c.rng)));
  c.every(c.t0, c.end, e.retry.gap, (t) => {
    for (const [dt, svc, level, msg] of e.retry.steps(c.rng)) c.ev(t + dt, svc, level, msg);
  });
}

/** A config reload or deploy of `svc` at `t`, in that runtime's words. */
export function unrelatedChange(c: Ctx, svc: string, t: number): void {
  const s = c.estate.services.find((x) => x.name === svc);
  if (!s) return;
  const steps = s.deploy(c.rng);
  let at = t;
  for (const [dt, level, msg] of steps) {
    at += dt;
    c.ev(at, svc, level, msg);
  }
}

export function renderWindow(c: Ctx, f: Format): string[] {
  const skew = new Map<string, number>();
  for (const s of c.estate.services) skew.set(s.name, c.rng.int(-300, 300));
  const lang = new Map(c.estate.services.map((s) => [s.name, s.lang]));
  const kept = c.events.filter((ev) => !c.silent.some((s) => s.svc === ev.svc && ev.t >= s.from && ev.t < s.to));
  const printed: Printed[] = kept.map((ev) => ({
    ...ev,
    t: ev.t + (skew.get(ev.svc) ?? 0),
    lang: lang.get(ev.svc) ?? "custom",
    namespace: c.estate.namespace,
  }));
  printed.sort((a, b) => a.t - b.t);
  const width = Math.max(...c.estate.services.map((s) => s.name.length)) + 4;
  return printed.flatMap((p) => render(f, p, width));
}
