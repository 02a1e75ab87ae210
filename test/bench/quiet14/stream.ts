// One scenario's stream: the estate's everyday background (traffic, health checks, a periodic job, the noisy
// service, a deprecation warning, retries that succeed) plus what the scenario adds, skewed per service and sorted
// by printed time.
import type { Estate } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export class Ctx {
  readonly evs: Ev[] = [];
  /** service outages: [svc, from, to) during which it prints nothing (it is stopped) */
  readonly muted: Array<[string, number, number]> = [];
  constructor(
    readonly r: Rng,
    readonly e: Estate,
    readonly t0: number,
    readonly dur: number,
  ) {}
  /** a time `frac` of the way through the window */
  at(frac: number): number {
    return Math.round(this.t0 + frac * this.dur);
  }
  emit(svc: string, t: number, level: Level, msg: string, extra: { trace?: string; stack?: string } = {}): void {
    if (t < this.t0 || t >= this.t0 + this.dur) return;
    this.evs.push({ t, svc, level, msg, ...extra });
  }
  /** removes `svc`'s events from `from` on whose message starts with one of `prefixes` (work the fault stopped) */
  drop(svc: string, from: number, prefixes: string[]): void {
    for (let i = this.evs.length - 1; i >= 0; i--) {
      const e = this.evs[i]!;
      if (e.svc === svc && e.t >= from && prefixes.some((p) => e.msg.startsWith(p))) this.evs.splice(i, 1);
    }
  }
  /** `fn` every `every` ms (with jitter) between fractions `from` and `to` of the window */
  every(from: number, to: number, every: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (
      let t = this.at(from) + this.r.int(0, every);
      t < this.at(to);
      t += Math.round(every * (0.6 + this.r.next() * 0.8))
    )
      fn(t, i++);
  }
  /** an access-log style line */
  http(
    svc: string,
    t: number,
    level: Level,
    method: string,
    path: string,
    status: number,
    ms: number,
    tail = "",
  ): void {
    this.emit(svc, t, level, `${method} ${path} -> ${status} in ${ms}ms${tail}`, { trace: this.r.hex(12) });
  }
}

/** Background for the whole window, about `lines` events. */
export function background(c: Ctx, lines: number): void {
  const { r, e } = c;
  // health checks: each service every 15 s
  for (const s of e.services)
    c.every(0, 1, 15000, (t) => c.emit(s, t, "debug", `GET /healthz 200 ${r.int(1, 4)}ms kube-probe/1.29`));
  c.every(0, 1, e.job.every, (t) => c.emit(e.job.svc, t, "info", e.job.msg(r)));
  c.every(0, 1, e.noisy.every, (t) => c.emit(e.noisy.svc, t, e.noisy.level, e.noisy.msg(r)));
  c.every(0, 1, 40000, (t) => c.emit(e.deprecation.svc, t, "warn", e.deprecation.msg));
  c.every(0, 1, 70000, (t) => {
    c.emit(e.retry.svc, t, "warn", e.retry.warn(r));
    c.emit(e.retry.svc, t + r.int(60, 300), "info", e.retry.ok(r));
  });
  const fixed = c.evs.length;
  const reqs = Math.max(50, Math.round((lines - fixed) / 2.4));
  const gap = c.dur / reqs;
  for (let i = 0; i < reqs; i++) {
    const t = Math.round(c.t0 + i * gap + r.next() * gap);
    const tr = r.hex(12);
    const n = r.int(1, 2);
    for (let k = 0; k < n; k++) {
      const d = r.pick(e.traffic);
      c.emit(d.svc, t + k * r.int(2, 30), "info", d.msg(r), { trace: tr });
    }
    const route = r.pick(e.edgeRoutes);
    const method = r.chance(0.7) ? "GET" : "POST";
    c.emit(
      e.edge,
      t + r.int(20, 250),
      "info",
      `${method} ${route} -> ${r.chance(0.02) ? 404 : 200} in ${r.int(12, 320)}ms`,
      {
        trace: tr,
      },
    );
  }
}

/** Prints the events: per-service skew of up to ±300 ms, sorted by printed time. */
export function print(c: Ctx, f: Format, skewSeed: Rng): string[] {
  const skew = new Map<string, number>();
  for (const s of c.e.services) skew.set(s, skewSeed.int(-300, 300));
  const width = Math.max(...c.e.services.map((s) => s.length + 2));
  const live = c.evs.filter((e) => !c.muted.some(([s, a, b]) => e.svc === s && e.t > a && e.t < b));
  const rows = live.map((e, i) => ({ e, ms: e.t + (skew.get(e.svc) ?? 0), i }));
  rows.sort((a, b) => a.ms - b.ms || a.i - b.i);
  return rows.flatMap((x) => render(f, x.e, x.ms, width, c.e.ns));
}
