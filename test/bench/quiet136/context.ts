// One window being built: its estate, clock, events, request hooks and muted services.
import type { Rng } from "./rng.js";
import type { Estate, Ev, Level, Route, Svc } from "./types.js";

export interface Req {
  route: Route;
  method: string;
  path: string;
  t: number;
  ids: Record<string, string>;
  client: string;
  ua: string;
}

export interface Outcome {
  status: number;
  dur: number;
  /** Envoy response flags / HAProxy termination state, when not the normal one. */
  flags?: string;
  /** The proxy could not reach the backend at all (nginx/traefik/haproxy say so differently). */
  noUpstream?: boolean;
  /** The proxy gave up waiting. */
  proxyTimeout?: boolean;
}

/** A hook may take over a request (log its own lines) and say how it ended; undefined = normal. */
export type Hook = (req: Req) => Outcome | undefined;

export class Ctx {
  events: Ev[] = [];
  hooks: Hook[] = [];
  mutes: Array<{ svc: string; from: number; to: number }> = [];
  drops: Array<{ svc: string; from: number; re: RegExp }> = [];
  /** Each service's clock skew in ms (printed time = true time + skew). */
  skew = new Map<string, number>();
  /** Extra load factor on the edge (a scraper, a peak) by time. */
  readonly svcMap: Map<string, Svc>;
  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly start: number,
    readonly end: number,
  ) {
    this.svcMap = new Map(estate.svcs.map((s) => [s.name, s]));
  }
  svc(name: string): Svc {
    const s = this.svcMap.get(name);
    if (!s) throw new Error(`no service ${name} in estate ${this.estate.key}`);
    return s;
  }
  emit(
    svc: string,
    t: number,
    level: Level,
    msg: string,
    o: { stack?: string[]; ids?: Record<string, string>; force?: boolean } = {},
  ): void {
    if (t < this.start || t >= this.end) return;
    this.svc(svc);
    const ids = o.ids ? this.idsFor(svc, o.ids) : undefined;
    this.events.push({ t, svc, level, msg, stack: o.stack, ids, force: o.force });
  }
  /** Fresh ids for one request, by the estate's practice. */
  newIds(): Record<string, string> {
    const r = this.r;
    switch (this.estate.ids) {
      case "w3c":
        return { trace_id: r.hex(32), span_id: r.hex(16) };
      case "webonly":
        return { request_id: r.uuid() };
      case "correlation":
        return { correlation_id: r.uuid() };
      case "none":
        return {};
    }
  }
  /** The subset of ids this service prints (a new span per hop for W3C). */
  idsFor(svc: string, ids: Record<string, string>): Record<string, string> | undefined {
    const s = this.svc(svc);
    if (!s.ids || Object.keys(ids).length === 0) return undefined;
    if (ids.trace_id) return { trace_id: ids.trace_id, span_id: this.r.hex(16) };
    return { ...ids };
  }
  /** Runs fn at Poisson-spaced times between from and to with the given mean gap (ms). */
  every(from: number, to: number, meanGap: number, fn: (t: number) => void): void {
    let t = Math.max(from, this.start) + this.r.exp(meanGap);
    const stop = Math.min(to, this.end);
    while (t < stop) {
      fn(t);
      t += this.r.exp(meanGap);
    }
  }
  /** Runs fn at near-regular times (a timer with a little jitter). */
  tick(from: number, to: number, period: number, fn: (t: number, i: number) => void): void {
    let t = Math.max(from, this.start) + this.r.float(0, period);
    const stop = Math.min(to, this.end);
    let i = 0;
    while (t < stop) {
      fn(t, i++);
      t += period * this.r.float(0.9, 1.1);
    }
  }
  mute(svc: string, from: number, to: number): void {
    this.mutes.push({ svc, from, to });
  }
  /** Drops a service's lines matching `re` from `from` on (its normal success chatter stops with the fault). */
  drop(svc: string, from: number, re: RegExp): void {
    this.drops.push({ svc, from, re });
  }
  isMuted(svc: string, t: number): boolean {
    return this.mutes.some((m) => m.svc === svc && t >= m.from && t < m.to);
  }
  /** Final events: muted ones dropped unless forced. */
  finished(): Ev[] {
    return this.events.filter(
      (e) =>
        e.force ||
        (!this.isMuted(e.svc, e.t) && !this.drops.some((d) => d.svc === e.svc && e.t >= d.from && d.re.test(e.msg))),
    );
  }
}
