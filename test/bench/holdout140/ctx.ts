// The scenario under construction: the estate, the window, the events written so far, and the faults and
// outages that ordinary traffic must respect.
import type { Rng } from "./rng.js";
import type { Estate, Ev, Level, Role, Route, Service } from "./types.js";
import { bookingId, clientIp, isoDate, waiverId } from "./vocab.js";

/** How a failing hop looks to whoever called it. */
export type Mode = "timeout" | "refused" | "reset" | "status" | "tls" | "unavailable";

/** One request travelling edge -> hops. */
export interface Req {
  route: Route;
  vars: Record<string, string>;
  edgePath: string;
  trace: string;
  rid: string;
  ip: string;
  ua: string;
  internal: boolean;
}

export interface Fault {
  svc: string;
  from: number;
  to: number;
  /** Share of requests to svc that fail at time t (attempt: 0 first try, 1.. retries). */
  share: (t: number, attempt: number) => number;
  mode: Mode;
  /** Status the failing hop answers with (mode "status"). */
  status?: number;
  /** Only requests whose edge or hop path matches. */
  route?: RegExp;
  /** How long a "timeout" takes to show (defaults to the caller's own timeout). */
  waitMs?: number;
  /** The failing hop's own lines for this request (may write nothing). */
  says?: (t: number, q: Req, attempt: number) => void;
  /** Caller retries this kind of failure (default: depends on caller). */
  noRetry?: boolean;
}

export interface EmitOpts {
  stack?: string;
  err?: { type: string; msg: string };
  logger?: string;
  trace?: string;
  span?: string;
  rid?: string;
  bg?: boolean;
}

export interface Pending {
  route: Route;
  t: number;
  ua?: string;
  ip?: string;
}

export class Ctx {
  evs: Ev[] = [];
  /** Requests waiting to be served in time order (breakers and retries need chronology). */
  queue: Pending[] = [];
  faults: Fault[] = [];
  private downs = new Map<string, Array<[number, number]>>();
  private seq = 0;
  /** Services whose whole request path is slower (ms added) in a period. */
  slow: Array<{ svc: string; from: number; to: number; addMs: number }> = [];
  /** Ordinary traffic rate multiplier for periods (e.g. a rush when a party arrives). */
  rush: Array<{ from: number; to: number; k: number }> = [];
  /** The edge itself answers some requests without any upstream (a broken router rule, a deny list). */
  edgeFaults: Array<{ from: number; to: number; match: RegExp; status: number }> = [];
  /** Named dials ambient generators read (e.g. "heap:gm-console-bff" from 0 to 1). */
  knobs = new Map<string, (t: number) => number>();

  constructor(
    public r: Rng,
    public est: Estate,
    public svcs: Service[],
    public t0: number,
    public t1: number,
    public scale: number,
  ) {}

  has(name: string): boolean {
    return this.svcs.some((s) => s.name === name);
  }

  s(name: string): Service {
    const s = this.svcs.find((x) => x.name === name);
    if (!s) throw new Error(`service ${name} not in scenario (${this.est.key})`);
    return s;
  }

  role(role: Role): Service {
    const s = this.svcs.find((x) => x.role === role) ?? this.est.services.find((x) => x.role === role);
    if (!s) throw new Error(`estate ${this.est.key} has no ${role}`);
    return s;
  }

  roleName(role: Role): string {
    return this.role(role).name;
  }

  edge(): Service {
    return this.role("edge");
  }

  emit(t: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    if (!this.has(svc)) return;
    this.evs.push({ t: Math.round(t), svc, level, msg, seq: this.seq++, ...o });
  }

  /** Background line (may be thinned to fit the file's line budget). */
  bg(t: number, svc: string, level: Level, msg: string, o: EmitOpts = {}): void {
    this.emit(t, svc, level, msg, { ...o, bg: true });
  }

  /** Calls fn at a Poisson process of mean gap ms between from and to. */
  poisson(from: number, to: number, meanGapMs: number, fn: (t: number) => void): void {
    if (meanGapMs <= 0) return;
    let t = from + this.r.exp(meanGapMs);
    while (t < to) {
      fn(t);
      t += this.r.exp(meanGapMs);
    }
  }

  /** Calls fn every period ms (+/- jitter) between from and to, starting at a random phase. */
  every(from: number, to: number, periodMs: number, jitterMs: number, fn: (t: number, i: number) => void): void {
    let t = from + this.r.float(0, periodMs);
    let i = 0;
    while (t < to) {
      fn(t + this.r.float(-jitterMs, jitterMs), i++);
      t += periodMs;
    }
  }

  down(svc: string, from: number, to: number): void {
    const xs = this.downs.get(svc) ?? [];
    xs.push([from, to]);
    this.downs.set(svc, xs);
  }

  isDown(svc: string, t: number): boolean {
    return (this.downs.get(svc) ?? []).some(([a, b]) => t >= a && t < b);
  }

  fault(f: Fault): void {
    this.faults.push(f);
  }

  addSlow(svc: string, from: number, to: number, addMs: number): void {
    this.slow.push({ svc, from, to, addMs });
  }

  slowAt(svc: string, t: number): number {
    return this.slow
      .filter((x) => x.svc === svc && t >= x.from && t < x.to)
      .reduce((s, x) => s + x.addMs * this.r.float(0.4, 1.6), 0);
  }

  rushAt(t: number): number {
    return this.rush.filter((x) => t >= x.from && t < x.to).reduce((k, x) => k * x.k, 1);
  }

  /** Per-service clock skew (ms); printed times and times written inside messages carry it. */
  skew = new Map<string, number>();

  /** The time a service's own clock shows at true time t. */
  clock(svc: string, t: number): number {
    return t + (this.skew.get(svc) ?? 0);
  }

  /** Services small noise must leave alone (the incident's origin). */
  protect: string[] = [];

  /** Process start times written by startup(), per service. */
  boots = new Map<string, number[]>();

  /** Seconds the service's current process has been up at t. */
  uptime(svc: string, t: number): number {
    const last = (this.boots.get(svc) ?? []).filter((b) => b <= t).pop();
    if (last !== undefined) return (t - last) / 1000;
    let h = 0;
    for (const ch of svc) h = (h * 31 + ch.charCodeAt(0)) % 90000;
    return (t - this.t0) / 1000 + 3600 + h;
  }

  knob(name: string, t: number): number {
    const f = this.knobs.get(name);
    return f ? f(t) : 0;
  }

  trace(): string {
    return this.r.hex(32);
  }

  span(): string {
    return this.r.hex(16);
  }

  rid(): string {
    return this.r.hex(16);
  }

  /** Placeholder values for one request. */
  vars(t: number): Record<string, string> {
    const e = this.est;
    const r = this.r;
    const day = t + r.int(0, 21) * 86400000;
    return {
      venue: r.pick(e.venues),
      date: isoDate(day),
      n: String(r.int(2, 8)),
      bk: bookingId(r, e.key),
      wv: waiverId(r, e.key),
      room: r.pick(e.rooms),
      prop: r.pick(e.props),
      game: String(r.int(8100, 8999)),
      slot: String(r.int(120000, 189999)),
    };
  }

  fill(tpl: string, v: Record<string, string>): string {
    return tpl.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? k);
  }

  newReq(route: Route, t: number, ua: string): Req {
    const vars = this.vars(t);
    return {
      route,
      vars,
      edgePath: this.fill(route.p, vars),
      trace: this.trace(),
      rid: this.rid(),
      ip: clientIp(this.r),
      ua,
      internal: route.p.startsWith("/internal/"),
    };
  }

  /** A moment in the window at fraction f (0..1). */
  at(f: number): number {
    return Math.round(this.t0 + f * (this.t1 - this.t0));
  }
}
