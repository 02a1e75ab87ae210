// Builds one aggregated stream: baseline traffic of an estate, the scenario's own events, clock skew, muting, sorting.
import type { Estate } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Opt {
  stack?: string[];
  errType?: string;
  /** request id shared with other lines; `true` draws a fresh one when the estate correlates requests */
  trace?: string | boolean;
}

/** What a scenario script may do to the stream; times are ms relative to t0 (the moment things change). */
export interface Ctx {
  r: Rng;
  t0: number;
  /** ms from t0 to the end of the window */
  left: number;
  at(dt: number, svc: string, level: Level, msg: string, o?: Opt): void;
  every(
    svc: string,
    from: number,
    to: number,
    period: number,
    level: Level,
    msg: (r: Rng, i: number) => string,
    o?: { stack?: (r: Rng) => string[]; errType?: string; trace?: boolean },
  ): void;
  /** drop a share of svc's ordinary lines from t0+from on (it goes quiet, or its callers stop succeeding) */
  mute(svc: string, from: number, share?: number): void;
  id(): string | undefined;
}

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

function stamp(msg: string, p: number): string {
  if (!msg.includes("%")) return msg;
  const d = new Date(p);
  const hms = `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
  const msec = String(d.getUTCMilliseconds()).padStart(3, "0");
  return msg
    .replace(
      /%GLOG%/g,
      `${p2(d.getUTCMonth() + 1)}${p2(d.getUTCDate())} ${hms}.${msec}${String((p * 7919) % 1000).padStart(3, "0")}`,
    )
    .replace(/%DATE%/g, new Date(p).toISOString().slice(0, 10))
    .replace(/%REDIS%/g, `${d.getUTCDate()} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${hms}.${msec}`);
}

export class Stream implements Ctx {
  readonly evs: Ev[] = [];
  private readonly skew = new Map<string, number>();
  private readonly mutes: { svc: string; from: number; share: number }[] = [];
  t0 = 0;
  left = 0;

  constructor(
    readonly e: Estate,
    readonly r: Rng,
    readonly start: number,
    readonly end: number,
  ) {
    for (const s of e.services) this.skew.set(s, r.int(-300, 300));
  }

  id(): string | undefined {
    if (this.e.ids === "w3c") return this.r.hex(32);
    if (this.e.ids === "short") return this.r.hex(16);
    return undefined;
  }

  push(t: number, svc: string, level: Level, msg: string, o: Opt = {}, bg = false): void {
    if (t < this.start || t >= this.end) return;
    const p = t + (this.skew.get(svc) ?? 0);
    const trace = o.trace === true ? this.id() : o.trace === false ? undefined : o.trace;
    const [head, ...rest] = stamp(msg, p).split("\n");
    const stack = [...rest, ...(o.stack ?? []).flatMap((l) => stamp(l, p).split("\n"))];
    this.evs.push({
      t,
      p,
      svc,
      level,
      msg: head,
      stack: stack.length ? stack : undefined,
      errType: o.errType,
      trace,
      bg,
    });
  }

  at(dt: number, svc: string, level: Level, msg: string, o?: Opt): void {
    this.push(this.t0 + dt, svc, level, msg, o);
  }

  every(
    svc: string,
    from: number,
    to: number,
    period: number,
    level: Level,
    msg: (r: Rng, i: number) => string,
    o: { stack?: (r: Rng) => string[]; errType?: string; trace?: boolean } = {},
  ): void {
    let t = this.t0 + from + this.r.int(0, Math.floor(period / 2));
    const stop = Math.min(this.end, this.t0 + to);
    for (let i = 0; t < stop; i++) {
      this.push(t, svc, level, msg(this.r, i), { stack: o.stack?.(this.r), errType: o.errType, trace: o.trace });
      t += Math.max(20, Math.floor(period * (0.5 + this.r.next())));
    }
  }

  mute(svc: string, from: number, share = 1): void {
    this.mutes.push({ svc, from: this.t0 + from, share });
  }

  /** ordinary traffic, jobs and the noisy service, at roughly `perSec` requests a second */
  baseline(perSec: number): void {
    const { e, r } = this;
    const wsum = e.routes.reduce((s, x) => s + x.w, 0);
    for (
      let t = this.start + r.int(0, 800);
      t < this.end;
      t += Math.max(15, Math.floor((-Math.log(1 - r.next()) * 1000) / perSec))
    ) {
      let k = r.next() * wsum;
      let route = e.routes[0];
      for (const x of e.routes) {
        k -= x.w;
        if (k < 0) {
          route = x;
          break;
        }
      }
      const trace = this.id();
      let total = 0;
      for (const h of route.hops.slice(1)) {
        const lt = h.lag + r.int(2, 60);
        total = Math.max(total, lt + r.int(5, 40));
        this.push(t + lt, h.svc, "info", h.msg(r, lt), { trace }, true);
      }
      const first = route.hops[0];
      const dur = total + r.int(3, 30);
      this.push(t + (route.hops.length > 1 ? dur : 0), first.svc, "info", first.msg(r, dur), { trace }, true);
    }
    for (const j of [...e.jobs, e.noisy]) {
      for (
        let t = this.start + r.int(0, Math.min(j.every, 50000));
        t < this.end;
        t += Math.floor(j.every * (0.6 + 0.8 * r.next()))
      ) {
        let dt = 0;
        for (const [lv, m] of j.lines(r)) {
          this.push(t + dt, j.svc, lv, m, {}, true);
          dt += r.int(80, 1500);
        }
      }
    }
  }

  /** the stream sorted by printed time, with muted ordinary lines removed */
  finish(): Ev[] {
    const kept = this.evs.filter((ev) => {
      if (!ev.bg) return true;
      for (const m of this.mutes) if (m.svc === ev.svc && ev.t >= m.from && this.r.next() < m.share) return false;
      return true;
    });
    return kept.sort((a, b) => a.p - b.p || a.t - b.t);
  }
}
