// One window's event stream: background traffic over an estate, health checks, the periodic job, the noisy service,
// deprecation warnings, succeeding retries, plus what a scenario adds through the Ctx; skew, sort and render.
import type { Estate } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

type Msg = string | ((r: Rng) => string);
type Stack = string[] | ((r: Rng) => string[]);

export interface Ctx {
  r: Rng;
  est: Estate;
  /** Seconds from the fault start back to the window start (negative) and on to the window end. */
  from: number;
  to: number;
  at(sec: number, svc: string, level: Level, msg: Msg, stack?: Stack, trace?: string): void;
  every(svc: string, fromSec: number, toSec: number, gapSec: number, level: Level, msg: Msg, stack?: Stack): void;
  /** Correlated lines of one request per occurrence: [svc, level, message, ms after the first]. */
  chain(fromSec: number, toSec: number, gapSec: number, parts: Array<[string, Level, Msg, number]>): void;
  /** Background requests through `svc` are replaced by the scenario's own lines after `fromSec`, with `share`. */
  suppress(svc: string, fromSec: number, share: number): void;
  /** Background traffic of `svc` stops entirely between the two times (a restart gap). */
  silence(svc: string, fromSec: number, toSec: number): void;
}

const txt = (m: Msg, r: Rng) => (typeof m === "string" ? m : m(r));
const stk = (s: Stack | undefined, r: Rng) => (s === undefined ? undefined : Array.isArray(s) ? s : s(r));

export class Stream implements Ctx {
  evs: Array<Ev & { tt: number }> = [];
  private sup: Array<{ svc: string; from: number; share: number }> = [];
  private sil: Array<{ svc: string; from: number; to: number }> = [];
  constructor(
    readonly r: Rng,
    readonly est: Estate,
    readonly t0: number,
    readonly from: number,
    readonly to: number,
  ) {}
  private ms(sec: number) {
    return this.t0 + Math.round(sec * 1000);
  }
  at(sec: number, svc: string, level: Level, msg: Msg, stack?: Stack, trace?: string) {
    if (sec < this.from || sec > this.to) return;
    const tt = this.ms(sec);
    this.evs.push({ tt, t: tt, svc, level, msg: txt(msg, this.r), stack: stk(stack, this.r), trace });
  }
  every(svc: string, fromSec: number, toSec: number, gapSec: number, level: Level, msg: Msg, stack?: Stack) {
    let s = Math.max(fromSec, this.from) + this.r.next() * gapSec * 0.5;
    while (s <= Math.min(toSec, this.to)) {
      this.at(s, svc, level, msg, stack);
      s += gapSec * (0.5 + this.r.next());
    }
  }
  chain(fromSec: number, toSec: number, gapSec: number, parts: Array<[string, Level, Msg, number]>) {
    let s = Math.max(fromSec, this.from) + this.r.next() * gapSec * 0.5;
    while (s <= Math.min(toSec, this.to)) {
      const tr = this.r.hex(12);
      for (const [svc, level, msg, dms] of parts) this.at(s + dms / 1000, svc, level, msg, undefined, tr);
      s += gapSec * (0.5 + this.r.next());
    }
  }
  suppress(svc: string, fromSec: number, share: number) {
    this.sup.push({ svc, from: fromSec, share });
  }
  silence(svc: string, fromSec: number, toSec: number) {
    this.sil.push({ svc, from: fromSec, to: toSec });
  }
  private quiet(svc: string, sec: number) {
    return this.sil.some((x) => x.svc === svc && sec >= x.from && sec <= x.to);
  }

  /** Background: requests at `rps`, probes, the job, noise, deprecations, retries. */
  background(rps: number) {
    const { r, est } = this;
    let s = this.from + r.next();
    while (s < this.to) {
      const f = r.pick(est.flows);
      const svcs = [f.edge, ...f.hops.map((h) => h[0])];
      const dropped = this.sup.some((x) => svcs.includes(x.svc) && s >= x.from && r.chance(x.share));
      if (!dropped && !svcs.some((v) => this.quiet(v, s))) {
        const tr = r.hex(12);
        let off = 0.005 + r.next() * 0.02;
        for (const [svc, line] of f.hops) {
          this.at(s + off, svc, "info", line(r), undefined, tr);
          off += 0.004 + r.next() * 0.05;
        }
        const ms = Math.round(off * 1000) + r.int(5, 60);
        this.at(
          s + off + 0.01,
          f.edge,
          "info",
          `${f.method} ${f.path} ${r.chance(0.97) ? 200 : 404} ${ms}ms`,
          undefined,
          tr,
        );
      }
      s += (-Math.log(1 - r.next()) / rps) * 1;
    }
    est.services.forEach((svc, i) => {
      if (i % 2 === 1) return;
      let p = this.from + r.next() * 10;
      while (p < this.to) {
        if (!this.quiet(svc, p))
          this.at(p, svc, "info", `10.42.${i}.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.30"`);
        p += 10;
      }
    });
    let j = this.from + r.next() * est.job.everySec;
    while (j < this.to) {
      if (!this.quiet(est.job.svc, j))
        est.job.msgs(r).forEach((m, k) => {
          this.at(j + k * (0.3 + r.next() * 2), est.job.svc, "info", m);
        });
      j += est.job.everySec;
    }
    const n0 = this.evs.length;
    this.every(est.noisy.svc, this.from, this.to, est.noisy.gapSec, est.noisy.level, est.noisy.msg);
    for (const d of est.deprecations) this.every(d.svc, this.from, this.to, d.gapSec, "warn", d.msg);
    const noise = this.evs.splice(n0);
    this.evs.push(...noise.filter((e) => !this.quiet(e.svc, (e.tt - this.t0) / 1000)));
    let q = this.from + r.next() * est.retry.gapSec;
    while (q < this.to) {
      const [a, b] = est.retry.msgs(r);
      if (this.quiet(est.retry.svc, q)) {
        q += est.retry.gapSec;
        continue;
      }
      this.at(q, est.retry.svc, "warn", a);
      this.at(q + 0.2 + r.next() * 0.5, est.retry.svc, "info", b);
      q += est.retry.gapSec * (0.5 + r.next());
    }
  }

  /** Applies per-service clock skew (up to +-300 ms), sorts by printed time and renders. */
  lines(fmt: Format): string[] {
    const skew = new Map<string, number>();
    const svcs = [...new Set(this.evs.map((e) => e.svc))].sort();
    for (const v of svcs) skew.set(v, this.r.int(-300, 300));
    for (const e of this.evs) e.t = e.tt + (skew.get(e.svc) ?? 0);
    this.evs.sort((a, b) => a.t - b.t || a.tt - b.tt);
    const width = Math.max(...svcs.map((v) => v.length + 2)) + 1;
    return this.evs.flatMap((e) => render(fmt, e, this.est.namespace, width));
  }
}
