// Collects events in true time, applies each service's clock skew, sorts by printed time and renders the file.

import type { Estate } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export type Emit = (
  svc: string,
  t: number,
  level: Level,
  msg: string,
  opt?: { stack?: string; errKind?: string; trace?: string },
) => void;

export class Stream {
  readonly events: (Ev & { seq: number })[] = [];
  readonly skew: Record<string, number> = {};
  private seq = 0;
  /** Drop probability per service from a true time on (a service that stalls or goes quiet). */
  readonly mute: { svc: string; from: number; to: number; p: number; re?: RegExp }[] = [];

  constructor(
    readonly est: Estate,
    readonly r: Rng,
  ) {
    for (const s of est.services) this.skew[s.name] = r.int(-300, 300);
  }

  emit: Emit = (svc, t, level, msg, opt) => {
    for (const m of this.mute)
      if (
        m.svc === svc &&
        t >= m.from &&
        t < m.to &&
        level === "info" &&
        (!m.re || m.re.test(msg)) &&
        this.r.chance(m.p)
      )
        return;
    const pod = `${svc}-${["7d9f8c6b5", "5c4b7f9d8", "6f8d9c7b4"][svc.length % 3]}-${svc.slice(0, 1)}${(svc.length * 7919).toString(36).slice(-4)}`;
    this.events.push({
      t: t + (this.skew[svc] ?? 0),
      svc,
      level,
      msg,
      stack: opt?.stack,
      errKind: opt?.errKind,
      trace: this.est.traces ? opt?.trace : undefined,
      pod,
      seq: this.seq++,
    });
  };

  render(f: Format): string[] {
    const evs = this.events.slice().sort((a, b) => a.t - b.t || a.seq - b.seq);
    const width = Math.max(...this.est.services.map((s) => s.name.length + 2)) + 1;
    const out: string[] = [];
    for (const e of evs) out.push(...render(f, e, { namespace: this.est.namespace, composeWidth: width }));
    return out;
  }
}

/** Baseline: request flows at `rps`, periodic jobs and health checks, the noisy service. */
export function baseline(s: Stream, t0: number, t1: number, rps: number): void {
  const { r, est } = s;
  const total = est.flows.reduce((a, f) => a + f.weight, 0);
  let t = t0 + r.int(0, 400);
  while (t < t1) {
    // Slow drift in load so the rate is not flat.
    const phase = Math.sin(((t - t0) / 240000) * Math.PI) * 0.25 + 1;
    t += Math.max(5, Math.round((-Math.log(Math.max(r.next(), 1e-6)) * 1000) / (rps * phase)));
    let k = r.next() * total;
    const flow =
      est.flows.find((f) => {
        k -= f.weight;
        return k < 0;
      }) ?? est.flows[0];
    const trace = r.hex(16);
    for (const h of flow.make(r)) if (t + h.dt < t1) s.emit(h.svc, t + h.dt, h.level ?? "info", h.msg, { trace });
  }
  for (const p of [...est.periodic, est.noisy]) {
    let pt = t0 + r.int(0, Math.min(p.everyMs, 20000));
    while (pt < t1) {
      s.emit(p.svc, pt, p.level ?? "info", p.make(r));
      pt += Math.round(p.everyMs * (0.7 + r.next() * 0.6));
    }
  }
}

/** Calls `fn` at random gaps of `lo`-`hi` ms from `a` to `b`. */
export function every(r: Rng, a: number, b: number, lo: number, hi: number, fn: (t: number, i: number) => void): void {
  let i = 0;
  for (let t = a + r.int(0, lo); t < b; t += r.int(lo, hi)) fn(t, i++);
}
